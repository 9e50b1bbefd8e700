import { useCallback, useMemo, useState } from 'react';
import type { CSSProperties } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { Board, Button, vars } from '@sen/ui';
import type { BoardItem } from '@sen/ui';
import { resourceNamed, type LookupField } from '@sen/domain/resources';
import { useAuthState, useServices } from '../../../app/ServicesContext';
import { useTranslation } from '../../../i18n/react';
import { failureText } from '../../auth/errors';
import { usePageHeading } from '../../layout/usePageHeading';
import { liveQueryMeta } from '../../notifications/liveHandlers';
import { useLabelLocale } from '../fields/labelLocale';
import { lookupTargetOf } from '../fields/lookupSource';
import { TransitionConfirm, type PendingTransition } from '../form/TransitionConfirm';
import { listQueryOptions, lookupQueryOptions, type PageSize } from '@sen/records';
import { filtersFromSearch, listModelOf } from '../list/listQuery';
import { rowActionsOf } from '../list/rowActions';
import { boardLayoutOf, boardModelOf, type BoardRow } from './boardModel';
import type { LayoutRendererProps } from './registry';

/** The most rows a board reads at once (the largest page the list API serves). */
export const BOARD_PAGE_SIZE = 1000;
/** The most lanes whose names are read (the lookup API's limit). */
const LANE_LIMIT = 50;

const page: CSSProperties = { display: 'grid', gap: vars.space.md, minWidth: 0 };
const toolbar: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
};
const note: CSSProperties = { margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm };

/**
 * A view laid out as a board (`layout: { type: 'board' }`): every row of the view in the user's branches as a card
 * in its status's column and its lane (a room group, a table area, titled by name) — narrowed by the list's filters
 * in the address bar — offering the transitions the
 * user may run on it now — the list's row actions (`rowActionsOf`), confirmed and run by `TransitionConfirm`, whose
 * toast says the server's reason when it refuses. Live: the hub's `record` messages for the resource mark the
 * board stale and it reads its rows again (liveHandlers), as it does after a reconnection.
 */
export function BoardPage({ entry, resource }: LayoutRendererProps) {
  const layout = boardLayoutOf(entry);
  const { t } = useTranslation();
  const locale = useLabelLocale();
  const { api } = useServices();
  const { user, voucherLocks } = useAuthState();
  const { title } = usePageHeading();
  const [transition, setTransition] = useState<PendingTransition | null>(null);
  const context = useMemo(() => ({ user, voucherLocks }), [user, voucherLocks]);

  // The list's filters in the address bar narrow the board too ('?ma_nhom_phong=VIP').
  const search = useSearch({ strict: false });
  const filters = useMemo(
    () => filtersFromSearch(search as Record<string, unknown>, listModelOf(entry, resource).filters),
    [search, entry, resource],
  );
  const params = useMemo(() => ({ page: 1, pageSize: BOARD_PAGE_SIZE as PageSize, filters }), [filters]);
  const list = useQuery({
    ...listQueryOptions(api, resource, params, { path: entry.path, menuId: entry.menuId }),
    meta: liveQueryMeta,
  });

  const laneTarget = useMemo(() => {
    const field = layout?.lanes ? resource.fields[layout.lanes] : undefined;
    return field?.type === 'lookup' ? lookupTargetOf(field as LookupField, resourceNamed) : null;
  }, [layout, resource]);
  const laneMap = useCallback(
    (answer: { items: readonly Record<string, unknown>[] }) =>
      new Map(
        laneTarget?.kind === 'server'
          ? answer.items.map((row) => [
              String(row[laneTarget.valueField] ?? ''),
              String(row[laneTarget.labelField] ?? ''),
            ])
          : [],
      ),
    [laneTarget],
  );
  const laneNames = useQuery({
    ...lookupQueryOptions(
      api,
      laneTarget?.kind === 'server' ? laneTarget.resource : resource,
      '',
      LANE_LIMIT,
    ),
    enabled: laneTarget?.kind === 'server',
    retry: false,
    select: laneMap,
  });

  const model = useMemo(
    () =>
      layout
        ? boardModelOf(entry, layout, resource, (list.data?.items ?? []) as BoardRow[], {
            locale,
            laneNames: laneNames.data,
            transitionsOf: (row) =>
              rowActionsOf(entry, resource, row, false, context).flatMap((action) =>
                action.kind === 'transition' ? [action.transition] : [],
              ),
          })
        : undefined,
    [entry, layout, resource, list.data, locale, laneNames.data, context],
  );

  if (!layout || !model) return null;

  const items: BoardItem[] = model.cards.map((card) => ({
    id: card.id,
    column: card.column,
    lane: card.lane,
    title: card.title,
    subtitle: card.subtitle,
    details: card.details,
    actions: card.transitions.map((chosen, index) => ({
      id: chosen.name,
      label: chosen.label[locale],
      'aria-label': t('catalogue.list.actionRow', { action: chosen.label[locale], key: card.title }),
      variant: index === 0 ? 'primary' : 'secondary',
      onPress: () => setTransition({ transition: chosen, id: card.id, label: card.title, path: entry.path }),
    })),
  }));
  const total = list.data?.total ?? 0;

  return (
    <section aria-label={title} style={page} data-layout="board">
      <div style={toolbar}>
        <Button
          size="sm"
          variant="secondary"
          isPending={list.isFetching && !list.isPending}
          onPress={() => void list.refetch()}
        >
          {t('boards.refresh')}
        </Button>
        {total > items.length && (
          <p style={note} role="note">
            {t('boards.capped', { shown: items.length, total })}
          </p>
        )}
      </div>
      <Board
        aria-label={title}
        columns={model.columns}
        lanes={model.lanes}
        items={items}
        isLoading={list.isPending}
        error={list.isError ? failureText(list.error, t) : undefined}
        onRetry={() => void list.refetch()}
        emptyTitle={t('boards.empty')}
        labels={{
          loading: t('boards.loading'),
          emptyColumn: t('boards.emptyColumn'),
          empty: t('boards.empty'),
          errorTitle: t('boards.error'),
          retry: t('common.retry'),
          otherLane: t('boards.otherLane'),
          count: (count) => t('boards.count', { count }),
        }}
      />
      <TransitionConfirm resource={resource} pending={transition} onClose={() => setTransition(null)} />
    </section>
  );
}
