import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  RangeCalendar,
} from 'react-aria-components';
import { CalendarIcon, ChevronRightIcon } from '../internal/icons';
import * as s from './DatePicker.css';

function Header() {
  return (
    <header className={s.header}>
      <AriaButton slot="previous" className={s.navButton}>
        <ChevronRightIcon size={16} className={s.previousIcon} />
      </AriaButton>
      <Heading className={s.heading} />
      <AriaButton slot="next" className={s.navButton}>
        <ChevronRightIcon size={16} />
      </AriaButton>
    </header>
  );
}

function Grid() {
  return (
    <CalendarGrid className={s.grid}>
      <CalendarGridHeader>
        {(day) => <CalendarHeaderCell className={s.weekday}>{day}</CalendarHeaderCell>}
      </CalendarGridHeader>
      <CalendarGridBody>{(date) => <CalendarCell date={date} className={s.cell} />}</CalendarGridBody>
    </CalendarGrid>
  );
}

/** The month calendar of a DatePicker popover. */
export function MonthCalendar() {
  return (
    <Calendar className={s.calendar}>
      <Header />
      <Grid />
    </Calendar>
  );
}

/** The month calendar of a DateRangePicker popover. */
export function MonthRangeCalendar() {
  return (
    <RangeCalendar className={s.calendar}>
      <Header />
      <Grid />
    </RangeCalendar>
  );
}

/** The button that opens the calendar popover. */
export function CalendarButton({ label }: { label: string }) {
  return (
    <AriaButton className={s.trigger} aria-label={label}>
      <CalendarIcon size={16} />
    </AriaButton>
  );
}
