import { useState } from 'react';
import { NUMBER_KEY_MAX_LENGTH, sanitizeNumberKey } from '@sen/domain';
import { TextField } from '../TextField';
import type { TextFieldProps } from '../TextField';
import { cx } from '../internal/cx';
import { numberKey } from './NumberKeyInput.css';

export type NumberKeyInputProps = Omit<
  TextFieldProps,
  'type' | 'maxLength' | 'showPasswordLabel' | 'hidePasswordLabel'
>;

/** A document number ("number key") field of at most 20 characters. */
export function NumberKeyInput({ value, defaultValue, onChange, className, ...rest }: NumberKeyInputProps) {
  const [inner, setInner] = useState(() => sanitizeNumberKey(defaultValue ?? ''));
  const current = value !== undefined ? sanitizeNumberKey(value) : inner;
  return (
    <TextField
      autoComplete="off"
      {...rest}
      className={cx(numberKey, className)}
      maxLength={NUMBER_KEY_MAX_LENGTH}
      value={current}
      onChange={(next) => {
        const clean = sanitizeNumberKey(next);
        setInner(clean);
        if (clean !== current) onChange?.(clean);
      }}
    />
  );
}
