import { createFileRoute, notFound } from '@tanstack/react-router';
import { staffAccess } from '@sen/records';
import { Register } from '../modules/till/Register';
import { catalogueSearchSchema, prefetchCatalogue } from '../modules/till/catalogue';
import { isTillMode } from '../modules/till/modes';
import { userInfoQuery } from '../modules/till/useCashier';
import { api } from '../modules/session/client';

export const Route = createFileRoute('/_till/$mode')({
  validateSearch: catalogueSearchSchema,
  beforeLoad: ({ params }) => {
    if (!isTillMode(params.mode)) throw notFound();
  },
  loaderDeps: ({ search }) => search,
  // A prefetch of what the cashier may read; a failure is shown (and told) by the till itself.
  loader: async ({ context: { queryClient }, deps }) => {
    const user = await queryClient.ensureQueryData(userInfoQuery).catch(() => null);
    if (user) await prefetchCatalogue(queryClient, api, staffAccess(user), deps).catch(() => undefined);
  },
  component: Register,
});
