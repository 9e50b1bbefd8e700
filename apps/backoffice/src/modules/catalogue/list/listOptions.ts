import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { QueryParams } from '@sen/api';
import type { Resource } from '@sen/domain/resources';
import type { ApiClient } from '../../session/startUp';
import { fetchServerTableSettings } from '../../table/tableSettingsStore';
import type { CatalogueRow } from './columns';
import type { ListModel } from './listQuery';
import { catalogueKeys } from '../form/paths';

/** The query key of a catalogue list (a view's under its own path; every list of the resource goes stale on a write). */
export const catalogueListKey = (resource: Pick<Resource, 'name'>, path: string, query: unknown) =>
  [...catalogueKeys.all(resource.name), 'list', path, query] as const;

/** The query of a page of a catalogue list (the page and its route loader share it); the last page stays shown. */
export const catalogueListOptions = (
  api: Pick<ApiClient, 'get'>,
  resource: Pick<Resource, 'name'>,
  model: Pick<ListModel, 'listPath'>,
  query: QueryParams,
) =>
  queryOptions({
    queryKey: catalogueListKey(resource, model.listPath, query),
    queryFn: ({ signal }) =>
      api.get<{ items: CatalogueRow[]; total: number }>(model.listPath, query, { signal }),
    placeholderData: keepPreviousData,
  });

/** The key of a table's settings kept on the server. */
export const tableSettingsKey = (settingsKey: string) => ['sen', 'table-settings', settingsKey] as const;

/** The user's settings of one table, read once per key (a failure: the table goes on with its defaults). */
export const tableSettingsOptions = (api: Pick<ApiClient, 'get'>, settingsKey: string) =>
  queryOptions({
    queryKey: tableSettingsKey(settingsKey),
    queryFn: ({ signal }) => fetchServerTableSettings(api, settingsKey, signal),
    staleTime: Infinity,
    retry: false,
  });
