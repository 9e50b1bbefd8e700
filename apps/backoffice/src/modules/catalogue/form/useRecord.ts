import { useQuery } from '@tanstack/react-query';
import type { Resource } from '@sen/domain/resources';
import { useServices } from '../../../app/ServicesContext';
import { catalogueKeys } from './paths';

/** One stored record of a resource (`GET /{path}/{_id}`); idle without an id (a new record). */
export const useRecord = (resource: Pick<Resource, 'name' | 'path'>, id: string | undefined) => {
  const { api } = useServices();
  return useQuery({
    queryKey: catalogueKeys.record(resource.name, id ?? ''),
    queryFn: ({ signal }) =>
      api.get<Record<string, unknown>>(`/${resource.path}/${encodeURIComponent(id ?? '')}`, undefined, {
        signal,
      }),
    enabled: id !== undefined && id !== '',
    retry: false,
  });
};
