import { useState } from 'react';
import type { RefObject } from 'react';
import { normalizeSearch, SEARCH_DEBOUNCE_MS } from '@sen/domain';
import { SearchField } from '../SearchField';
import * as s from './DataTable.css';
import type { DataTableLabels } from './labels';

export type TableSearchProps = {
  searchKey: string | undefined;
  onSearch: (searchKey: string | undefined) => void;
  inputRef: RefObject<HTMLInputElement | null>;
  labels: DataTableLabels;
};

/**
 * The toolbar's search box: searches `SEARCH_DEBOUNCE_MS` (500 ms) after the last keystroke, trimmed, a blank
 * or unchanged search ignored; Enter and clearing search at once. A search set from outside (URL, controlled
 * state) replaces the text unless the text already means it.
 */
export function TableSearch({ searchKey, onSearch, inputRef, labels }: TableSearchProps) {
  const [text, setText] = useState(searchKey ?? '');
  const [seen, setSeen] = useState(searchKey);
  if (seen !== searchKey) {
    setSeen(searchKey);
    if (normalizeSearch(text) !== searchKey) setText(searchKey ?? '');
  }
  return (
    <SearchField
      aria-label={labels.search}
      placeholder={labels.searchPlaceholder}
      clearLabel={labels.clearSearch}
      value={text}
      onChange={setText}
      onSearch={onSearch}
      debounceMs={SEARCH_DEBOUNCE_MS}
      inputRef={inputRef}
      className={s.toolbarSearch}
    />
  );
}
