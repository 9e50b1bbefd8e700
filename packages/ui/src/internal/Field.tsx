import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import type { ValidationResult } from 'react-aria-components';
import * as f from './field.css';

/** The label / description / error props every field component shares. */
export type FieldChromeProps = {
  label?: ReactNode;
  description?: ReactNode;
  /** A string marks the field invalid and shows it; a function renders native/validate errors. */
  errorMessage?: string | ((validation: ValidationResult) => string);
};

/** `isInvalid` wins; otherwise a non-empty string `errorMessage` marks the field invalid. */
export function invalidFromError(
  errorMessage: FieldChromeProps['errorMessage'],
  isInvalid: boolean | undefined,
): boolean | undefined {
  return isInvalid ?? (typeof errorMessage === 'string' && errorMessage !== '' ? true : undefined);
}

/** The label above a field's control, when given. */
export function FieldLabel({ label }: Pick<FieldChromeProps, 'label'>) {
  return label != null ? <Label className={f.label}>{label}</Label> : null;
}

/** The description and error below a field's control. */
export function FieldHelp({ description, errorMessage }: Omit<FieldChromeProps, 'label'>) {
  return (
    <>
      {description != null && (
        <Text slot="description" className={f.description}>
          {description}
        </Text>
      )}
      <FieldError className={f.error}>{errorMessage}</FieldError>
    </>
  );
}

/** Label, then the control (children), then description and error, inside a react-aria field. */
export function FieldChrome({
  label,
  description,
  errorMessage,
  children,
}: FieldChromeProps & { children: ReactNode }) {
  return (
    <>
      <FieldLabel label={label} />
      {children}
      <FieldHelp description={description} errorMessage={errorMessage} />
    </>
  );
}
