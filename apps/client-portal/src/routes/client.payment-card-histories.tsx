import { createFileRoute } from '@tanstack/react-router';
import { CardHistory } from '../modules/cards/CardHistory';
import { cardHistorySearchSchema, prefetchCardHistory } from '../modules/cards/cardHistory';
import { api } from '../modules/session/client';

export const Route = createFileRoute('/client/payment-card-histories')({
  validateSearch: cardHistorySearchSchema,
  loaderDeps: ({ search }) => search,
  // A prefetch: a failure is shown (and told) by the page itself.
  loader: ({ context, deps }) => prefetchCardHistory(context.queryClient, api, deps).catch(() => undefined),
  component: CardHistory,
});
