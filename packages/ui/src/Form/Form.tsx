import { Form as AriaForm } from 'react-aria-components';
import type { FormProps as AriaFormProps } from 'react-aria-components';
import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import * as s from './Form.css';

export type FormProps = Omit<AriaFormProps, 'className'> & { className?: string };

/** react-aria `Form` (native validation, server `validationErrors`) laid out as a column of fields. */
export function Form({ className, ...rest }: FormProps) {
  return <AriaForm {...rest} className={cx(s.form, className)} />;
}

/** A right-aligned row of form buttons. */
export function FormActions({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cx(s.actions, className)}>{children}</div>;
}
