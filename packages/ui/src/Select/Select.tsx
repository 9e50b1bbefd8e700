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
import { cx } from '../internal/cx';
import { CheckIcon, ChevronDownIcon } from '../internal/icons';
import * as f from '../internal/field.css';
import * as p from '../internal/popover.css';

export type SelectItem = { id: Key; label: string; isDisabled?: boolean };

export type SelectProps = Omit<
  AriaSelectProps<SelectItem, 'single'>,
  'className' | 'children' | 'items' | 'selectionMode'
> & {
  label?: ReactNode;
  items: readonly SelectItem[];
  description?: ReactNode;
  /** A string marks the field invalid and shows it. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  className?: string;
};

/** A single-choice dropdown of `{ id, label }` items; `value`/`onChange` carry the item id. */
export function Select({
  label,
  items,
  description,
  errorMessage,
  className,
  isInvalid,
  ...rest
}: SelectProps) {
  const invalid = isInvalid ?? (typeof errorMessage === 'string' && errorMessage !== '' ? true : undefined);
  return (
    <AriaSelect {...rest} isInvalid={invalid} className={cx(f.field, className)}>
      {label != null && <Label className={f.label}>{label}</Label>}
      <AriaButton className={cx(f.control, p.selectButton)}>
        <SelectValue className={p.selectValue} />
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
              {({ isSelected }) => (
                <>
                  <span className={p.itemLabel}>{item.label}</span>
                  {isSelected && <CheckIcon size={16} />}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
