import type { List } from '@sen/domain';
import { pageRequests } from './pageRequests';

/**
 * Fetches table page `pageIndex` of `pageSize` rows from a list call that answers at most `maxLimit` rows (the
 * larger page sizes of the table take several calls), as one list with the server's total.
 */
export const fetchTablePage = async <T>(
  fetchPage: (page: number, limit: number) => Promise<List<T>>,
  pageIndex: number,
  pageSize: number,
  maxLimit: number,
): Promise<List<T>> => {
  const answers = await Promise.all(
    pageRequests(pageIndex, pageSize, maxLimit).map(({ page, limit }) => fetchPage(page, limit)),
  );
  return { items: answers.flatMap((answer) => answer.items), total: answers[0]?.total ?? 0 };
};
