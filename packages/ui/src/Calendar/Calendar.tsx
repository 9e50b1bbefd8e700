import {
  Calendar as AriaCalendar,
  I18nProvider,
  RangeCalendar as AriaRangeCalendar,
} from 'react-aria-components';
import type { CalendarDate, DateValue } from '@internationalized/date';
import type {
  CalendarProps as AriaCalendarProps,
  RangeCalendarProps as AriaRangeCalendarProps,
} from 'react-aria-components';
import { businessToday, type DateRange } from '@sen/domain';
import { cx } from '../internal/cx';
import { calendarDateProps, fromCalendarRange, toCalendarRange } from '../internal/dateField';
import type { DateValueProps } from '../internal/dateField';
import { toCalendarDate, useDateLocale } from '../DateInput/dateParts';
import type { DateLocale } from '../DateInput/dateParts';
import { CalendarContent } from './calendarParts';
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
  /** The month shown first when there is no value, 'YYYY-MM-DD'; the business's today (Vietnam) by default. */
  defaultFocusedValue?: string;
  /** Marks the calendar invalid and shows the message under it. */
  errorMessage?: string;
  /** Month button labels; Vietnamese ('Tháng trước', 'Tháng sau') in a vi calendar. */
  labels?: Partial<CalendarLabels>;
  className?: string;
};

/**
 * Splits the props Calendar and RangeCalendar share from the rest: the resolved locale, the min/max strings (each
 * converts them with its value), the react-aria props (rest, unavailable days, first month, invalid, class) and the
 * calendar's content (header, grid, error).
 */
function useCalendarBase<P extends CalendarBaseProps & { isInvalid?: boolean }>({
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
}: P) {
  return {
    locale: useDateLocale(locale),
    limits: { minValue, maxValue },
    ariaProps: {
      ...rest,
      isDateUnavailable: isDateUnavailable
        ? (date: DateValue) => isDateUnavailable(date.toString())
        : undefined,
      defaultFocusedValue: toCalendarDate(defaultFocusedValue) ?? undefined,
      isInvalid: isInvalid ?? (errorMessage ? true : undefined),
      className: cx(s.calendar, className),
    },
    content: <CalendarContent labels={labels} errorMessage={errorMessage} />,
  };
}

/** A calendar with no value and no month asked opens on the business's today, not the device's. */
const withBusinessFocus = <P extends { defaultFocusedValue?: string }>(props: P, shown: unknown): P =>
  props.defaultFocusedValue || toCalendarDate(typeof shown === 'string' ? shown : null)
    ? props
    : { ...props, defaultFocusedValue: businessToday() };

export type CalendarProps = Omit<AriaCalendarProps<CalendarDate>, Replaced | 'children'> &
  CalendarBaseProps &
  DateValueProps;

/** An inline month calendar; reads and writes 'YYYY-MM-DD', like DatePicker. */
export function Calendar({ value, defaultValue, onChange, ...props }: CalendarProps) {
  const { locale, limits, ariaProps, content } = useCalendarBase(
    withBusinessFocus(props, value ?? defaultValue),
  );
  return (
    <I18nProvider locale={locale}>
      <AriaCalendar {...ariaProps} {...calendarDateProps({ value, defaultValue, onChange, ...limits })}>
        {content}
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
export function RangeCalendar({ value, defaultValue, onChange, ...props }: RangeCalendarProps) {
  const { locale, limits, ariaProps, content } = useCalendarBase(
    withBusinessFocus(props, (value ?? defaultValue)?.fromDate),
  );
  return (
    <I18nProvider locale={locale}>
      <AriaRangeCalendar
        {...ariaProps}
        value={value === undefined ? undefined : toCalendarRange(value)}
        defaultValue={defaultValue === undefined ? undefined : toCalendarRange(defaultValue)}
        onChange={(next) => onChange?.(fromCalendarRange(next))}
        minValue={toCalendarDate(limits.minValue)}
        maxValue={toCalendarDate(limits.maxValue)}
      >
        {content}
      </AriaRangeCalendar>
    </I18nProvider>
  );
}
