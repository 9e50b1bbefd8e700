import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button as AriaButton, Group, Input, TextField as AriaTextField } from 'react-aria-components';
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { cx } from '../internal/cx';
import { EyeIcon, EyeOffIcon } from '../internal/icons';
import * as f from '../internal/field.css';
import { FieldChrome, invalidFromError } from '../internal/Field';
import type { FieldChromeProps } from '../internal/Field';
import { iconButton as toggle } from '../internal/field.css';
import { useCommonStrings } from '../i18n';

export type TextFieldProps = Omit<AriaTextFieldProps, 'className' | 'children' | 'type'> &
  FieldChromeProps & {
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
  showPasswordLabel: showPasswordLabelProp,
  hidePasswordLabel: hidePasswordLabelProp,
  prefix,
  className,
  isInvalid,
  ...rest
}: TextFieldProps) {
  const common = useCommonStrings();
  const showPasswordLabel = showPasswordLabelProp ?? common.showPassword;
  const hidePasswordLabel = hidePasswordLabelProp ?? common.hidePassword;
  const [revealed, setRevealed] = useState(false);
  const invalid = invalidFromError(errorMessage, isInvalid);
  const isPassword = type === 'password';
  return (
    <AriaTextField
      {...rest}
      isInvalid={invalid}
      type={isPassword && revealed ? 'text' : type}
      className={cx(f.field, className)}
    >
      <FieldChrome label={label} description={description} errorMessage={errorMessage}>
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
      </FieldChrome>
    </AriaTextField>
  );
}
