import { useQuery } from '@tanstack/react-query';
import type { Resource } from '@sen/domain/resources';
import { useServices } from '../../../app/ServicesContext';
import { catalogueKeys, recordApiPath } from './paths';

/** One stored record of a resource (`GET /{path}/{_id}`, or by its key); idle without an id (a new record). */
export const useRecord = (
  resource: Pick<Resource, 'name' | 'path' | 'addressBy' | 'keyFields'>,
  id: string | undefined,
) => {
  const { api } = useServices();
  return useQuery({
    queryKey: catalogueKeys.record(resource.name, id ?? ''),
    queryFn: ({ signal }) =>
      api.get<Record<string, unknown>>(recordApiPath(resource, id ?? ''), undefined, { signal }),
    enabled: id !== undefined && id !== '',
    retry: false,
  });
};
