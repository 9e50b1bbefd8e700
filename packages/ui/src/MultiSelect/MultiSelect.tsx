import { Select as AriaSelect, SelectValue } from 'react-aria-components';
import type { Key, SelectProps as AriaSelectProps } from 'react-aria-components';
import { CheckboxBox } from '../Checkbox/Checkbox';
import { cx } from '../internal/cx';
import * as f from '../internal/field.css';
import { FieldChrome, invalidFromError } from '../internal/Field';
import type { FieldChromeProps } from '../internal/Field';
import * as p from '../internal/popover.css';
import { SelectListPopover, SelectTrigger } from '../internal/selectParts';
import type { SelectItem } from '../Select/Select';

export type MultiSelectProps = Omit<
  AriaSelectProps<SelectItem, 'multiple'>,
  'className' | 'children' | 'items' | 'selectionMode' | 'value' | 'defaultValue' | 'onChange'
> &
  FieldChromeProps & {
    items: readonly SelectItem[];
    /** Selected ids (controlled). */
    value?: readonly Key[];
    defaultValue?: readonly Key[];
    onChange?: (value: Key[]) => void;
    /** Up to this many selected labels are listed; above it the count is shown. Default 2. */
    maxLabels?: number;
    /** Text for the count; default `${n} đã chọn`. */
    formatCount?: (count: number) => string;
    className?: string;
  };

const defaultFormatCount = (count: number) => `${count} đã chọn`;

/** Picks several items (e.g. branches) from a checkbox list in a popover; shows the labels or a count. */
export function MultiSelect({
  label,
  items,
  value,
  defaultValue,
  onChange,
  description,
  errorMessage,
  maxLabels = 2,
  formatCount = defaultFormatCount,
  placeholder,
  className,
  isInvalid,
  ...rest
}: MultiSelectProps) {
  const invalid = invalidFromError(errorMessage, isInvalid);
  return (
    <AriaSelect<SelectItem, 'multiple'>
      {...rest}
      selectionMode="multiple"
      value={value}
      defaultValue={defaultValue}
      onChange={onChange}
      placeholder={placeholder}
      isInvalid={invalid}
      className={cx(f.field, className)}
    >
      <FieldChrome label={label} description={description} errorMessage={errorMessage}>
        <SelectTrigger>
          <SelectValue<SelectItem> className={p.selectValue}>
            {({ selectedItems, defaultChildren, isPlaceholder }) => {
              if (isPlaceholder) return defaultChildren;
              const labels = selectedItems.filter((i): i is SelectItem => i != null).map((i) => i.label);
              return labels.length <= maxLabels ? labels.join(', ') : formatCount(labels.length);
            }}
          </SelectValue>
        </SelectTrigger>
      </FieldChrome>
      <SelectListPopover items={items}>
        {(item) => (
          <>
            <CheckboxBox />
            <span className={p.itemLabel}>{item.label}</span>
          </>
        )}
      </SelectListPopover>
    </AriaSelect>
  );
}
