import { createFileRoute } from '@tanstack/react-router';
import { CardHistory } from '../modules/cards/CardHistory';
import { parseCardHistorySearch } from '../modules/cards/cardHistorySearch';
import { api } from '../modules/session/client';

export const Route = createFileRoute('/client/payment-card-histories')({
  validateSearch: parseCardHistorySearch,
  loaderDeps: ({ search }) => search,
  // A prefetch, loaded with the page (the records and the catalogue stay out of the first load); a failure is shown
  // (and told) by the page itself.
  loader: async ({ context, deps }) => {
    const { prefetchCardHistory } = await import('../modules/cards/cardHistory');
    await prefetchCardHistory(context.queryClient, api, deps).catch(() => undefined);
  },
  component: CardHistory,
});
