import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useMenuTrigger } from 'react-aria';
import { useMenuTriggerState } from 'react-stately';
import type { Key, PopoverProps } from 'react-aria-components';
import { button } from '../Button/Button.css';
import type { ButtonSize, ButtonVariant } from '../Button/Button';
import { cx } from '../internal/cx';
import { ChevronDownIcon } from '../internal/icons';

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

// The menu itself (its popover, collection, list and positioning) is loaded when first wanted: a page shows only the
// button. The trigger's state and props are react-aria's menu trigger, as MenuTrigger's (which would bring it all).
const loadList = () => import('./DropdownMenuList');
const DropdownMenuList = lazy(loadList);

/**
 * A button that opens a menu of actions and links, with separators. The menu's code is loaded as the pointer comes
 * over the button or it takes the focus, else when it is first opened.
 */
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
  const state = useMenuTriggerState({});
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { menuTriggerProps, menuProps } = useMenuTrigger({ type: 'menu' }, state, triggerRef);
  // Once opened, the menu stays mounted (its popover plays its closing transition).
  const [opened, setOpened] = useState(false);
  if (state.isOpen && !opened) setOpened(true);
  return (
    <>
      <AriaButton
        {...menuTriggerProps}
        ref={triggerRef}
        aria-label={ariaLabel}
        className={cx(button({ variant, size }), className)}
        onHoverStart={() => void loadList()}
        onFocus={() => void loadList()}
      >
        {trigger}
        {!hideChevron && <ChevronDownIcon size={16} />}
      </AriaButton>
      {opened && (
        <Suspense fallback={null}>
          <DropdownMenuList
            items={items}
            placement={placement}
            state={state}
            menuProps={menuProps}
            triggerRef={triggerRef}
          />
        </Suspense>
      )}
    </>
  );
}
