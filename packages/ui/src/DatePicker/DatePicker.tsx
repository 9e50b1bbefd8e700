import { DatePicker as AriaDatePicker, Group, I18nProvider } from 'react-aria-components';
import type { CalendarDate } from '@internationalized/date';
import type { DatePickerProps as AriaDatePickerProps } from 'react-aria-components';
import { commonStrings, useKitLocale } from '../i18n';
import { cx } from '../internal/cx';
import * as f from '../internal/field.css';
import { FieldChrome } from '../internal/Field';
import { CalendarPopover } from '../internal/CalendarPopover';
import { calendarDateProps, useDateFieldProps } from '../internal/dateField';
import type { DateFieldBaseProps, DateValueProps, ReplacedDateFieldProps } from '../internal/dateField';
import { businessTodayDate, DateSegments } from '../DateInput/dateParts';
import { MonthCalendar } from '../Calendar/calendarParts';
import { CalendarButton } from './calendarParts';

export type DatePickerProps = Omit<AriaDatePickerProps<CalendarDate>, ReplacedDateFieldProps> &
  DateFieldBaseProps &
  DateValueProps & {
    /** Label of the calendar button; 'Chọn ngày' ('Pick a date' in English) by default. */
    calendarLabel?: string;
  };

/** A date field shown d-m-Y with a calendar popover; reads and writes 'YYYY-MM-DD'. */
export function DatePicker({ calendarLabel, ...props }: DatePickerProps) {
  const { chrome, locale, invalid, className, rest } = useDateFieldProps(props);
  // The field's own language (its `locale` prop) or the kit's.
  const kitLocale = useKitLocale();
  const pickLabel = calendarLabel ?? commonStrings[props.locale ?? kitLocale].pickDate;
  return (
    <I18nProvider locale={locale}>
      <AriaDatePicker
        shouldForceLeadingZeros
        {...rest}
        granularity="day"
        isInvalid={invalid}
        placeholderValue={businessTodayDate()}
        {...calendarDateProps(props)}
        className={cx(f.field, className)}
      >
        <FieldChrome {...chrome}>
          <Group className={f.control}>
            <DateSegments />
            <CalendarButton label={pickLabel} />
          </Group>
        </FieldChrome>
        <CalendarPopover>
          <MonthCalendar />
        </CalendarPopover>
      </AriaDatePicker>
    </I18nProvider>
  );
}
