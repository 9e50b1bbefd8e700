import { DateInput as AriaDateInput, DateSegment, I18nProvider, TimeField } from 'react-aria-components';
import type { Time } from '@internationalized/date';
import type { TimeFieldProps } from 'react-aria-components';
import { formatTime } from '@sen/domain';
import { cx } from '../internal/cx';
import * as f from '../internal/field.css';
import { FieldChrome } from '../internal/Field';
import { useDateFieldProps } from '../internal/dateField';
import type { DateFieldBaseProps, ReplacedDateFieldProps } from '../internal/dateField';
import * as d from '../DateInput/DateInput.css';
import { toTime } from '../DateInput/dateParts';
import { time } from './TimePicker.css';

export type TimePickerProps = Omit<TimeFieldProps<Time>, ReplacedDateFieldProps | 'hourCycle'> &
  DateFieldBaseProps & {
    /** 24-hour 'HH:mm'. */
    value?: string | null;
    defaultValue?: string | null;
    /** Called with 'HH:mm', or null when cleared. */
    onChange?: (value: string | null) => void;
  };

/** A 24-hour time field without seconds; reads and writes 'HH:mm'. */
export function TimePicker(props: TimePickerProps) {
  const { chrome, locale, invalid, className, rest } = useDateFieldProps(props);
  const { value, defaultValue, onChange, minValue, maxValue } = props;
  return (
    <I18nProvider locale={locale}>
      <TimeField
        shouldForceLeadingZeros
        {...rest}
        granularity="minute"
        hourCycle={24}
        isInvalid={invalid}
        value={value === undefined ? undefined : toTime(value)}
        defaultValue={defaultValue === undefined ? undefined : toTime(defaultValue)}
        minValue={toTime(minValue)}
        maxValue={toTime(maxValue)}
        onChange={(next) => onChange?.(next ? formatTime(next.toString()) : null)}
        className={cx(f.field, time, className)}
      >
        <FieldChrome {...chrome}>
          <AriaDateInput className={cx(d.segments, f.control)}>
            {(segment) => (
              <DateSegment segment={segment} className={segment.type === 'literal' ? d.literal : d.segment} />
            )}
          </AriaDateInput>
        </FieldChrome>
      </TimeField>
    </I18nProvider>
  );
}
