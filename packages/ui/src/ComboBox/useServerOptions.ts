import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useAsyncList } from 'react-aria-components';
import type { Key } from 'react-aria-components';
import { SEARCH_DEBOUNCE_MS } from '@sen/domain';

const none: readonly never[] = [];

/** Loads the options matching a (trimmed) search; it should pass `signal` to `fetch` so stale calls stop. */
export type LoadOptions<T> = (search: string, signal: AbortSignal) => Promise<readonly T[]>;

export type ServerOptionsConfig<T> = {
  /** Without it the hook stays idle and returns no items. */
  loadOptions?: LoadOptions<T>;
  /** Wait after the last keystroke before searching; SEARCH_DEBOUNCE_MS (500) by default. */
  debounceMs?: number;
  /** An empty (trimmed) search loads the default list (true, default) or shows nothing without a call (false). */
  loadOnEmpty?: boolean;
};

export type ServerOptions<T> = {
  items: readonly T[];
  /** A search is waiting for its debounce or its response. */
  isLoading: boolean;
  /** The last call failed (its rejection value); the list is then empty. */
  error: unknown;
  /** Schedules a search for `text` (trimmed, debounced); a newer search aborts the older one. */
  search: (text: string) => void;
};

/**
 * Server-side options for a ComboBox on react-stately's `useAsyncList`: the default list on mount, then a debounced
 * search per typed text. `useAsyncList` aborts the in-flight request's signal and drops its result when a newer
 * search starts.
 */
export function useServerOptions<T extends { id: Key }>({
  loadOptions,
  debounceMs = SEARCH_DEBOUNCE_MS,
  loadOnEmpty = true,
}: ServerOptionsConfig<T>): ServerOptions<T> {
  // The latest props, read when a (debounced) load actually runs.
  const config = useRef({ loadOptions, loadOnEmpty });
  useLayoutEffect(() => {
    config.current = { loadOptions, loadOnEmpty };
  });

  const list = useAsyncList<T>({
    getKey: (item) => item.id,
    async load({ signal, filterText = '' }) {
      const { loadOptions: load, loadOnEmpty: loadEmpty } = config.current;
      if (!load || (filterText === '' && !loadEmpty)) return { items: [] };
      return { items: await load(filterText, signal) };
    },
  });
  const setFilterText = useRef(list.setFilterText);
  useLayoutEffect(() => {
    setFilterText.current = list.setFilterText;
  });

  // The trimmed search waiting for its debounce; null when none is.
  const [pending, setPending] = useState<string | null>(null);
  useEffect(() => {
    if (pending == null) return;
    const timer = setTimeout(() => {
      setPending(null);
      setFilterText.current(pending);
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [pending, debounceMs]);

  const failed = list.loadingState === 'error';
  return {
    items: loadOptions && !failed ? list.items : none,
    isLoading: loadOptions != null && (pending != null || list.isLoading),
    error: failed ? (list.error ?? new Error('loadOptions failed')) : undefined,
    search: (text) => {
      const search = text.trim();
      // Back to what is already shown (e.g. only a space was typed): nothing to load.
      setPending(search === list.filterText && !failed ? null : search);
    },
  };
}
