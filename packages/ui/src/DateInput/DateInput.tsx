import { DateField, I18nProvider } from 'react-aria-components';
import type { CalendarDate } from '@internationalized/date';
import type { DateFieldProps } from 'react-aria-components';
import { cx } from '../internal/cx';
import * as f from '../internal/field.css';
import { FieldChrome, invalidFromError } from '../internal/Field';
import type { FieldChromeProps } from '../internal/Field';
import { DateSegments, toCalendarDate, useDateLocale } from './dateParts';
import type { DateLocale } from './dateParts';

export type DateInputProps = Omit<
  DateFieldProps<CalendarDate>,
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
    className?: string;
  };

/** A typed date field shown d-m-Y (DD-MM-YYYY) that reads and writes 'YYYY-MM-DD'. */
export function DateInput({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  locale,
  className,
  isInvalid,
  ...rest
}: DateInputProps) {
  const resolved = useDateLocale(locale);
  const invalid = invalidFromError(errorMessage, isInvalid);
  return (
    <I18nProvider locale={resolved}>
      <DateField
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
          <DateSegments className={f.control} />
        </FieldChrome>
      </DateField>
    </I18nProvider>
  );
}
