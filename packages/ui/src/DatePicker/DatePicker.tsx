import { DatePicker as AriaDatePicker, Group, I18nProvider } from 'react-aria-components';
import type { CalendarDate } from '@internationalized/date';
import type { DatePickerProps as AriaDatePickerProps } from 'react-aria-components';
import { cx } from '../internal/cx';
import * as f from '../internal/field.css';
import { FieldChrome, invalidFromError } from '../internal/Field';
import type { FieldChromeProps } from '../internal/Field';
import { CalendarPopover } from '../internal/CalendarPopover';
import { DateSegments, toCalendarDate, useDateLocale } from '../DateInput/dateParts';
import type { DateLocale } from '../DateInput/dateParts';
import { CalendarButton, MonthCalendar } from './calendarParts';

export type DatePickerProps = Omit<
  AriaDatePickerProps<CalendarDate>,
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
    /** 'YYYY-MM-DD'; null, '', 1900-01-01 and 0001-01-01 are empty. */
    value?: string | null;
    defaultValue?: string | null;
    /** Called with 'YYYY-MM-DD', or null when cleared. */
    onChange?: (value: string | null) => void;
    minValue?: string;
    maxValue?: string;
    /** vi (default) or en; without it an English surrounding I18nProvider gives en. */
    locale?: DateLocale;
    /** Label of the calendar button; 'Chọn ngày' by default. */
    calendarLabel?: string;
    className?: string;
  };

/** A date field shown d-m-Y with a calendar popover; reads and writes 'YYYY-MM-DD'. */
export function DatePicker({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  locale,
  calendarLabel = 'Chọn ngày',
  className,
  isInvalid,
  ...rest
}: DatePickerProps) {
  const resolved = useDateLocale(locale);
  const invalid = invalidFromError(errorMessage, isInvalid);
  return (
    <I18nProvider locale={resolved}>
      <AriaDatePicker
        shouldForceLeadingZeros
        {...rest}
        granularity="day"
        isInvalid={invalid}
        value={value === undefined ? undefined : toCalendarDate(value)}
        defaultValue={defaultValue === undefined ? undefined : toCalendarDate(defaultValue)}
        minValue={toCalendarDate(minValue)}
        maxValue={toCalendarDate(maxValue)}
        onChange={(date) => onChange?.(date ? date.toString() : null)}
        className={cx(f.field, className)}
      >
        <FieldChrome label={label} description={description} errorMessage={errorMessage}>
          <Group className={f.control}>
            <DateSegments />
            <CalendarButton label={calendarLabel} />
          </Group>
        </FieldChrome>
        <CalendarPopover>
          <MonthCalendar />
        </CalendarPopover>
      </AriaDatePicker>
    </I18nProvider>
  );
}
