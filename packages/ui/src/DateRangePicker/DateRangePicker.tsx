import { DateRangePicker as AriaDateRangePicker, Group, I18nProvider } from 'react-aria-components';
import type { CalendarDate } from '@internationalized/date';
import type { DateRangePickerProps as AriaDateRangePickerProps } from 'react-aria-components';
import { isValidRange } from '@sen/domain';
import type { DateRange } from '@sen/domain';
import { cx } from '../internal/cx';
import * as f from '../internal/field.css';
import { FieldChrome, invalidFromError } from '../internal/Field';
import type { FieldChromeProps } from '../internal/Field';
import { CalendarPopover } from '../internal/CalendarPopover';
import { DateSegments, toCalendarDate, useDateLocale } from '../DateInput/dateParts';
import type { DateLocale } from '../DateInput/dateParts';
import { CalendarButton, MonthRangeCalendar } from '../DatePicker/calendarParts';
import * as s from '../DatePicker/DatePicker.css';
import { range } from './DateRangePicker.css';

export type DateRangePickerProps = Omit<
  AriaDateRangePickerProps<CalendarDate>,
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'minValue'
  | 'maxValue'
  | 'granularity'
  | 'className'
  | 'children'
  | 'placeholderValue'
> &
  FieldChromeProps & {
    /** 'YYYY-MM-DD' ends; a range with an empty end (null, '', 1900-01-01, 0001-01-01) shows empty. */
    value?: DateRange | null;
    defaultValue?: DateRange | null;
    /** Called with both ends as 'YYYY-MM-DD', or both null when cleared. */
    onChange?: (value: DateRange) => void;
    minValue?: string;
    maxValue?: string;
    /** vi (default) or en; without it an English surrounding I18nProvider gives en. */
    locale?: DateLocale;
    /** Label of the calendar button; 'Chọn khoảng ngày' by default. */
    calendarLabel?: string;
    className?: string;
  };

function toRange(value: DateRange | null | undefined) {
  if (value == null) return null;
  const start = toCalendarDate(value.fromDate);
  const end = toCalendarDate(value.toDate);
  return start && end ? { start, end } : null;
}

/** A from/to date range shown d-m-Y with a range calendar; reads and writes `{ fromDate, toDate }`. */
export function DateRangePicker({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  locale,
  calendarLabel = 'Chọn khoảng ngày',
  className,
  isInvalid,
  ...rest
}: DateRangePickerProps) {
  const resolved = useDateLocale(locale);
  const invalid =
    invalidFromError(errorMessage, isInvalid) ?? (value != null && !isValidRange(value) ? true : undefined);
  return (
    <I18nProvider locale={resolved}>
      <AriaDateRangePicker
        shouldForceLeadingZeros
        {...rest}
        granularity="day"
        isInvalid={invalid}
        value={value === undefined ? undefined : toRange(value)}
        defaultValue={defaultValue === undefined ? undefined : toRange(defaultValue)}
        minValue={toCalendarDate(minValue)}
        maxValue={toCalendarDate(maxValue)}
        onChange={(next) =>
          onChange?.({
            fromDate: next ? next.start.toString() : null,
            toDate: next ? next.end.toString() : null,
          })
        }
        className={cx(f.field, range, className)}
      >
        <FieldChrome label={label} description={description} errorMessage={errorMessage}>
          <Group className={f.control}>
            <DateSegments slot="start" />
            <span aria-hidden="true" className={s.rangeDash}>
              →
            </span>
            <DateSegments slot="end" />
            <CalendarButton label={calendarLabel} />
          </Group>
        </FieldChrome>
        <CalendarPopover>
          <MonthRangeCalendar />
        </CalendarPopover>
      </AriaDateRangePicker>
    </I18nProvider>
  );
}
