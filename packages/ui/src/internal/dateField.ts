import type { CalendarDate } from '@internationalized/date';
import type { RangeValue } from 'react-aria-components';
import type { DateRange } from '@sen/domain';
import { toCalendarDate, useDateLocale } from '../DateInput/dateParts';
import type { DateLocale } from '../DateInput/dateParts';
import { invalidFromError } from './Field';
import type { FieldChromeProps } from './Field';

/** Props of the react-aria date/time fields that the Sen date components replace or set themselves. */
export type ReplacedDateFieldProps =
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'minValue'
  | 'maxValue'
  | 'granularity'
  | 'className'
  | 'children'
  | 'placeholderValue';

/** What DateInput, DatePicker, DateRangePicker and TimePicker share besides their value. */
export type DateFieldBaseProps = FieldChromeProps & {
  minValue?: string;
  maxValue?: string;
  /** vi (default) or en; without it an English surrounding I18nProvider gives en. */
  locale?: DateLocale;
  className?: string;
};

/** The 'YYYY-MM-DD' value of DateInput and DatePicker. */
export type DateValueProps = {
  /** 'YYYY-MM-DD'; null, '', 1900-01-01 and 0001-01-01 are empty. */
  value?: string | null;
  defaultValue?: string | null;
  /** Called with 'YYYY-MM-DD', or null when cleared. */
  onChange?: (value: string | null) => void;
};

type DateFieldLikeProps = DateFieldBaseProps & {
  isInvalid?: boolean;
  value?: unknown;
  defaultValue?: unknown;
  onChange?: unknown;
};

/**
 * Splits a date field's props: the label/help chrome, the resolved react-aria locale, `invalid` from
 * `isInvalid`/`errorMessage`, the class name, and the rest for the react-aria field (without the value props,
 * which each component converts itself).
 */
export function useDateFieldProps<P extends DateFieldLikeProps>(props: P) {
  const {
    label,
    description,
    errorMessage,
    locale,
    className,
    isInvalid,
    value: _value,
    defaultValue: _defaultValue,
    onChange: _onChange,
    minValue: _minValue,
    maxValue: _maxValue,
    ...rest
  } = props;
  return {
    chrome: { label, description, errorMessage },
    locale: useDateLocale(locale),
    invalid: invalidFromError(errorMessage, isInvalid),
    className,
    rest,
  };
}

/** The react-aria value props of a single 'YYYY-MM-DD' date field. */
export function calendarDateProps({
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
}: DateValueProps & Pick<DateFieldBaseProps, 'minValue' | 'maxValue'>) {
  return {
    value: value === undefined ? undefined : toCalendarDate(value),
    defaultValue: defaultValue === undefined ? undefined : toCalendarDate(defaultValue),
    minValue: toCalendarDate(minValue),
    maxValue: toCalendarDate(maxValue),
    onChange: (date: CalendarDate | null) => onChange?.(date ? date.toString() : null),
  };
}

/** `{ fromDate, toDate }` -> a react-aria range; null when either end is empty (null, '', 1900/0001 dates). */
export function toCalendarRange(value: DateRange | null | undefined): RangeValue<CalendarDate> | null {
  if (value == null) return null;
  const start = toCalendarDate(value.fromDate);
  const end = toCalendarDate(value.toDate);
  return start && end ? { start, end } : null;
}

/** A react-aria range -> `{ fromDate, toDate }` as 'YYYY-MM-DD', or both null when cleared. */
export function fromCalendarRange(range: RangeValue<CalendarDate> | null): DateRange {
  return { fromDate: range ? range.start.toString() : null, toDate: range ? range.end.toString() : null };
}
