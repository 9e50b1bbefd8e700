import { useState } from 'react';
import { maskPhone, normalizePhone, phoneError } from '@sen/domain';
import { TextField } from '../TextField';
import type { TextFieldProps } from '../TextField';
import { cx } from '../internal/cx';
import { phone } from './PhoneInput.css';

export type PhoneInputProps = Omit<TextFieldProps, 'type' | 'showPasswordLabel' | 'hidePasswordLabel'> & {
  /** Shows the stored number read-only with all but the first and last 4 digits hidden (0901**4567). */
  masked?: boolean;
  /** Message for a number without 10 to 15 digits; 'Số điện thoại không hợp lệ' by default. */
  invalidMessage?: string;
};

/**
 * A phone field: non-digits are stripped as typed; a number without 10 to 15 digits shows
 * 'Số điện thoại không hợp lệ' once the field is left and when its form is submitted.
 */
export function PhoneInput({
  value,
  defaultValue,
  onChange,
  onBlur,
  masked = false,
  invalidMessage,
  errorMessage,
  validate,
  isReadOnly,
  className,
  ...rest
}: PhoneInputProps) {
  const [inner, setInner] = useState(() => normalizePhone(defaultValue ?? ''));
  const [touched, setTouched] = useState(false);
  const current = value !== undefined ? normalizePhone(value) : inner;
  const message = (input: string) => {
    const error = phoneError(input);
    return error === null ? null : (invalidMessage ?? error);
  };
  const shownError = errorMessage ?? (touched && !masked ? (message(current) ?? undefined) : undefined);

  return (
    <TextField
      autoComplete="tel"
      {...rest}
      className={cx(phone, className)}
      type="tel"
      inputMode="tel"
      isReadOnly={masked || isReadOnly}
      value={masked ? maskPhone(current) : current}
      errorMessage={shownError}
      validate={(input) => (masked ? null : message(input)) ?? validate?.(current) ?? null}
      onBlur={(event) => {
        setTouched(true);
        onBlur?.(event);
      }}
      onChange={(next) => {
        if (masked) return;
        const digits = normalizePhone(next);
        setInner(digits);
        if (digits !== current) onChange?.(digits);
      }}
    />
  );
}
