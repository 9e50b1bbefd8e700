import { Checkbox as AriaCheckbox } from 'react-aria-components';
import type { CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import { CheckIcon, MinusIcon } from '../internal/icons';
import { box, checkbox } from './Checkbox.css';

export type CheckboxProps = Omit<AriaCheckboxProps, 'className' | 'children'> & {
  children?: ReactNode;
  className?: string;
};

/** A checkbox with its label as children; supports `isIndeterminate`. */
export function Checkbox({ children, className, ...rest }: CheckboxProps) {
  return (
    <AriaCheckbox {...rest} className={cx(checkbox, className)}>
      {({ isIndeterminate }) => (
        <>
          <span className={box} aria-hidden="true">
            {isIndeterminate ? (
              <MinusIcon size={14} strokeWidth={3} />
            ) : (
              <CheckIcon size={14} strokeWidth={3} />
            )}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}

/** The visual box of a checkbox, for list items that render their own selection (e.g. MultiSelect). */
export function CheckboxBox() {
  return (
    <span className={box} aria-hidden="true">
      <CheckIcon size={14} strokeWidth={3} />
    </span>
  );
}
