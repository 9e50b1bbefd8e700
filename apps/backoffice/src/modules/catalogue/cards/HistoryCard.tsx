import type { CSSProperties } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Link, Spinner, vars } from '@sen/ui';
import type { AuditLogEntry } from '@sen/domain';
import { useServices } from '../../../app/ServicesContext';
import { useTranslation } from '../../../i18n/react';
import { useLabelLocale } from '../fields/labelLocale';
import { catalogueKeys } from '../form/paths';
import { historyEntriesOf } from './history';
import type { RecordCardProps } from './registry';

/** How many of the latest changes the card lists. */
export const HISTORY_SIZE = 10;

const list: CSSProperties = { display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' };
const entryStyle: CSSProperties = {
  display: 'grid',
  gap: 2,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
};
const muted: CSSProperties = { margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm };
const changes: CSSProperties = { margin: 0, paddingInlineStart: 16 };

/**
 * The record's change history: the latest changes the audit log holds of it (GET system/logs?record_id=&resource=,
 * newest first) — who created, changed (which fields, from what to what) or deleted it, and when. Read again with
 * the record (its query key is under the resource's), so a transition run here or pushed live shows up at once.
 * Shown only to users who may read the audit log (the registry's rule).
 */
export function HistoryCard({ resource, id }: RecordCardProps) {
  const { api } = useServices();
  const { t } = useTranslation();
  const locale = useLabelLocale();
  const history = useQuery({
    queryKey: [...catalogueKeys.all(resource.name), 'history', id],
    queryFn: ({ signal }) =>
      api.get<{ items: AuditLogEntry[]; total: number }>(
        '/system/logs',
        { record_id: id, resource: resource.name, pageIndex: 0, pageSize: HISTORY_SIZE },
        { signal },
      ),
  });
  const entries = history.data ? historyEntriesOf(history.data.items, resource, locale) : [];
  const older = Math.max(0, (history.data?.total ?? 0) - entries.length);

  return (
    <Card title={t('recordCards.historyTitle')} data-card="history">
      {history.isPending ? (
        <Spinner size="sm" label={t('app.loading')} />
      ) : history.isError ? (
        <div style={{ display: 'grid', gap: vars.space.sm, justifyItems: 'start' }}>
          <p style={muted}>{t('recordCards.historyError')}</p>
          <Button size="sm" variant="secondary" onPress={() => void history.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : entries.length === 0 ? (
        <p style={muted}>{t('recordCards.historyEmpty')}</p>
      ) : (
        <ol style={list}>
          {entries.map((entry) => (
            <li key={entry.id} style={entryStyle} data-history-action={entry.action}>
              <span>
                {t('recordCards.historyEntry', {
                  action: t(`recordCards.${entry.action}`),
                  user: entry.user,
                  at: entry.at,
                })}
              </span>
              {entry.changes.length > 0 && (
                <ul style={changes}>
                  {entry.changes.map((change) => (
                    <li key={change.field}>
                      {change.label}: {change.before} → {change.after}
                    </li>
                  ))}
                  {entry.more > 0 && <li>…</li>}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
      {older > 0 && (
        <p style={{ ...muted, marginTop: vars.space.sm }}>
          {t('recordCards.historyMore', { count: older })}{' '}
          <Link href="/system/logs">{t('recordCards.historyOpenLog')}</Link>
        </p>
      )}
    </Card>
  );
}
