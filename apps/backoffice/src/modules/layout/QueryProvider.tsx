import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { peekQueryClient } from '../../app/queryClient';

/** Provides the QueryClient, which the layout's lazy import has loaded before this renders. */
export function QueryProvider({ children }: { children: ReactNode }) {
  const client = peekQueryClient();
  if (!client) throw new Error('The QueryClient is not loaded');
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
