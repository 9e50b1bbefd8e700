import { useState } from 'react';
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  FieldError,
  Group,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
} from 'react-aria-components';
import type { TextFieldProps as AriaTextFieldProps, ValidationResult } from 'react-aria-components';
import { cx } from '../internal/cx';
import { EyeIcon, EyeOffIcon } from '../internal/icons';
import * as f from '../internal/field.css';
import { toggle } from './TextField.css';

export type TextFieldProps = Omit<AriaTextFieldProps, 'className' | 'children' | 'type'> & {
  label?: ReactNode;
  description?: ReactNode;
  /** A string marks the field invalid and shows it; a function renders native/validate errors. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  type?: 'text' | 'password' | 'email' | 'tel' | 'url' | 'search' | 'number';
  placeholder?: string;
  /** Label of the password toggle when the password is hidden; 'Hiện mật khẩu' by default. */
  showPasswordLabel?: string;
  /** Label of the password toggle when the password is shown; 'Ẩn mật khẩu' by default. */
  hidePasswordLabel?: string;
  /** Content before the input (an icon). */
  prefix?: ReactNode;
  className?: string;
};

/** A labelled text input; `type="password"` adds a show/hide toggle. */
export function TextField({
  label,
  description,
  errorMessage,
  type = 'text',
  placeholder,
  showPasswordLabel = 'Hiện mật khẩu',
  hidePasswordLabel = 'Ẩn mật khẩu',
  prefix,
  className,
  isInvalid,
  ...rest
}: TextFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const invalid = isInvalid ?? (typeof errorMessage === 'string' && errorMessage !== '' ? true : undefined);
  const isPassword = type === 'password';
  return (
    <AriaTextField
      {...rest}
      isInvalid={invalid}
      type={isPassword && revealed ? 'text' : type}
      className={cx(f.field, className)}
    >
      {label != null && <Label className={f.label}>{label}</Label>}
      <Group className={f.control} isInvalid={invalid} isDisabled={rest.isDisabled}>
        {prefix}
        <Input className={f.input} placeholder={placeholder} />
        {isPassword && (
          <AriaButton
            className={toggle}
            aria-label={revealed ? hidePasswordLabel : showPasswordLabel}
            aria-pressed={revealed}
            isDisabled={rest.isDisabled}
            onPress={() => setRevealed((v) => !v)}
          >
            {revealed ? <EyeOffIcon /> : <EyeIcon />}
          </AriaButton>
        )}
      </Group>
      {description != null && (
        <Text slot="description" className={f.description}>
          {description}
        </Text>
      )}
      <FieldError className={f.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
