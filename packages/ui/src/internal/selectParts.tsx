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

/** The popover list of `{ id, label }` items of a Select / MultiSelect; `children` renders one item's content. */
export function SelectListPopover({
  items,
  children,
}: {
  items: readonly SelectItem[];
  children: (item: SelectItem) => ListBoxItemProps<SelectItem>['children'];
}) {
  return (
    <Popover className={p.popover}>
      <ListBox items={items} className={p.listBox}>
        {(item) => (
          <ListBoxItem id={item.id} textValue={item.label} isDisabled={item.isDisabled} className={p.item}>
            {children(item)}
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  );
}
