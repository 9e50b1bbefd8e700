import type { ReactNode } from 'react';
import { Button as AriaButton, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import type { ListBoxItemProps } from 'react-aria-components';
import type { SelectItem } from '../Select/Select';
import { cx } from './cx';
import * as f from './field.css';
import { ChevronDownIcon } from './icons';
import * as p from './popover.css';

/** The bordered button of a Select / MultiSelect: its value, then a chevron. */
export function SelectTrigger({ children }: { children: ReactNode }) {
  return (
    <AriaButton className={cx(f.control, p.selectButton)}>
      {children}
      <ChevronDownIcon size={16} />
    </AriaButton>
  );
}

/**
 * The popover list of `{ id, label }` items of a Select / MultiSelect / ComboBox (at most 260 px high);
 * `children` renders one item's content, `renderEmptyState` what an empty list shows.
 */
export function SelectListPopover<T extends SelectItem>({
  items,
  children,
  renderEmptyState,
  listLabel,
}: {
  items: readonly T[];
  /** The list's own aria-label (react-aria gives a combobox's list an English one). */
  listLabel?: string;
  children: (item: T) => ListBoxItemProps<T>['children'];
  renderEmptyState?: () => ReactNode;
}) {
  return (
    <Popover className={p.popover}>
      <ListBox items={items} aria-label={listLabel} className={p.listBox} renderEmptyState={renderEmptyState}>
        {(item) => (
          <ListBoxItem id={item.id} textValue={item.label} isDisabled={item.isDisabled} className={p.item}>
            {children(item)}
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  );
}
