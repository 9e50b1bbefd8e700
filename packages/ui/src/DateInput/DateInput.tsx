import { DateField, I18nProvider } from 'react-aria-components';
import type { CalendarDate } from '@internationalized/date';
import type { DateFieldProps } from 'react-aria-components';
import { cx } from '../internal/cx';
import * as f from '../internal/field.css';
import { FieldChrome } from '../internal/Field';
import { calendarDateProps, useDateFieldProps } from '../internal/dateField';
import type { DateFieldBaseProps, DateValueProps, ReplacedDateFieldProps } from '../internal/dateField';
import { businessTodayDate, DateSegments } from './dateParts';

export type DateInputProps = Omit<DateFieldProps<CalendarDate>, ReplacedDateFieldProps> &
  DateFieldBaseProps &
  DateValueProps;

/** A typed date field shown d-m-Y (DD-MM-YYYY) that reads and writes 'YYYY-MM-DD'. */
export function DateInput(props: DateInputProps) {
  const { chrome, locale, invalid, className, rest } = useDateFieldProps(props);
  return (
    <I18nProvider locale={locale}>
      <DateField
        shouldForceLeadingZeros
        {...rest}
        granularity="day"
        isInvalid={invalid}
        placeholderValue={businessTodayDate()}
        {...calendarDateProps(props)}
        className={cx(f.field, className)}
      >
        <FieldChrome {...chrome}>
          <DateSegments className={f.control} />
        </FieldChrome>
      </DateField>
    </I18nProvider>
  );
}
