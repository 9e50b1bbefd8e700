import type { ReactNode } from 'react';
import {
  DatePicker as AriaDatePicker,
  Dialog,
  FieldError,
  Group,
  I18nProvider,
  Label,
  Popover,
  Text,
} from 'react-aria-components';
import type { CalendarDate } from '@internationalized/date';
import type { DatePickerProps as AriaDatePickerProps, ValidationResult } from 'react-aria-components';
import { cx } from '../internal/cx';
import * as f from '../internal/field.css';
import * as p from '../internal/popover.css';
import { DateSegments, toCalendarDate, useDateLocale } from '../DateInput/dateParts';
import type { DateLocale } from '../DateInput/dateParts';
import { CalendarButton, MonthCalendar } from './calendarParts';
import * as s from './DatePicker.css';

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
> & {
  label?: ReactNode;
  description?: ReactNode;
  /** A string marks the field invalid and shows it. */
  errorMessage?: string | ((validation: ValidationResult) => string);
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
  const invalid = isInvalid ?? (typeof errorMessage === 'string' && errorMessage !== '' ? true : undefined);
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
        {label != null && <Label className={f.label}>{label}</Label>}
        <Group className={f.control}>
          <DateSegments />
          <CalendarButton label={calendarLabel} />
        </Group>
        {description != null && (
          <Text slot="description" className={f.description}>
            {description}
          </Text>
        )}
        <FieldError className={f.error}>{errorMessage}</FieldError>
        <Popover className={p.popover}>
          <Dialog className={s.dialog}>
            <MonthCalendar />
          </Dialog>
        </Popover>
      </AriaDatePicker>
    </I18nProvider>
  );
}
