import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from '../../i18n';
import { createTableQuery, decodeTableQuery, type List } from '@sen/domain';
import type { DataTableProps, DataTableState } from '@sen/ui';
import { failureText } from '../auth/errors';
import { useTableKit } from '../table/useTableKit';

/**
 * A server-paged table's kit and query state: the state starts from the address bar (dates, page, page size)
 * and the table reports every change (the kit writes it back to the address bar).
 */
export function useServerTable(settingsKey: string) {
  const kit = useTableKit(settingsKey);
  const [state, setState] = useState<DataTableState>(() => ({
    ...decodeTableQuery(kit.urlState?.read() ?? {}, createTableQuery()),
    searchKey: undefined,
    sortKey: undefined,
    filters: {},
  }));
  return { kit, state, setState };
}

/** Texts of a server list: what failed, and the empty state (with a hint when filters are on). */
export type ServerListTexts = { error: string; empty: string; emptyDescription?: string };

/**
 * The DataTable props a server list query gives: its rows and total, loading, the error with a retry, and the
 * empty state's texts on top of the kit's labels.
 */
export const serverListProps = <Row>(
  query: UseQueryResult<List<Row>>,
  kitLabels: DataTableProps<Row>['labels'],
  texts: ServerListTexts,
  t: TFunction,
) => ({
  rows: query.data?.items ?? [],
  total: query.data?.total ?? 0,
  isLoading: query.isPending,
  error: query.isError ? `${texts.error}: ${failureText(query.error, t)}` : undefined,
  onRetry: () => void query.refetch(),
  labels: {
    ...kitLabels,
    emptyTitle: texts.empty,
    ...(texts.emptyDescription ? { emptyDescription: texts.emptyDescription } : {}),
  },
});
