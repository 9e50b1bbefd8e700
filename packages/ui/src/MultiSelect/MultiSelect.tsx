import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  Text,
} from 'react-aria-components';
import type { Key, SelectProps as AriaSelectProps, ValidationResult } from 'react-aria-components';
import { CheckboxBox } from '../Checkbox/Checkbox';
import { cx } from '../internal/cx';
import { ChevronDownIcon } from '../internal/icons';
import * as f from '../internal/field.css';
import * as p from '../internal/popover.css';
import type { SelectItem } from '../Select/Select';

export type MultiSelectProps = Omit<
  AriaSelectProps<SelectItem, 'multiple'>,
  'className' | 'children' | 'items' | 'selectionMode' | 'value' | 'defaultValue' | 'onChange'
> & {
  label?: ReactNode;
  items: readonly SelectItem[];
  /** Selected ids (controlled). */
  value?: readonly Key[];
  defaultValue?: readonly Key[];
  onChange?: (value: Key[]) => void;
  description?: ReactNode;
  errorMessage?: string | ((validation: ValidationResult) => string);
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
  const invalid = isInvalid ?? (typeof errorMessage === 'string' && errorMessage !== '' ? true : undefined);
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
      {label != null && <Label className={f.label}>{label}</Label>}
      <AriaButton className={cx(f.control, p.selectButton)}>
        <SelectValue<SelectItem> className={p.selectValue}>
          {({ selectedItems, defaultChildren, isPlaceholder }) => {
            if (isPlaceholder) return defaultChildren;
            const labels = selectedItems.filter((i): i is SelectItem => i != null).map((i) => i.label);
            return labels.length <= maxLabels ? labels.join(', ') : formatCount(labels.length);
          }}
        </SelectValue>
        <ChevronDownIcon size={16} />
      </AriaButton>
      {description != null && (
        <Text slot="description" className={f.description}>
          {description}
        </Text>
      )}
      <FieldError className={f.error}>{errorMessage}</FieldError>
      <Popover className={p.popover}>
        <ListBox items={items} className={p.listBox}>
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.label} isDisabled={item.isDisabled} className={p.item}>
              <CheckboxBox />
              <span className={p.itemLabel}>{item.label}</span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
