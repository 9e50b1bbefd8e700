import type { CSSProperties } from 'react';
import { useQueries } from '@tanstack/react-query';
import { Badge, Dialog, Link, Spinner, vars } from '@sen/ui';
import { formatNumber } from '@sen/domain';
import { useServices } from '../../../app/ServicesContext';
import { useTranslation } from '../../../i18n/react';
import { catalogueKeys } from '../form/paths';
import type { LabelLocale } from '../fields/labelLocale';
import type { DrillTarget } from './reportModel';

export type DrillDialogProps = {
  /** The lists the row leads to (two or more); none: closed. */
  targets: readonly DrillTarget[];
  /** What the row is ('05/11/2026', 'Nguyễn Thị Lan'): the dialog says whose vouchers it offers. */
  rowLabel: string;
  locale: LabelLocale;
  onClose: () => void;
};

const list: CSSProperties = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm };
const item: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
};
const muted: CSSProperties = { color: vars.color.textMuted, margin: `0 0 ${vars.space.md}` };

/**
 * The drill-down of a report row that adds up vouchers of several lists (sales revenue: bills, retail orders and
 * returns): one link per list, filtered to the row, with how many vouchers that list shows for it (read from the
 * list itself, so the number is what the user lands on). A modal dialog (react-aria): focus moves into it, Tab goes
 * from list to list, Enter opens one, Escape closes it and focus returns to the row.
 */
export function DrillDialog({ targets, rowLabel, locale, onClose }: DrillDialogProps) {
  const { t } = useTranslation();
  const { api } = useServices();
  const counts = useQueries({
    queries: targets.map((target) => {
      const query = { ...target.query, pageIndex: '0', pageSize: '10' };
      return {
        queryKey: [...catalogueKeys.all(target.resource.name), 'drill-count', query],
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          api.get<{ total: number }>(`/${target.resource.path}`, query, { signal }),
      };
    }),
  });
  return (
    <Dialog
      isOpen={targets.length > 0}
      onOpenChange={(open) => !open && onClose()}
      title={t('catalogue.report.drillTitle')}
      size="sm"
    >
      <p style={muted}>{t('catalogue.report.drillWhich', { row: rowLabel })}</p>
      <ul style={list} aria-label={t('catalogue.report.drillTitle')} data-drill-targets="">
        {targets.map((target, index) => {
          const count = counts[index];
          const title = target.resource.title[locale];
          const total = count?.data?.total;
          const number = total === undefined ? undefined : formatNumber(total);
          const one = total === 1;
          return (
            <li key={target.href} style={item}>
              <Link
                href={target.href}
                variant="standalone"
                aria-label={
                  number === undefined
                    ? title
                    : t('catalogue.report.drillTarget', { list: title, count: number })
                }
                onPress={onClose}
              >
                {title}
              </Link>
              {count?.isPending ? (
                <Spinner size="sm" label={t('app.loading')} />
              ) : (
                <Badge tone="info">
                  {number === undefined
                    ? '—'
                    : t(one ? 'catalogue.report.drillCountOne' : 'catalogue.report.drillCount', {
                        count: number,
                      })}
                </Badge>
              )}
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
