import { Button as AriaButton, Select as AriaSelect, SelectValue } from 'react-aria-components';
import type { Key } from 'react-aria-components';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@sen/domain';
import { cx } from '../internal/cx';
import { CheckIcon, ChevronDownIcon } from '../internal/icons';
import * as f from '../internal/field.css';
import { FieldLabel } from '../internal/Field';
import * as p from '../internal/popover.css';
import { SelectListPopover } from '../internal/selectParts';
import * as s from './PageSizePicker.css';
import { useCommonStrings } from '../i18n';

export type PageSizePickerProps = {
  /** Rows per page; uncontrolled starting at `DEFAULT_PAGE_SIZE` (10) when left out. */
  pageSize?: number;
  /** Called with the new page size when the user picks a different one. */
  onPageSizeChange?: (pageSize: number) => void;
  /** The sizes offered; `PAGE_SIZE_OPTIONS` (10, 20, 50, 100, 200, 500, 1000) by default. */
  options?: readonly number[];
  /** Visible label beside the select; 'Số dòng' by default. */
  label?: string;
  isDisabled?: boolean;
  className?: string;
};

/** A compact select of rows per page ('Số dòng'), label and value on one line, for a table footer. */
export function PageSizePicker({
  pageSize,
  onPageSizeChange,
  options = PAGE_SIZE_OPTIONS,
  label: labelProp,
  isDisabled,
  className,
}: PageSizePickerProps) {
  const common = useCommonStrings();
  const label = labelProp ?? common.rows;
  const items = options.map((size) => ({ id: size, label: String(size) }));
  const controlled = pageSize !== undefined;
  const change = (key: Key | null) => {
    const next = Number(key);
    if (key !== null && Number.isFinite(next) && next !== pageSize) onPageSizeChange?.(next);
  };
  return (
    <AriaSelect
      {...(controlled ? { value: pageSize } : { defaultValue: DEFAULT_PAGE_SIZE })}
      onChange={change}
      isDisabled={isDisabled}
      className={cx(f.field, s.picker, className)}
    >
      <FieldLabel label={label} />
      <AriaButton className={cx(f.control, p.selectButton, s.trigger)}>
        <SelectValue className={p.selectValue} />
        <ChevronDownIcon size={16} />
      </AriaButton>
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
