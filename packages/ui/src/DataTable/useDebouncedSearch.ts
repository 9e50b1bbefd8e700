import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { normalizeSearch, SEARCH_DEBOUNCE_MS } from '@sen/domain';

/**
 * The search box's text, committed `SEARCH_DEBOUNCE_MS` (500 ms) after the last keystroke as the normalised
 * search (trimmed; blank means none). A commit equal to the current search is dropped, so typing spaces or
 * retyping the same word neither searches nor leaves the page.
 */
export function useDebouncedSearch(
  searchKey: string | undefined,
  commit: (searchKey: string | undefined) => void,
) {
  const [text, setText] = useState(searchKey ?? '');
  // A search set from outside (URL, controlled state) replaces the text unless the text already means it.
  const [seen, setSeen] = useState(searchKey);
  if (seen !== searchKey) {
    setSeen(searchKey);
    if (normalizeSearch(text) !== searchKey) setText(searchKey ?? '');
  }

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const committed = useRef(searchKey);
  useLayoutEffect(() => {
    committed.current = searchKey;
  }, [searchKey]);
  const commitRef = useRef(commit);
  useLayoutEffect(() => {
    commitRef.current = commit;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const flush = (value: string) => {
    clearTimeout(timer.current);
    const next = normalizeSearch(value);
    if (next === committed.current) return;
    committed.current = next;
    commitRef.current(next);
  };

  return {
    text,
    onChange: (value: string) => {
      setText(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => flush(value), SEARCH_DEBOUNCE_MS);
    },
    /** Enter searches at once. */
    onSubmit: flush,
    /** Escape or the clear button clears the search at once. */
    onClear: () => {
      setText('');
      flush('');
    },
  };
}
