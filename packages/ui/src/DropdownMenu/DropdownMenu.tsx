import type { ReactNode } from 'react';
import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import type { Key, PopoverProps } from 'react-aria-components';
import { button } from '../Button/Button.css';
import type { ButtonSize, ButtonVariant } from '../Button/Button';
import { cx } from '../internal/cx';
import { ChevronDownIcon } from '../internal/icons';
import * as p from '../internal/popover.css';

export type DropdownMenuAction = {
  id: Key;
  label: ReactNode;
  /** Text for type-ahead and accessibility when `label` is not a string. */
  textValue?: string;
  onAction?: () => void;
  /** Navigates through react-aria's router instead of (or besides) `onAction`. */
  href?: string;
  isDisabled?: boolean;
  icon?: ReactNode;
};

export type DropdownMenuSeparator = { id: Key; type: 'separator' };

export type DropdownMenuItem = DropdownMenuAction | DropdownMenuSeparator;

export type DropdownMenuProps = {
  /** Content of the trigger button. */
  trigger: ReactNode;
  /** Accessible name of the trigger when it shows only an icon. */
  'aria-label'?: string;
  items: readonly DropdownMenuItem[];
  /** Trigger button variant; 'ghost' by default. */
  variant?: ButtonVariant;
  /** Trigger button size; 'md' by default ('sm' beside small buttons, e.g. in a table row). */
  size?: ButtonSize;
  /** Hide the chevron after the trigger content. */
  hideChevron?: boolean;
  placement?: PopoverProps['placement'];
  className?: string;
};

function isSeparator(item: DropdownMenuItem): item is DropdownMenuSeparator {
  return 'type' in item && item.type === 'separator';
}

/** A button that opens a menu of actions and links, with separators. */
export function DropdownMenu({
  trigger,
  'aria-label': ariaLabel,
  items,
  variant = 'ghost',
  size = 'md',
  hideChevron,
  placement = 'bottom end',
  className,
}: DropdownMenuProps) {
  return (
    <MenuTrigger>
      <AriaButton aria-label={ariaLabel} className={cx(button({ variant, size }), className)}>
        {trigger}
        {!hideChevron && <ChevronDownIcon size={16} />}
      </AriaButton>
      <Popover placement={placement} className={p.popover}>
        <Menu className={p.menu}>
          {items.map((item) =>
            isSeparator(item) ? (
              <Separator key={item.id} className={p.separator} />
            ) : (
              <MenuItem
                key={item.id}
                id={item.id}
                textValue={item.textValue ?? (typeof item.label === 'string' ? item.label : undefined)}
                onAction={item.onAction}
                href={item.href}
                isDisabled={item.isDisabled}
                className={p.item}
              >
                {item.icon}
                <span className={p.itemLabel}>{item.label}</span>
              </MenuItem>
            ),
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
