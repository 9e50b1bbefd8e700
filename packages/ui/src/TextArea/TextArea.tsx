import { useState } from 'react';
import { TextArea as AriaTextArea, TextField as AriaTextField } from 'react-aria-components';
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { useKitStrings, type KitDictionary } from '../i18n';
import { cx } from '../internal/cx';
import * as f from '../internal/field.css';
import { FieldHelp, FieldLabel, invalidFromError } from '../internal/Field';
import type { FieldChromeProps } from '../internal/Field';
import * as s from './TextArea.css';

export type TextAreaLabels = {
  /** The character counter under the field; '12/200 ký tự' by default. */
  counter: (count: number, maxLength: number) => string;
};

export type TextAreaProps = Omit<AriaTextFieldProps, 'className' | 'children' | 'type'> &
  FieldChromeProps & {
    placeholder?: string;
    /** Visible lines before the user resizes it; 3 by default. */
    rows?: number;
    labels?: Partial<TextAreaLabels>;
    className?: string;
  };

const dictionary: KitDictionary<TextAreaLabels> = {
  vi: { counter: (count, maxLength) => `${count}/${maxLength} ký tự` },
  en: { counter: (count, maxLength) => `${count}/${maxLength} characters` },
};

/** A labelled multi-line text field; with `maxLength` it shows a live character counter. */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 3,
  labels: labelOverrides,
  className,
  isInvalid,
  value,
  defaultValue,
  onChange,
  maxLength,
  ...rest
}: TextAreaProps) {
  const labels = useKitStrings(dictionary, labelOverrides);
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
  const text = value ?? uncontrolled;
  const invalid = invalidFromError(errorMessage, isInvalid);
  return (
    <AriaTextField
      {...rest}
      value={text}
      onChange={(next) => {
        if (value === undefined) setUncontrolled(next);
        onChange?.(next);
      }}
      maxLength={maxLength}
      isInvalid={invalid}
      className={cx(f.field, className)}
    >
      <FieldLabel label={label} />
      <AriaTextArea rows={rows} placeholder={placeholder} className={cx(f.control, s.textArea)} />
      <div className={s.footer}>
        <div className={s.help}>
          <FieldHelp description={description} errorMessage={errorMessage} />
        </div>
        {maxLength != null && (
          <span aria-live="polite" className={cx(s.counter, text.length >= maxLength && s.counterFull)}>
            {labels.counter(text.length, maxLength)}
          </span>
        )}
      </div>
    </AriaTextField>
  );
}
