import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TFunction } from '../../i18n';
import { Badge, DataTable, Select, TextField } from '@sen/ui';
import type { BadgeTone, DataTableColumn } from '@sen/ui';
import type { SmsLog } from '@sen/domain';
import { operationKeys } from '@sen/api';
import { useTranslation } from '../../i18n/react';
import { FilterForm } from './FilterForm';
import { formatDateTime } from '@sen/domain';
import { maskPhone } from '@sen/domain/resources';
import { useOperationsApi } from './useOperationsApi';
import { serverListProps } from '../table/serverListProps';
import { useListTable } from '../table/useListTable';
import * as styles from './system.styles';

const smsStatuses = ['sent', 'failed', 'queued', 'demo'] as const;

const statusTone: Record<string, BadgeTone> = {
  sent: 'success',
  failed: 'danger',
  queued: 'info',
  demo: 'neutral',
};

const statusText = (status: string, t: TFunction): string =>
  (smsStatuses as readonly string[]).includes(status) ? t(`system.sms.statuses.${status as 'sent'}`) : status;

const smsColumns = (t: TFunction): DataTableColumn<SmsLog>[] => [
  {
    id: 'created_at',
    header: t('system.sms.at'),
    accessor: (sms) => formatDateTime(sms.created_at, { seconds: true }),
    width: 170,
  },
  {
    id: 'phone',
    header: t('system.sms.phone'),
    accessor: (sms) => maskPhone(sms.phone),
    cell: (sms) => <span style={styles.code}>{maskPhone(sms.phone)}</span>,
    width: 140,
  },
  {
    id: 'kind',
    header: t('system.sms.kind'),
    accessor: (sms) => (sms.kind === 'task-reminder' ? t('system.sms.kinds.task-reminder') : ''),
    width: 160,
  },
  {
    id: 'status',
    header: t('system.sms.status'),
    accessor: (sms) => statusText(sms.status, t),
    cell: (sms) => (
      <span title={sms.error ?? undefined}>
        <Badge tone={statusTone[sms.status] ?? 'neutral'}>{statusText(sms.status, t)}</Badge>
      </span>
    ),
    width: 120,
  },
  { id: 'message', header: t('system.sms.message'), accessor: (sms) => sms.message, width: 420 },
];

/** The filters of the SMS log, in the address bar under their names. */
const smsFilters = ['phone', 'status'] as const;

/** /system/sms/logs: the SMS the server sent or logged, newest first, paged by the server, filtered by phone, status and days. */
export function SmsLogsPage() {
  const { t } = useTranslation();
  const { calls } = useOperationsApi();
  const { state, setState, settled, tableProps } = useListTable('system.sms.logs', smsFilters);
  const filters = state.filters ?? {};
  const query = {
    phone: filters.phone,
    status: filters.status,
    fromDate: state.fromDate,
    toDate: state.toDate,
    pageIndex: state.pageIndex,
    pageSize: state.pageSize,
  };
  const logs = useQuery({
    queryKey: operationKeys.smsLogList(query),
    queryFn: ({ signal }) => calls.smsLogs(query, signal),
    placeholderData: keepPreviousData,
    enabled: settled,
  });
  const columns = useMemo(() => smsColumns(t), [t]);
  const statusItems = useMemo(
    () => [
      { id: 'all', label: t('system.sms.allStatuses') },
      ...smsStatuses.map((status) => ({ id: status, label: statusText(status, t) })),
    ],
    [t],
  );
  const hasFilters = [filters.phone, filters.status, state.fromDate, state.toDate].some(Boolean);

  return (
    <div style={styles.page}>
      <FilterForm applied={filters} onApply={(next) => setState({ ...state, pageIndex: 0, filters: next })}>
        {({ draft, set }) => (
          <>
            <TextField
              label={t('system.sms.phone')}
              type="tel"
              inputMode="tel"
              value={draft.phone ?? ''}
              onChange={(value) => set('phone', value)}
            />
            <Select
              label={t('system.sms.status')}
              items={statusItems}
              value={draft.status ?? 'all'}
              onChange={(key) => set('status', key === 'all' ? undefined : String(key))}
            />
          </>
        )}
      </FilterForm>
      <DataTable
        {...tableProps}
        mode="server"
        aria-label={t('system.sms.table')}
        columns={columns}
        state={state}
        onStateChange={setState}
        searchable={false}
        dateRange
        getRowId={(sms) => sms.id}
        getRowLabel={(sms) => `${sms.phone} ${formatDateTime(sms.created_at, { seconds: true })}`}
        {...serverListProps(
          logs,
          tableProps.labels,
          {
            error: t('system.sms.error'),
            empty: t('system.sms.empty'),
            emptyDescription: hasFilters ? t('system.sms.emptyDescription') : undefined,
          },
          t,
        )}
        height={560}
      />
    </div>
  );
}
