import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createRouter } from '@tanstack/react-router';
import { TranslatorProvider } from '@sen/ui/i18n';
import { takeTokensFromAddress } from '@sen/auth';
import { routeTree } from './routeTree.gen';
import { sessionStore } from './modules/session/client';
import { i18n, i18nReady } from './i18n';

// The back office's cashier routes hand their user a session of the POS's own in the address: no second sign-in.
takeTokensFromAddress(sessionStore);

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
const router = createRouter({ routeTree, basepath: '/pos', context: { queryClient } });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

void i18nReady.then(() =>
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <TranslatorProvider translator={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </TranslatorProvider>
    </StrictMode>,
  ),
);
