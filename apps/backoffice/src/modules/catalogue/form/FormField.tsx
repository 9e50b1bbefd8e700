import type { ReactNode } from 'react';
import type { Field } from '@sen/domain/resources';
import { FieldInput, type LabelLocale } from '../fields';
import * as styles from './form.styles';

/** A field's label with the required marker ('*', the input is also aria-required). */
export function requiredLabel(text: string, required: boolean): ReactNode {
  return required ? (
    <>
      {text}
      <span aria-hidden="true" style={styles.requiredMark}>
        {' *'}
      </span>
    </>
  ) : (
    text
  );
}

export type FormFieldProps = {
  name: string;
  field: Field;
  value: unknown;
  onChange: (value: unknown, picked?: Record<string, unknown> | null) => void;
  /** Runs the field's checks as the user leaves it. */
  onLeave: () => void;
  required: boolean;
  errorMessage?: string;
  /** Shown under the input (the owner link of a salesperson check, 'Đang kiểm tra…'). */
  note?: ReactNode;
  locale: LabelLocale;
};

/**
 * One field of a form section: its label (with the required marker), its type's input (read-only fields disabled),
 * the problem under it. The wrapper (`data-field`) is what Enter moves between.
 */
export function FormField({
  name,
  field,
  value,
  onChange,
  onLeave,
  required,
  errorMessage,
  note,
  locale,
}: FormFieldProps) {
  const wide = field.type === 'text' && field.multiline === true;
  return (
    <div
      data-field={name}
      style={wide ? styles.wide : undefined}
      onBlur={(event) => {
        // Only when the focus leaves the field (a date's segments and a combo box's button stay inside).
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onLeave();
      }}
    >
      <FieldInput
        name={name}
        field={field}
        label={requiredLabel(field.label[locale], required)}
        value={value}
        onChange={onChange}
        errorMessage={errorMessage}
        isDisabled={field.readOnly}
        isRequired={required}
        locale={locale}
      />
      {note}
    </div>
  );
}
