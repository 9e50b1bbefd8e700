import { useMemo, useState } from 'react';
import { matchesFolded } from '@sen/domain';
import { Button as AriaButton, ComboBox as AriaComboBox, Group, Input } from 'react-aria-components';
import type { ComboBoxProps as AriaComboBoxProps, Key } from 'react-aria-components';
import { Spinner } from '../Spinner';
import { useKitStrings, type KitDictionary } from '../i18n';
import { cx } from '../internal/cx';
import { CheckIcon, ChevronDownIcon } from '../internal/icons';
import * as f from '../internal/field.css';
import { FieldChrome, invalidFromError } from '../internal/Field';
import type { FieldChromeProps } from '../internal/Field';
import * as p from '../internal/popover.css';
import { SelectListPopover } from '../internal/selectParts';
import type { SelectItem } from '../Select/Select';
import { useServerOptions } from './useServerOptions';
import type { LoadOptions } from './useServerOptions';
import * as s from './ComboBox.css';

export type ComboBoxItem = SelectItem & { description?: string };

export type ComboBoxLabels = {
  /** The list has no option: 'Không có dữ liệu'. */
  empty: string;
  /** A search is running (list text and spinner label): 'Đang tải'. */
  loading: string;
  /** `loadOptions` failed: 'Không tải được dữ liệu'. */
  error: string;
  /** Accessible label of the button that opens the list: 'Mở danh sách'. */
  showOptions: string;
  /** The list's own label (its name is the field's label): 'Gợi ý'. */
  options: string;
};

const dictionary: KitDictionary<ComboBoxLabels> = {
  vi: {
    empty: 'Không có dữ liệu',
    loading: 'Đang tải',
    error: 'Không tải được dữ liệu',
    showOptions: 'Mở danh sách',
    options: 'Gợi ý',
  },
  en: {
    empty: 'No data',
    loading: 'Loading',
    error: 'Could not load the data',
    showOptions: 'Show the list',
    options: 'Suggestions',
  },
};

/** The Vietnamese strings (the kit's default language). */
export const defaultComboBoxLabels: ComboBoxLabels = dictionary.vi;

const noItems: readonly ComboBoxItem[] = [];

export type ComboBoxProps = Omit<
  AriaComboBoxProps<ComboBoxItem>,
  | 'className'
  | 'children'
  | 'items'
  | 'defaultItems'
  | 'inputValue'
  | 'defaultInputValue'
  | 'onInputChange'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'selectedKey'
  | 'defaultSelectedKey'
  | 'onSelectionChange'
  | 'selectionMode'
  | 'allowsCustomValue'
  | 'allowsEmptyCollection'
  | 'defaultFilter'
> &
  FieldChromeProps & {
    /** Static options, filtered as typed ignoring accents and case ('nguyen' finds 'Nguyễn'). */
    items?: readonly ComboBoxItem[];
    /** Server search instead of `items`: called with the trimmed text after a pause in typing. */
    loadOptions?: LoadOptions<ComboBoxItem>;
    /** Pause before a server search; SEARCH_DEBOUNCE_MS (500 ms) by default. */
    searchDebounceMs?: number;
    /** Whether an empty search loads the default list (true, default) or shows nothing. */
    loadOnEmpty?: boolean;
    /** The selected item's id (controlled); null for none. */
    value?: Key | null;
    defaultValue?: Key | null;
    onChange?: (value: Key | null) => void;
    /** Label of the selected id while it is not among the loaded options (an edit form's current value). */
    selectedLabel?: string;
    placeholder?: string;
    labels?: Partial<ComboBoxLabels>;
    className?: string;
  };

/**
 * A searchable single-choice field (react-aria `ComboBox`): static `items` filtered ignoring Vietnamese accents, or
 * a debounced, abortable server search through `loadOptions`. `value`/`onChange` carry the item id; the field
 * keeps showing the selected item's label while the option list reloads.
 */
export function ComboBox({
  label,
  description,
  errorMessage,
  items,
  loadOptions,
  searchDebounceMs,
  loadOnEmpty,
  value,
  defaultValue,
  onChange,
  selectedLabel,
  placeholder,
  labels,
  className,
  isInvalid,
  ...rest
}: ComboBoxProps) {
  const text = useKitStrings(dictionary, labels);
  const server = useServerOptions({ loadOptions, debounceMs: searchDebounceMs, loadOnEmpty });
  const [innerValue, setInnerValue] = useState<Key | null>(defaultValue ?? null);
  const selected = value !== undefined ? value : innerValue;
  // The last selected item, so that its label survives a reload of the options that drops it.
  const [remembered, setRemembered] = useState<ComboBoxItem | null>(null);
  // What the user is typing; null while the input shows the selected item's label.
  const [typed, setTyped] = useState<string | null>(null);

  const known = loadOptions ? server.items : (items ?? noItems);
  const filter = typed ?? '';
  const options = useMemo(
    () => (loadOptions ? known : known.filter((item) => matchesFolded(item.label, filter))),
    [loadOptions, known, filter],
  );
  const find = (key: Key | null) =>
    key == null
      ? undefined
      : (known.find((item) => item.id === key) ?? (remembered?.id === key ? remembered : undefined));
  const selectedText = selected == null ? '' : (find(selected)?.label ?? selectedLabel ?? '');

  const select = (key: Key | null) => {
    setTyped(null);
    if (key === selected) return;
    setRemembered(find(key) ?? null);
    setInnerValue(key);
    onChange?.(key);
  };

  const invalid = invalidFromError(errorMessage, isInvalid);
  return (
    <AriaComboBox<ComboBoxItem>
      {...rest}
      items={options}
      value={selected}
      onChange={select}
      inputValue={typed ?? selectedText}
      onInputChange={(next) => {
        // react-aria puts the label back when the selected option is picked again: not a search.
        if (selected != null && next === selectedText) {
          setTyped(null);
          return;
        }
        setTyped(next);
        if (loadOptions) server.search(next);
        if (next === '' && selected != null) {
          setInnerValue(null);
          onChange?.(null);
        }
      }}
      allowsEmptyCollection
      isInvalid={invalid}
      className={cx(f.field, className)}
    >
      <FieldChrome label={label} description={description} errorMessage={errorMessage}>
        <Group className={f.control}>
          <Input className={f.input} placeholder={placeholder} />
          {server.isLoading && <Spinner size="sm" label={text.loading} className={s.spinner} />}
          <AriaButton className={f.iconButton} aria-label={text.showOptions}>
            <ChevronDownIcon size={16} />
          </AriaButton>
        </Group>
      </FieldChrome>
      <SelectListPopover
        items={options}
        listLabel={text.options}
        renderEmptyState={() =>
          server.isLoading ? (
            <div className={s.emptyState}>{text.loading}</div>
          ) : server.error !== undefined ? (
            <div className={cx(s.emptyState, s.errorState)}>{text.error}</div>
          ) : (
            <div className={s.emptyState}>{text.empty}</div>
          )
        }
      >
        {(item) =>
          ({ isSelected }) => (
            <>
              {/* Plain text, so that the option's accessible name is everything it shows. */}
              <span className={s.itemText}>
                <span className={p.itemLabel}>{item.label}</span>
                {/* The leading space (collapsed on screen) separates label and description in the name. */}
                {item.description != null && <span className={s.itemDescription}> {item.description}</span>}
              </span>
              {isSelected && <CheckIcon size={16} />}
            </>
          )}
      </SelectListPopover>
    </AriaComboBox>
  );
}
