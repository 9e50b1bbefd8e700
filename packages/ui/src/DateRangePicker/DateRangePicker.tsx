import { DateRangePicker as AriaDateRangePicker, Group, I18nProvider } from 'react-aria-components';
import type { CalendarDate } from '@internationalized/date';
import type { DateRangePickerProps as AriaDateRangePickerProps } from 'react-aria-components';
import { isValidRange } from '@sen/domain';
import type { DateRange } from '@sen/domain';
import { commonStrings, useKitLocale } from '../i18n';
import { cx } from '../internal/cx';
import * as f from '../internal/field.css';
import { FieldChrome } from '../internal/Field';
import { fromCalendarRange, toCalendarRange, useDateFieldProps } from '../internal/dateField';
import type { DateFieldBaseProps, ReplacedDateFieldProps } from '../internal/dateField';
import { CalendarPopover } from '../internal/CalendarPopover';
import { businessTodayDate, DateSegments, toCalendarDate } from '../DateInput/dateParts';
import { MonthRangeCalendar } from '../Calendar/calendarParts';
import { CalendarButton } from '../DatePicker/calendarParts';
import * as s from '../DatePicker/DatePicker.css';
import { range } from './DateRangePicker.css';

export type DateRangePickerProps = Omit<AriaDateRangePickerProps<CalendarDate>, ReplacedDateFieldProps> &
  DateFieldBaseProps & {
    /** 'YYYY-MM-DD' ends; a range with an empty end (null, '', 1900-01-01, 0001-01-01) shows empty. */
    value?: DateRange | null;
    defaultValue?: DateRange | null;
    /** Called with both ends as 'YYYY-MM-DD', or both null when cleared. */
    onChange?: (value: DateRange) => void;
    /** Label of the calendar button; 'Chọn khoảng ngày' ('Pick a date range' in English) by default. */
    calendarLabel?: string;
  };

/** A from/to date range shown d-m-Y with a range calendar; reads and writes `{ fromDate, toDate }`. */
export function DateRangePicker({ calendarLabel, ...props }: DateRangePickerProps) {
  const { chrome, locale, invalid: fromError, className, rest } = useDateFieldProps(props);
  // The field's own language (its `locale` prop) or the kit's.
  const kitLocale = useKitLocale();
  const pickLabel = calendarLabel ?? commonStrings[props.locale ?? kitLocale].pickDateRange;
  const { value, defaultValue, onChange, minValue, maxValue } = props;
  const invalid = fromError ?? (value != null && !isValidRange(value) ? true : undefined);
  return (
    <I18nProvider locale={locale}>
      <AriaDateRangePicker
        shouldForceLeadingZeros
        {...rest}
        granularity="day"
        isInvalid={invalid}
        placeholderValue={businessTodayDate()}
        value={value === undefined ? undefined : toCalendarRange(value)}
        defaultValue={defaultValue === undefined ? undefined : toCalendarRange(defaultValue)}
        minValue={toCalendarDate(minValue)}
        maxValue={toCalendarDate(maxValue)}
        onChange={(next) => onChange?.(fromCalendarRange(next))}
        className={cx(f.field, range, className)}
      >
        <FieldChrome {...chrome}>
          <Group className={f.control}>
            <DateSegments slot="start" />
            <span aria-hidden="true" className={s.rangeDash}>
              →
            </span>
            <DateSegments slot="end" />
            <CalendarButton label={pickLabel} />
          </Group>
        </FieldChrome>
        <CalendarPopover>
          <MonthRangeCalendar />
        </CalendarPopover>
      </AriaDateRangePicker>
    </I18nProvider>
  );
}
