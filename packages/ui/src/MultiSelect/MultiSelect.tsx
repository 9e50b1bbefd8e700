import { Select as AriaSelect, SelectValue } from 'react-aria-components';
import type { Key, SelectProps as AriaSelectProps } from 'react-aria-components';
import { CheckboxBox } from '../Checkbox/Checkbox';
import { useCommonStrings } from '../i18n';
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
    /** Text for the count; default '3 đã chọn' ('3 selected'). */
    formatCount?: (count: number) => string;
    className?: string;
  };

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
  formatCount,
  placeholder,
  className,
  isInvalid,
  ...rest
}: MultiSelectProps) {
  const common = useCommonStrings();
  const countText = formatCount ?? common.selectedCount;
  const invalid = invalidFromError(errorMessage, isInvalid);
  return (
    <AriaSelect<SelectItem, 'multiple'>
      {...rest}
      selectionMode="multiple"
      value={value}
      defaultValue={defaultValue}
      onChange={onChange}
      placeholder={placeholder ?? common.selectPlaceholder}
      isInvalid={invalid}
      className={cx(f.field, className)}
    >
      <FieldChrome label={label} description={description} errorMessage={errorMessage}>
        <SelectTrigger>
          <SelectValue<SelectItem> className={p.selectValue}>
            {({ selectedItems, defaultChildren, isPlaceholder }) => {
              if (isPlaceholder) return defaultChildren;
              const labels = selectedItems.filter((i): i is SelectItem => i != null).map((i) => i.label);
              return labels.length <= maxLabels ? labels.join(', ') : countText(labels.length);
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
