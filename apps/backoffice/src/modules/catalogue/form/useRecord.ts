import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Resource } from '@sen/domain/resources';
import { useServices } from '../../../app/ServicesContext';
import type { ApiClient } from '../../session/startUp';
import { catalogueKeys, recordApiPath } from './paths';

type Addressed = Pick<Resource, 'name' | 'path' | 'addressBy' | 'keyFields'>;

/** The query of one stored record (`GET /{path}/{_id}`, or by its key): the page and its route loader share it. */
export const recordQueryOptions = (api: Pick<ApiClient, 'get'>, resource: Addressed, id: string) =>
  queryOptions({
    queryKey: catalogueKeys.record(resource.name, id),
    queryFn: ({ signal }) =>
      api.get<Record<string, unknown>>(recordApiPath(resource, id), undefined, { signal }),
    retry: false,
  });

/** One stored record of a resource; idle without an id (a new record). */
export const useRecord = (resource: Addressed, id: string | undefined) => {
  const { api } = useServices();
  return useQuery({ ...recordQueryOptions(api, resource, id ?? ''), enabled: id !== undefined && id !== '' });
};
