import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BackofficeRecords } from '../../app/BackofficeRecords';
import { peekQueryClient } from '../../app/queryClient';

/**
 * Provides the QueryClient, which the layout's lazy import has loaded before this renders, and the records hooks'
 * adapters (`BackofficeRecords`) over it: every signed-in page may read and write records through @sen/records.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const client = peekQueryClient();
  if (!client) throw new Error('The QueryClient is not loaded');
  return (
    <QueryClientProvider client={client}>
      <BackofficeRecords>{children}</BackofficeRecords>
    </QueryClientProvider>
  );
}
