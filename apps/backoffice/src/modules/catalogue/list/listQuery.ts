import type { Field, Resource, View } from '@sen/domain/resources';
import type { ListParams, PageSize, RecordsView } from '@sen/records';

/** The table state the list query is made of (the DataTable's state, filters by field name). */
export type ListState = {
  pageIndex: number;
  pageSize: number;
  sortKey?: string;
  sortType: 'asc' | 'desc';
  searchKey?: string;
  fromDate?: string;
  toDate?: string;
  filters?: Readonly<Record<string, string | undefined>>;
};

/** What the list of a resource or view is made of: its fields, columns, filters and date field. */
export type ListModel = {
  /** The entry shown (a resource, or a view of one). */
  entry: Resource | View;
  /** The resource whose rows are listed (the entry itself, or the view's source). */
  resource: Resource;
  /** The API path of the list, e.g. '/crm/partners'. */
  listPath: string;
  /** A view's rows are read at its own path under its own menu id. */
  view: RecordsView | undefined;
  columns: readonly string[];
  /** The filters offered: the resource's filter fields, then its derived filters (no column of the rows). */
  filters: readonly string[];
  /** The field of each filter (a derived filter's own). */
  filterFieldsByName: Readonly<Record<string, Field>>;
  /** The field of fromDate/toDate, when the rows have one. */
  dateField?: string;
};

/** The list model of a resource, or of a view over its source resource. */
export const listModelOf = (entry: Resource | View, resource: Resource): ListModel => {
  const fixed = entry.kind === 'view' ? Object.keys(entry.fixedFilters) : [];
  const columns = (entry.kind === 'view' ? entry.listColumns : undefined) ?? resource.listColumns;
  return {
    entry,
    resource,
    listPath: `/${entry.path}`,
    view: entry.kind === 'view' ? { path: entry.path, menuId: entry.menuId } : undefined,
    columns: columns.filter((name) => resource.fields[name] !== undefined),
    filters: [
      ...resource.filterFields.filter((name) => resource.fields[name] !== undefined && !fixed.includes(name)),
      ...Object.keys(resource.derivedFilters ?? {}).filter((name) => !fixed.includes(name)),
    ],
    filterFieldsByName: {
      ...resource.fields,
      ...Object.fromEntries(
        Object.entries(resource.derivedFilters ?? {}).map(([name, { field }]) => [name, field]),
      ),
    },
    dateField: resource.dateField,
  };
};

/** Filters a page fixes on every request: a value, or several (sent joined by commas: a row has any of them). */
export type FixedFilters = Readonly<Record<string, string | readonly string[]>>;

/**
 * The list params (`@sen/records`) of a table state: its page (the table counts from 0), page size, order (only
 * with a key), search, fromDate/toDate only when the rows have a date field, and each filter of the model that has a
 * value (exact match), then the fixed filters of the page (which win). Unknown filters are dropped. The records'
 * `listQueryOf` makes the request of them, the same for the page and its route loader.
 */
export const tableListParams = (
  state: ListState,
  model: Pick<ListModel, 'filters' | 'dateField'>,
  fixedFilters: FixedFilters = {},
): ListParams => {
  const filters: Record<string, string | readonly string[]> = {};
  for (const name of model.filters) {
    const value = state.filters?.[name];
    if (value !== undefined && value !== '') filters[name] = value;
  }
  return {
    page: state.pageIndex + 1,
    pageSize: state.pageSize as PageSize,
    sort: state.sortKey ? { field: state.sortKey, desc: state.sortType === 'desc' } : undefined,
    search: state.searchKey || undefined,
    fromDate: model.dateField ? state.fromDate || undefined : undefined,
    toDate: model.dateField ? state.toDate || undefined : undefined,
    filters: { ...filters, ...fixedFilters },
  };
};

/**
 * A list model whose rows are limited by fixed filters (a page listing the user's own rows): those fields are
 * sent with every request (`listQueryOf`'s `fixedFilters`) and get no filter control.
 */
export const withFixedFilters = (model: ListModel, fixedFilters: FixedFilters): ListModel => ({
  ...model,
  filters: model.filters.filter((name) => fixedFilters[name] === undefined),
});

/** The filters persisted in the address bar (each filter under its field name), as the table's filters. */
export const filtersFromSearch = (
  search: Readonly<Record<string, unknown>>,
  filters: readonly string[],
): Record<string, string | undefined> => {
  const out: Record<string, string | undefined> = {};
  for (const name of filters) {
    const value = search[name];
    if (typeof value === 'string' && value.trim() !== '') out[name] = value.trim();
    else if (typeof value === 'number' || typeof value === 'boolean') out[name] = String(value);
  }
  return out;
};

/** The next address bar search: the filters of the model replaced by `values` (empty ones removed), the rest kept. */
export const searchWithFilters = (
  search: Readonly<Record<string, unknown>>,
  filters: readonly string[],
  values: Readonly<Record<string, string | undefined>>,
): Record<string, unknown> => {
  const next: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(search)) if (!filters.includes(key)) next[key] = value;
  for (const name of filters) {
    const value = values[name];
    if (value !== undefined && value !== '') next[name] = value;
  }
  return next;
};

/** The kinds of filter control: a lookup picker, a choice of options, yes/no, a day, or typed text. */
export type FilterKind = 'lookup' | 'enum' | 'boolean' | 'date' | 'text';

/** The control a filter field gets. */
export const filterKindOf = (field: Field): FilterKind => {
  if (field.type === 'lookup') return 'lookup';
  if (field.type === 'enum') return 'enum';
  if (field.type === 'boolean') return 'boolean';
  if (field.type === 'date') return 'date';
  return 'text';
};

/** The filters with a value, in the order of `names` (the declared ones; unknown names are left out). */
export const activeFiltersOf = (
  names: readonly string[],
  fields: Readonly<Record<string, Field>>,
  values: Readonly<Record<string, string | undefined>>,
): { name: string; value: string }[] =>
  names.flatMap((name) => {
    const value = values[name];
    return fields[name] && value !== undefined && value !== '' ? [{ name, value }] : [];
  });
