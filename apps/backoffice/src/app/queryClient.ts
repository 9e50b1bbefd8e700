import type { QueryClient } from '@tanstack/react-query';

let client: QueryClient | null = null;
let loading: Promise<QueryClient> | null = null;

/**
 * The app's QueryClient, created on first use. TanStack Query loads with the signed-in layouts (or right after a
 * sign-in), never with the sign-in page, to keep that page's JavaScript small.
 */
export const loadQueryClient = (): Promise<QueryClient> =>
  (loading ??= import('@tanstack/react-query').then(({ QueryClient }) => {
    client = new QueryClient({
      defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
    });
    return client;
  }));

/** The QueryClient when it has been loaded, else null (nothing is cached yet then). */
export const peekQueryClient = (): QueryClient | null => client;
