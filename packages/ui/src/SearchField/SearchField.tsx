import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Ref } from 'react';
import { Button as AriaButton, Group, Input, SearchField as AriaSearchField } from 'react-aria-components';
import type { SearchFieldProps as AriaSearchFieldProps } from 'react-aria-components';
import { normalizeSearch } from '@sen/domain';
import { cx } from '../internal/cx';
import { CloseIcon, SearchIcon } from '../internal/icons';
import * as f from '../internal/field.css';
import { FieldChrome, invalidFromError } from '../internal/Field';
import type { FieldChromeProps } from '../internal/Field';
import * as s from './SearchField.css';
import { useCommonStrings } from '../i18n';

export type SearchFieldProps = Omit<AriaSearchFieldProps, 'className' | 'children'> &
  FieldChromeProps & {
    placeholder?: string;
    /**
     * Called with the search to run: the text trimmed, or `undefined` when it is blank (`normalizeSearch`).
     * Never called twice in a row with the same search, so typing spaces after a word, or blanks into an empty
     * field, does nothing.
     */
    onSearch?: (searchKey: string | undefined) => void;
    /**
     * Wait this long after the last keystroke before `onSearch` (a table uses `SEARCH_DEBOUNCE_MS`, 500 ms).
     * Left out: `onSearch` follows every change. Clearing (the clear button or Escape) and Enter search at once.
     */
    debounceMs?: number;
    /** Ref to the `<input>`, e.g. to focus it on F3. */
    inputRef?: Ref<HTMLInputElement>;
    /** Accessible label of the clear button; 'Xóa tìm kiếm' by default. */
    clearLabel?: string;
    className?: string;
  };

/**
 * A search box (react-aria `SearchField`): a search icon, the input and a clear button ('Xóa tìm kiếm');
 * Escape clears. `onSearch` gets the normalised search, optionally debounced (`debounceMs`). Value props
 * (`value`/`defaultValue`/`onChange`) work as in react-aria.
 */
export function SearchField({
  label,
  description,
  errorMessage,
  placeholder,
  onSearch,
  debounceMs,
  inputRef,
  clearLabel: clearLabelProp,
  className,
  isInvalid,
  onChange,
  onClear,
  onSubmit,
  value,
  defaultValue,
  ...rest
}: SearchFieldProps) {
  const common = useCommonStrings();
  const clearLabel = clearLabelProp ?? common.clearSearch;
  const invalid = invalidFromError(errorMessage, isInvalid);
  // The search last reported (or the one the field started with), and the text last typed.
  const reported = useRef(normalizeSearch(value ?? defaultValue));
  const typed = useRef(value ?? defaultValue ?? '');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The latest onSearch, for a debounce timer started by an earlier render.
  const onSearchRef = useRef(onSearch);
  useLayoutEffect(() => {
    onSearchRef.current = onSearch;
  });

  const cancel = () => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  };
  const report = (text: string) => {
    cancel();
    const search = normalizeSearch(text);
    if (search === reported.current) return;
    reported.current = search;
    onSearchRef.current?.(search);
  };

  // A value set by the parent (e.g. 'Xóa lọc' resetting the filters) is the new starting point, not a search.
  useEffect(() => {
    if (value === undefined || value === typed.current) return;
    cancel();
    typed.current = value;
    reported.current = normalizeSearch(value);
  }, [value]);

  useEffect(() => cancel, []);

  const change = (text: string) => {
    typed.current = text;
    onChange?.(text);
    if (debounceMs === undefined || debounceMs <= 0) {
      report(text);
      return;
    }
    cancel();
    timer.current = setTimeout(() => report(text), debounceMs);
  };

  return (
    <AriaSearchField
      {...rest}
      value={value}
      defaultValue={defaultValue}
      isInvalid={invalid}
      onChange={change}
      onClear={() => {
        typed.current = '';
        report('');
        onClear?.();
      }}
      onSubmit={(text) => {
        report(text);
        onSubmit?.(text);
      }}
      className={cx(f.field, s.root, className)}
    >
      <FieldChrome label={label} description={description} errorMessage={errorMessage}>
        <Group className={f.control} isInvalid={invalid} isDisabled={rest.isDisabled}>
          <span className={s.icon} aria-hidden="true">
            <SearchIcon size={16} />
          </span>
          <Input ref={inputRef} className={cx(f.input, s.input)} placeholder={placeholder} />
          <AriaButton aria-label={clearLabel} className={cx(f.iconButton, s.clear)}>
            <CloseIcon size={16} />
          </AriaButton>
        </Group>
      </FieldChrome>
    </AriaSearchField>
  );
}
