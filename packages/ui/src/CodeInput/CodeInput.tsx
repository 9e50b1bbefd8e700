import { useState } from 'react';
import { sanitizeCode } from '@sen/domain';
import { TextField } from '../TextField';
import type { TextFieldProps } from '../TextField';
import { code } from './CodeInput.css';
import { cx } from '../internal/cx';

export type CodeInputProps = Omit<TextFieldProps, 'type' | 'showPasswordLabel' | 'hidePasswordLabel'>;

/** A code field: letters and digits only, upper-cased as typed ('ab-12c' becomes 'AB12C'). */
export function CodeInput({ value, defaultValue, onChange, className, ...rest }: CodeInputProps) {
  const [inner, setInner] = useState(() => sanitizeCode(defaultValue ?? ''));
  const current = value !== undefined ? sanitizeCode(value) : inner;
  return (
    <TextField
      autoComplete="off"
      spellCheck="false"
      {...rest}
      className={cx(code, className)}
      value={current}
      onChange={(next) => {
        const clean = sanitizeCode(next);
        setInner(clean);
        if (clean !== current) onChange?.(clean);
      }}
    />
  );
}
