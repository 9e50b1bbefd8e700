import { useInfiniteQuery } from '@tanstack/react-query';
import type { PortalHistoryPage } from '@sen/domain/resources';
import { api } from '../session/client';
import { portalKeys } from '../portal/queries';

/** Visits and bills, twenty at a time (the next page from the previous one's cursor). */
export const useHistory = () =>
  useInfiniteQuery({
    queryKey: portalKeys.history,
    queryFn: ({ pageParam, signal }) =>
      api.get<PortalHistoryPage>('/portal/history', pageParam ? { before: pageParam } : undefined, {
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: 0,
  });
