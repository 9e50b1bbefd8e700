import { Form as AriaForm } from 'react-aria-components';
import type { FormProps as AriaFormProps } from 'react-aria-components';
import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import * as s from './Form.css';

export type FormProps = Omit<AriaFormProps, 'className'> & { className?: string };

/**
 * react-aria `Form` laid out as a column of fields. Fields check themselves (`isRequired`, `validate`); with the
 * default `validationBehavior="native"` errors show once a field is left or the form submitted, and an invalid
 * field blocks submitting; `"aria"` shows them as typed and leaves submitting to you. Server errors go in
 * `validationErrors` by field `name`; server-side checks while typing come from `useAsyncValidation`.
 */
export function Form({ className, ...rest }: FormProps) {
  return <AriaForm {...rest} className={cx(s.form, className)} />;
}

/** A right-aligned row of form buttons. */
export function FormActions({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cx(s.actions, className)}>{children}</div>;
}
