import type { ReactNode } from 'react';
import {
  DateInput as AriaDateInput,
  DateSegment,
  FieldError,
  I18nProvider,
  Label,
  Text,
  TimeField,
} from 'react-aria-components';
import type { Time } from '@internationalized/date';
import type { TimeFieldProps, ValidationResult } from 'react-aria-components';
import { formatTime } from '@sen/domain';
import { cx } from '../internal/cx';
import * as f from '../internal/field.css';
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
> & {
  label?: ReactNode;
  description?: ReactNode;
  /** A string marks the field invalid and shows it. */
  errorMessage?: string | ((validation: ValidationResult) => string);
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
  const invalid = isInvalid ?? (typeof errorMessage === 'string' && errorMessage !== '' ? true : undefined);
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
        {label != null && <Label className={f.label}>{label}</Label>}
        <AriaDateInput className={cx(d.segments, f.control)}>
          {(segment) => (
            <DateSegment segment={segment} className={segment.type === 'literal' ? d.literal : d.segment} />
          )}
        </AriaDateInput>
        {description != null && (
          <Text slot="description" className={f.description}>
            {description}
          </Text>
        )}
        <FieldError className={f.error}>{errorMessage}</FieldError>
      </TimeField>
    </I18nProvider>
  );
}
