import {
  Button as AriaButton,
  Calendar as AriaCalendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  RangeCalendar as AriaRangeCalendar,
  Text,
  useLocale,
} from 'react-aria-components';
import { kitLocaleOf, type KitDictionary } from '../i18n';
import { ChevronRightIcon } from '../internal/icons';
import * as s from './Calendar.css';

export type CalendarLabels = {
  /** 'Tháng trước' / 'Previous month'. */
  previousMonth: string;
  /** 'Tháng sau' / 'Next month'. */
  nextMonth: string;
};

/** react-aria has no Vietnamese strings, so its month buttons would say 'Previous'/'Next' in a vi calendar. */
const dictionary: KitDictionary<CalendarLabels> = {
  vi: { previousMonth: 'Tháng trước', nextMonth: 'Tháng sau' },
  en: { previousMonth: 'Previous month', nextMonth: 'Next month' },
};

/** Previous month, the month heading, next month. */
export function CalendarHeader({ labels }: { labels?: Partial<CalendarLabels> }) {
  // The calendar's language is its field's (a date field may set its own locale), so react-aria's locale decides.
  const { locale } = useLocale();
  const { previousMonth, nextMonth } = { ...dictionary[kitLocaleOf(locale)], ...labels };
  return (
    <div className={s.header}>
      <AriaButton slot="previous" aria-label={previousMonth} className={s.navButton}>
        <ChevronRightIcon size={16} className={s.previousIcon} />
      </AriaButton>
      <Heading className={s.heading} />
      <AriaButton slot="next" aria-label={nextMonth} className={s.navButton}>
        <ChevronRightIcon size={16} />
      </AriaButton>
    </div>
  );
}

/** The weekday header and the day cells of one month. */
export function MonthGrid() {
  return (
    <CalendarGrid className={s.grid}>
      <CalendarGridHeader>
        {(day) => <CalendarHeaderCell className={s.weekday}>{day}</CalendarHeaderCell>}
      </CalendarGridHeader>
      <CalendarGridBody>{(date) => <CalendarCell date={date} className={s.cell} />}</CalendarGridBody>
    </CalendarGrid>
  );
}

/** Everything inside a calendar: the header, the month grid and, when given, the error message. */
export function CalendarContent({
  labels,
  errorMessage,
}: {
  labels?: Partial<CalendarLabels>;
  errorMessage?: string;
}) {
  return (
    <>
      <CalendarHeader labels={labels} />
      <MonthGrid />
      {errorMessage ? (
        <Text slot="errorMessage" className={s.error}>
          {errorMessage}
        </Text>
      ) : null}
    </>
  );
}

/** The month calendar of a DatePicker popover (value, limits and locale come from the picker). */
export function MonthCalendar() {
  return (
    <AriaCalendar className={s.calendar}>
      <CalendarContent />
    </AriaCalendar>
  );
}

/** The month calendar of a DateRangePicker popover. */
export function MonthRangeCalendar() {
  return (
    <AriaRangeCalendar className={s.calendar}>
      <CalendarContent />
    </AriaRangeCalendar>
  );
}
