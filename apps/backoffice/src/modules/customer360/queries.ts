import { queryOptions } from '@tanstack/react-query';
import { isApiRequestError, type HttpClient } from '@sen/api';
import type { CustomerSummary } from '@sen/domain/resources';

/** The cache keys of a customer's page: its summary and its timeline (per kinds asked). */
export const customer360Keys = {
  all: (id: string) => ['customer360', id] as const,
  summary: (id: string) => ['customer360', id, 'summary'] as const,
  timeline: (id: string, kinds: string) => ['customer360', id, 'timeline', kinds] as const,
};

/** The customer's header and balances (`GET crm/partners/{id}/summary`); a 4xx is not asked again. */
export const customerSummaryOptions = (api: Pick<HttpClient, 'get'>, id: string) =>
  queryOptions({
    queryKey: customer360Keys.summary(id),
    queryFn: ({ signal }) => api.get<CustomerSummary>(`/crm/partners/${id}/summary`, undefined, { signal }),
    retry: (count, error) => !(isApiRequestError(error) && error.status < 500) && count < 2,
  });
