import { createFileRoute, notFound } from '@tanstack/react-router';
import { Register } from '../modules/till/Register';
import { catalogueSearchSchema, prefetchCatalogue } from '../modules/till/catalogue';
import { isTillMode } from '../modules/till/modes';
import { api } from '../modules/session/client';

export const Route = createFileRoute('/_till/$mode')({
  validateSearch: catalogueSearchSchema,
  beforeLoad: ({ params }) => {
    if (!isTillMode(params.mode)) throw notFound();
  },
  loaderDeps: ({ search }) => search,
  // A prefetch: a list the cashier may not read is shown (and told) by the till itself.
  loader: ({ context, deps }) => prefetchCatalogue(context.queryClient, api, deps).catch(() => undefined),
  component: Register,
});
