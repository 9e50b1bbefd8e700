import { DateInput as AriaDateInput, DateSegment, I18nProvider, TimeField } from 'react-aria-components';
import type { Time } from '@internationalized/date';
import type { TimeFieldProps } from 'react-aria-components';
import { formatTime } from '@sen/domain';
import { cx } from '../internal/cx';
import * as f from '../internal/field.css';
import { FieldChrome, invalidFromError } from '../internal/Field';
import type { FieldChromeProps } from '../internal/Field';
import * as d from '../DateInput/DateInput.css';
import { toTime, useDateLocale } from '../DateInput/dateParts';
import type { DateLocale } from '../DateInput/dateParts';
import { time } from './TimePicker.css';

export type TimePickerProps = Omit<
  TimeFieldProps<Time>,
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'minValue'
  | 'maxValue'
  | 'granularity'
  | 'hourCycle'
  | 'className'
  | 'children'
  | 'placeholderValue'
> &
  FieldChromeProps & {
    /** 24-hour 'HH:mm'. */
    value?: string | null;
    defaultValue?: string | null;
    /** Called with 'HH:mm', or null when cleared. */
    onChange?: (value: string | null) => void;
    minValue?: string;
    maxValue?: string;
    locale?: DateLocale;
    className?: string;
  };

/** A 24-hour time field without seconds; reads and writes 'HH:mm'. */
export function TimePicker({
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
}: TimePickerProps) {
  const resolved = useDateLocale(locale);
  const invalid = invalidFromError(errorMessage, isInvalid);
  return (
    <I18nProvider locale={resolved}>
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
        <FieldChrome label={label} description={description} errorMessage={errorMessage}>
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
