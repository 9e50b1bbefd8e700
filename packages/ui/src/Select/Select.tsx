import {
  Button as AriaButton,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
} from 'react-aria-components';
import type { Key, SelectProps as AriaSelectProps } from 'react-aria-components';
import { cx } from '../internal/cx';
import { CheckIcon, ChevronDownIcon } from '../internal/icons';
import * as f from '../internal/field.css';
import { FieldChrome, invalidFromError } from '../internal/Field';
import type { FieldChromeProps } from '../internal/Field';
import * as p from '../internal/popover.css';

export type SelectItem = { id: Key; label: string; isDisabled?: boolean };

export type SelectProps = Omit<
  AriaSelectProps<SelectItem, 'single'>,
  'className' | 'children' | 'items' | 'selectionMode'
> &
  FieldChromeProps & {
    items: readonly SelectItem[];
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
  const invalid = invalidFromError(errorMessage, isInvalid);
  return (
    <AriaSelect {...rest} isInvalid={invalid} className={cx(f.field, className)}>
      <FieldChrome label={label} description={description} errorMessage={errorMessage}>
        <AriaButton className={cx(f.control, p.selectButton)}>
          <SelectValue className={p.selectValue} />
          <ChevronDownIcon size={16} />
        </AriaButton>
      </FieldChrome>
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
