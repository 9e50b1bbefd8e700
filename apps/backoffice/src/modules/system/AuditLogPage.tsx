import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TFunction } from '../../i18n';
import { DataTable, Select, TextField } from '@sen/ui';
import type { DataTableColumn } from '@sen/ui';
import { auditActions, formatDateTime, type AuditAction, type AuditLogEntry } from '@sen/domain';
import { useTranslation } from '../../i18n/react';
import { AuditDiff } from './AuditDiff';
import { FilterForm } from './FilterForm';
import { useOperationsApi } from './useOperationsApi';
import { serverListProps } from '../table/serverListProps';
import { useListTable } from '../table/useListTable';
import * as styles from './system.styles';

/** The filters of the log, in the address bar under their names. */
const logFilters = ['user_name', 'resource', 'action'] as const;

const isAction = (value: string | undefined): value is AuditAction =>
  (auditActions as readonly string[]).includes(value ?? '');

const logColumns = (t: TFunction): DataTableColumn<AuditLogEntry>[] => [
  {
    id: 'at',
    header: t('system.logs.at'),
    accessor: (entry) => formatDateTime(entry.at, { seconds: true }),
    width: 170,
  },
  { id: 'user_name', header: t('system.logs.user'), accessor: (entry) => entry.user_name, width: 130 },
  {
    id: 'action',
    header: t('system.logs.action'),
    accessor: (entry) => t(`system.logs.actions.${entry.action}`),
    width: 110,
  },
  {
    id: 'resource',
    header: t('system.logs.resource'),
    accessor: (entry) => entry.resource,
    cell: (entry) => <span style={styles.code}>{entry.resource}</span>,
    width: 200,
  },
  {
    id: 'record',
    header: t('system.logs.record'),
    accessor: (entry) => entry.record_key ?? entry.record_id ?? '',
    width: 200,
  },
  { id: 'ip', header: t('system.logs.ip'), accessor: (entry) => entry.ip ?? '', width: 130 },
  {
    id: 'device_id',
    header: t('system.logs.device'),
    accessor: (entry) => entry.device_id ?? '',
    hidden: true,
  },
];

/**
 * /system/logs: the audit log of changes made through the API, newest first, paged by the server, filtered by user,
 * catalogue, action and days; each row opens the field-by-field before/after comparison.
 */
export function AuditLogPage() {
  const { t } = useTranslation();
  const { queries } = useOperationsApi();
  const { state, setState, settled, tableProps } = useListTable('system.logs', logFilters);
  const filters = state.filters ?? {};
  const query = {
    pageIndex: state.pageIndex,
    pageSize: state.pageSize,
    user_name: filters.user_name,
    resource: filters.resource,
    action: isAction(filters.action) ? filters.action : undefined,
    fromDate: state.fromDate,
    toDate: state.toDate,
  };
  const logs = useQuery({ ...queries.logs(query), placeholderData: keepPreviousData, enabled: settled });
  const columns = useMemo(() => logColumns(t), [t]);
  const actionItems = useMemo(
    () => [
      { id: 'all', label: t('system.logs.allActions') },
      ...auditActions.map((action) => ({ id: action, label: t(`system.logs.actions.${action}`) })),
    ],
    [t],
  );
  const hasFilters = Object.values(filters).some(Boolean) || !!state.fromDate || !!state.toDate;

  return (
    <div style={styles.page}>
      <FilterForm applied={filters} onApply={(next) => setState({ ...state, pageIndex: 0, filters: next })}>
        {({ draft, set }) => (
          <>
            <TextField
              label={t('system.logs.user')}
              value={draft.user_name ?? ''}
              onChange={(value) => set('user_name', value)}
              style={styles.filterField}
            />
            <TextField
              label={t('system.logs.resource')}
              value={draft.resource ?? ''}
              onChange={(value) => set('resource', value)}
              style={styles.filterField}
            />
            <Select
              label={t('system.logs.action')}
              items={actionItems}
              value={draft.action ?? 'all'}
              onChange={(key) => set('action', key === 'all' ? undefined : String(key))}
            />
          </>
        )}
      </FilterForm>
      <DataTable
        {...tableProps}
        mode="server"
        aria-label={t('system.logs.table')}
        columns={columns}
        state={state}
        onStateChange={setState}
        searchable={false}
        dateRange
        getRowId={(entry) => entry.id}
        getRowLabel={(entry) => `${entry.resource_name} ${entry.record_key ?? entry.record_id ?? ''}`.trim()}
        renderExpanded={(entry) => <AuditDiff entry={entry} />}
        {...serverListProps(
          logs,
          tableProps.labels,
          {
            error: t('system.logs.error'),
            empty: t('system.logs.empty'),
            emptyDescription: hasFilters ? t('system.logs.emptyDescription') : undefined,
          },
          t,
        )}
        height={560}
      />
    </div>
  );
}
