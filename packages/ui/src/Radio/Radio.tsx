import { Radio as AriaRadio, RadioGroup as AriaRadioGroup } from 'react-aria-components';
import type {
  RadioGroupProps as AriaRadioGroupProps,
  RadioProps as AriaRadioProps,
} from 'react-aria-components';
import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import * as f from '../internal/field.css';
import { FieldChrome, invalidFromError } from '../internal/Field';
import type { FieldChromeProps } from '../internal/Field';
import * as s from './Radio.css';

export type RadioGroupProps = Omit<AriaRadioGroupProps, 'className' | 'children'> &
  FieldChromeProps & {
    /** The `Radio` options. */
    children: ReactNode;
    className?: string;
  };

/** A labelled single choice of `Radio` options, vertical (default) or horizontal; `value` is the chosen radio's. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  orientation = 'vertical',
  isInvalid,
  className,
  ...rest
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...rest}
      orientation={orientation}
      isInvalid={invalidFromError(errorMessage, isInvalid)}
      className={cx(f.field, className)}
    >
      <FieldChrome label={label} description={description} errorMessage={errorMessage}>
        <div className={cx(s.options, s.orientation[orientation])}>{children}</div>
      </FieldChrome>
    </AriaRadioGroup>
  );
}

export type RadioProps = Omit<AriaRadioProps, 'className' | 'children'> & {
  children?: ReactNode;
  className?: string;
};

/** One option of a `RadioGroup`, its label as children. */
export function Radio({ children, className, ...rest }: RadioProps) {
  return (
    <AriaRadio {...rest} className={cx(s.radio, className)}>
      <span className={s.circle} aria-hidden="true" />
      {children}
    </AriaRadio>
  );
}
