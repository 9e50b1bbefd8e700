import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { applyTableChange, createTableQuery, decodeTableQuery, encodeTableQuery } from '@sen/domain';
import type { TableQueryState } from '@sen/domain';
import type { DataTableChange, DataTableState, DataTableUrlAdapter } from './types';

type Filters = DataTableState['filters'];

function sameFilters(a: Filters, b: Filters): boolean {
  if (a === b) return true;
  const keys = new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})]);
  for (const key of keys) if ((a ?? {})[key] !== (b ?? {})[key]) return false;
  return true;
}

/** The next state: the domain's query rules (changes reset the page), and a filter change resets it too. */
export function nextTableState(state: DataTableState, change: DataTableChange): DataTableState {
  const { filters, ...query } = change;
  const filtersChange = 'filters' in change && !sameFilters(filters, state.filters);
  const nextQuery = applyTableChange(state, filtersChange ? { ...query, pageIndex: 0 } : query);
  if (!filtersChange) return nextQuery === state ? state : { ...nextQuery, filters: state.filters };
  return { ...nextQuery, pageIndex: 0, filters };
}

export type UseTableStateOptions = {
  /** Controlled state: the table only reports changes through `onStateChange`. */
  state?: Partial<DataTableState>;
  /** Starting state when uncontrolled (merged over the domain defaults). */
  defaultState?: Partial<DataTableState>;
  onStateChange?: (state: DataTableState) => void;
  urlState?: DataTableUrlAdapter;
};

/**
 * The table's query state, controlled (`state` + `onStateChange`) or held inside, optionally persisted in the
 * URL: read once when uncontrolled, written on every change (the params that differ from the defaults).
 */
export function useTableState({ state, defaultState, onStateChange, urlState }: UseTableStateOptions) {
  const [defaults] = useState(() => createTableQuery(withoutFilters(defaultState)));
  const [inner, setInner] = useState<DataTableState>(() => {
    const fromUrl = urlState ? decodeTableQuery(urlState.read(), defaults) : defaults;
    return { ...fromUrl, filters: defaultState?.filters };
  });
  const current: DataTableState = state
    ? { ...createTableQuery(withoutFilters(state)), filters: state.filters }
    : inner;

  const now = { current, onStateChange, urlState, controlled: state !== undefined, defaults };
  const latest = useRef(now);
  useLayoutEffect(() => {
    latest.current = now;
  });

  const pending = useRef<DataTableState | null>(null);
  useLayoutEffect(() => {
    pending.current = null;
  });

  const change = useCallback(
    (update: DataTableChange) => {
      const {
        current: rendered,
        onStateChange: notify,
        urlState: url,
        controlled,
        defaults: base,
      } = latest.current;
      const from = pending.current ?? rendered;
      const next = nextTableState(from, update);
      if (next === from) return;
      // Seen by a second change before React renders this one.
      pending.current = next;
      if (!controlled) setInner(next);
      url?.write(encodeTableQuery(next, base));
      notify?.(next);
    },
    [latest],
  );

  return { state: current, change };
}

function withoutFilters(state: Partial<DataTableState> | undefined): Partial<TableQueryState> {
  if (!state) return {};
  const { filters: _filters, ...query } = state;
  return query;
}
