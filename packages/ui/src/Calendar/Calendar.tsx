import {
  Calendar as AriaCalendar,
  I18nProvider,
  RangeCalendar as AriaRangeCalendar,
  Text,
} from 'react-aria-components';
import type { CalendarDate, DateValue } from '@internationalized/date';
import type {
  CalendarProps as AriaCalendarProps,
  RangeCalendarProps as AriaRangeCalendarProps,
} from 'react-aria-components';
import type { DateRange } from '@sen/domain';
import { cx } from '../internal/cx';
import { calendarDateProps, fromCalendarRange, toCalendarRange } from '../internal/dateField';
import type { DateValueProps } from '../internal/dateField';
import { toCalendarDate, useDateLocale } from '../DateInput/dateParts';
import type { DateLocale } from '../DateInput/dateParts';
import { CalendarHeader, MonthGrid } from './calendarParts';
import type { CalendarLabels } from './calendarParts';
import * as s from './Calendar.css';

type Replaced =
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'minValue'
  | 'maxValue'
  | 'isDateUnavailable'
  | 'focusedValue'
  | 'defaultFocusedValue'
  | 'className';

/** What Calendar and RangeCalendar share besides their value. */
type CalendarBaseProps = {
  /** Earliest and latest pickable days, 'YYYY-MM-DD'. */
  minValue?: string;
  maxValue?: string;
  /** Days that cannot be picked (holidays, fully booked days), given as 'YYYY-MM-DD'. */
  isDateUnavailable?: (date: string) => boolean;
  /** vi (default) or en; without it an English surrounding I18nProvider gives en. */
  locale?: DateLocale;
  /** The month shown first when there is no value, 'YYYY-MM-DD'; today by default. */
  defaultFocusedValue?: string;
  /** Marks the calendar invalid and shows the message under it. */
  errorMessage?: string;
  /** Month button labels; Vietnamese ('Tháng trước', 'Tháng sau') in a vi calendar. */
  labels?: Partial<CalendarLabels>;
  className?: string;
};

function unavailable(rule: CalendarBaseProps['isDateUnavailable']) {
  return rule ? (date: DateValue) => rule(date.toString()) : undefined;
}

function CalendarError({ message }: { message?: string }) {
  return message ? (
    <Text slot="errorMessage" className={s.error}>
      {message}
    </Text>
  ) : null;
}

export type CalendarProps = Omit<AriaCalendarProps<CalendarDate>, Replaced | 'children'> &
  CalendarBaseProps &
  DateValueProps;

/** An inline month calendar; reads and writes 'YYYY-MM-DD', like DatePicker. */
export function Calendar({
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  isDateUnavailable,
  defaultFocusedValue,
  locale,
  errorMessage,
  labels,
  isInvalid,
  className,
  ...rest
}: CalendarProps) {
  return (
    <I18nProvider locale={useDateLocale(locale)}>
      <AriaCalendar
        {...rest}
        {...calendarDateProps({ value, defaultValue, onChange, minValue, maxValue })}
        isDateUnavailable={unavailable(isDateUnavailable)}
        defaultFocusedValue={toCalendarDate(defaultFocusedValue) ?? undefined}
        isInvalid={isInvalid ?? (errorMessage ? true : undefined)}
        className={cx(s.calendar, className)}
      >
        <CalendarHeader labels={labels} />
        <MonthGrid />
        <CalendarError message={errorMessage} />
      </AriaCalendar>
    </I18nProvider>
  );
}

export type RangeCalendarProps = Omit<AriaRangeCalendarProps<CalendarDate>, Replaced | 'children'> &
  CalendarBaseProps & {
    /** 'YYYY-MM-DD' ends; a range with an empty end shows nothing selected. */
    value?: DateRange | null;
    defaultValue?: DateRange | null;
    /** Called with both ends as 'YYYY-MM-DD' once the second day is picked. */
    onChange?: (value: DateRange) => void;
  };

/** An inline month calendar for a from/to range; reads and writes `{ fromDate, toDate }`, like DateRangePicker. */
export function RangeCalendar({
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  isDateUnavailable,
  defaultFocusedValue,
  locale,
  errorMessage,
  labels,
  isInvalid,
  className,
  ...rest
}: RangeCalendarProps) {
  return (
    <I18nProvider locale={useDateLocale(locale)}>
      <AriaRangeCalendar
        {...rest}
        value={value === undefined ? undefined : toCalendarRange(value)}
        defaultValue={defaultValue === undefined ? undefined : toCalendarRange(defaultValue)}
        onChange={(next) => onChange?.(fromCalendarRange(next))}
        minValue={toCalendarDate(minValue)}
        maxValue={toCalendarDate(maxValue)}
        isDateUnavailable={unavailable(isDateUnavailable)}
        defaultFocusedValue={toCalendarDate(defaultFocusedValue) ?? undefined}
        isInvalid={isInvalid ?? (errorMessage ? true : undefined)}
        className={cx(s.calendar, className)}
      >
        <CalendarHeader labels={labels} />
        <MonthGrid />
        <CalendarError message={errorMessage} />
      </AriaRangeCalendar>
    </I18nProvider>
  );
}
