import { useState } from 'react';
import {
  acceptNumericInput,
  commitNumericInput,
  groupTypedNumber,
  numberToRaw,
  parseNumber,
} from '@sen/domain';
import type { NumericInputOptions } from '@sen/domain';
import { TextField } from '../TextField';
import type { TextFieldProps } from '../TextField';
import { cx } from '../internal/cx';
import { numeric } from './NumericInput.css';

export type NumericInputProps = Omit<
  TextFieldProps,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'showPasswordLabel' | 'hidePasswordLabel' | 'maxLength'
> &
  NumericInputOptions & {
    value?: number | null;
    defaultValue?: number | null;
    /** Called with the number after each accepted edit; null when the field is cleared. */
    onChange?: (value: number | null) => void;
  };

/**
 * A number field: shows the value with comma thousands (1,234,567.5) and edits the raw digits while focused.
 * Digits and one decimal point only, no leading zero, `maxDigits` (18), `precision`, `min` and `max` enforced
 * while typing; a value below `min` left on blur is raised to it.
 */
export function NumericInput({
  value,
  defaultValue,
  onChange,
  maxDigits,
  precision,
  min,
  max,
  onFocus,
  onBlur,
  className,
  ...rest
}: NumericInputProps) {
  const options: NumericInputOptions = { maxDigits, precision, min, max };
  const [inner, setInner] = useState(() => numberToRaw(defaultValue, precision));
  const [focused, setFocused] = useState(false);
  // A controlled value wins unless it is what the raw text already says ('12.' while typing 12.5).
  const raw = value === undefined || parseNumber(inner) === value ? inner : numberToRaw(value, precision);

  const commit = (next: string) => {
    setInner(next);
    const number = parseNumber(next);
    if (number !== parseNumber(raw)) onChange?.(number);
  };

  return (
    <TextField
      autoComplete="off"
      {...rest}
      className={cx(numeric, className)}
      inputMode={precision === 0 ? 'numeric' : 'decimal'}
      value={focused ? raw : groupTypedNumber(raw)}
      onFocus={(event) => {
        setFocused(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setFocused(false);
        commit(commitNumericInput(raw, options));
        onBlur?.(event);
      }}
      onChange={(next) => commit(acceptNumericInput(raw, next, options))}
    />
  );
}
