import type { RefObject } from 'react';
import { Input, SearchField } from 'react-aria-components';
import { cx } from '../internal/cx';
import * as f from '../internal/field.css';
import * as s from './DataTable.css';
import type { DataTableLabels } from './labels';
import { useDebouncedSearch } from './useDebouncedSearch';

export type TableSearchProps = {
  searchKey: string | undefined;
  onSearch: (searchKey: string | undefined) => void;
  inputRef: RefObject<HTMLInputElement | null>;
  labels: DataTableLabels;
};

/** The toolbar's search box: debounced 500 ms, trimmed, Enter searches at once. */
export function TableSearch({ searchKey, onSearch, inputRef, labels }: TableSearchProps) {
  const search = useDebouncedSearch(searchKey, onSearch);
  return (
    <SearchField
      aria-label={labels.search}
      value={search.text}
      onChange={search.onChange}
      onSubmit={search.onSubmit}
      onClear={search.onClear}
      className={cx(f.field, s.toolbarSearch)}
    >
      <div className={f.control}>
        <Input ref={inputRef} placeholder={labels.searchPlaceholder} className={f.input} />
      </div>
    </SearchField>
  );
}
