import { listPath } from '@sen/api';
import type { Transition } from '@sen/domain/resources';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { RecordsHttp } from './adapters.js';
import { recordKeys } from './query-options.js';
import type { RecordsResource } from './resource.js';

/**
 * A transition to run on one row: its `_id`, the transition declared by the resource's status machine, the reason
 * it asks for (a card's lock), and the API path it is served under when not the resource's own (a view's).
 */
export type TransitionInput = {
  id: string;
  transition: Pick<Transition, 'name' | 'reason'>;
  reason?: string | undefined;
  path?: string | undefined;
};

/** The request of a transition: `POST /<path>/<id>/<name>`, with `{ <reason field>: reason }` when it asks one. */
export const transitionRequestOf = (
  resource: Pick<RecordsResource, 'path'>,
  { id, transition, reason, path }: TransitionInput,
): { url: string; body: Record<string, string> | undefined } => ({
  url: `${path ? `/${path.replace(/^\/+/, '')}` : listPath(resource)}/${encodeURIComponent(id)}/${transition.name}`,
  body: transition.reason ? { [transition.reason]: (reason ?? '').trim() } : undefined,
});

/**
 * The mutation options of running a transition of the resource's status machine. The server checks it (409 with
 * its message when the row's status does not allow it); either way every cached read of the resource is stale
 * afterwards, so the row shows its status as stored.
 */
export const transitionOptions = <R extends RecordsResource>(
  http: Pick<RecordsHttp, 'post'>,
  resource: R,
  queryClient: QueryClient,
) =>
  mutationOptions({
    mutationKey: [...recordKeys(resource).all, 'transition'],
    mutationFn: (input: TransitionInput) => {
      const { url, body } = transitionRequestOf(resource, input);
      return http.post<Record<string, unknown>>(url, body);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: recordKeys(resource).all }),
  });
