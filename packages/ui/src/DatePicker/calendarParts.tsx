import { Button as AriaButton } from 'react-aria-components';
import { CalendarIcon } from '../internal/icons';
import * as s from './DatePicker.css';

/** The button that opens the calendar popover. */
export function CalendarButton({ label }: { label: string }) {
  return (
    <AriaButton className={s.trigger} aria-label={label}>
      <CalendarIcon size={16} />
    </AriaButton>
  );
}
