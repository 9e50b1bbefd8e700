import { useRef, type RefObject } from 'react';
import {
  Menu,
  MenuContext,
  MenuItem,
  OverlayTriggerStateContext,
  Popover,
  PopoverContext,
  Provider,
  RootMenuTriggerStateContext,
  Separator,
} from 'react-aria-components';
import type { PopoverProps } from 'react-aria-components';
import type { AriaMenuOptions } from 'react-aria';
import type { RootMenuTriggerState } from 'react-stately';
import * as p from '../internal/popover.css';
import type { DropdownMenuItem, DropdownMenuSeparator } from './DropdownMenu';

function isSeparator(item: DropdownMenuItem): item is DropdownMenuSeparator {
  return 'type' in item && item.type === 'separator';
}

/**
 * DropdownMenu's popover and its menu (a chunk of its own, loaded when the menu is first wanted), given the trigger's
 * state as react-aria-components' MenuTrigger gives it.
 */
export default function DropdownMenuList({
  items,
  placement,
  state,
  menuProps,
  triggerRef,
}: {
  items: readonly DropdownMenuItem[];
  placement: PopoverProps['placement'];
  state: RootMenuTriggerState;
  menuProps: AriaMenuOptions<unknown>;
  triggerRef: RefObject<HTMLButtonElement | null>;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  return (
    <Provider
      values={[
        [MenuContext, { ...menuProps, ref: scrollRef } as never],
        [OverlayTriggerStateContext, state],
        [RootMenuTriggerStateContext, state],
        [
          PopoverContext,
          { trigger: 'MenuTrigger', triggerRef, scrollRef, 'aria-labelledby': menuProps['aria-labelledby'] },
        ],
      ]}
    >
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
    </Provider>
  );
}
