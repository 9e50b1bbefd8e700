import type { TableQueryState } from '@sen/domain';

/** The list query a resource set's route takes: `page` from 1, `limit`, `q` and `sort` ('field' or '-field'). */
export type ResourceListParams = { page: number; limit: number; q?: string; sort?: string };

/** The list query of the table's state (page index from 0, page size, search, sort column and direction). */
export const listParamsOf = (
  state: Pick<TableQueryState, 'pageIndex' | 'pageSize' | 'searchKey' | 'sortKey' | 'sortType'>,
): ResourceListParams => {
  const params: ResourceListParams = { page: state.pageIndex + 1, limit: state.pageSize };
  const q = state.searchKey?.trim();
  if (q) params.q = q;
  if (state.sortKey) params.sort = `${state.sortType === 'desc' ? '-' : ''}${state.sortKey}`;
  return params;
};
