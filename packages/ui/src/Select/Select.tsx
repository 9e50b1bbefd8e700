import { Select as AriaSelect, SelectValue } from 'react-aria-components';
import type { Key, SelectProps as AriaSelectProps } from 'react-aria-components';
import { useCommonStrings } from '../i18n';
import { cx } from '../internal/cx';
import { CheckIcon } from '../internal/icons';
import * as f from '../internal/field.css';
import { FieldChrome, invalidFromError } from '../internal/Field';
import type { FieldChromeProps } from '../internal/Field';
import * as p from '../internal/popover.css';
import { SelectListPopover, SelectTrigger } from '../internal/selectParts';

export type SelectItem = { id: Key; label: string; isDisabled?: boolean };

export type SelectProps = Omit<
  AriaSelectProps<SelectItem, 'single'>,
  'className' | 'children' | 'items' | 'selectionMode'
> &
  FieldChromeProps & {
    items: readonly SelectItem[];
    className?: string;
  };

/**
 * A single-choice dropdown of `{ id, label }` items; `value`/`onChange` carry the item id. With nothing chosen it
 * shows `placeholder`, 'Chọn một mục' ('Select an item') by default.
 */
export function Select({
  label,
  items,
  description,
  errorMessage,
  className,
  isInvalid,
  placeholder,
  ...rest
}: SelectProps) {
  const common = useCommonStrings();
  const invalid = invalidFromError(errorMessage, isInvalid);
  return (
    <AriaSelect
      {...rest}
      placeholder={placeholder ?? common.selectPlaceholder}
      isInvalid={invalid}
      className={cx(f.field, className)}
    >
      <FieldChrome label={label} description={description} errorMessage={errorMessage}>
        <SelectTrigger>
          <SelectValue className={p.selectValue} />
        </SelectTrigger>
      </FieldChrome>
      <SelectListPopover items={items}>
        {(item) =>
          ({ isSelected }) => (
            <>
              <span className={p.itemLabel}>{item.label}</span>
              {isSelected && <CheckIcon size={16} />}
            </>
          )}
      </SelectListPopover>
    </AriaSelect>
  );
}
