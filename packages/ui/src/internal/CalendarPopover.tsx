import type { ReactNode } from 'react';
import { Dialog, Popover } from 'react-aria-components';
import * as p from './popover.css';
import { dialog } from '../DatePicker/DatePicker.css';

/** The popover + dialog that holds a DatePicker / DateRangePicker calendar. */
export function CalendarPopover({ children }: { children: ReactNode }) {
  return (
    <Popover className={p.popover}>
      <Dialog className={dialog}>{children}</Dialog>
    </Popover>
  );
}
