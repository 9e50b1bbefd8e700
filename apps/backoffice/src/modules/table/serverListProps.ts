import type { UseQueryResult } from '@tanstack/react-query';
import type { List } from '@sen/domain';
import type { DataTableProps } from '@sen/ui';
import type { TFunction } from '../../i18n';
import { failureText } from '../auth/errors';

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
