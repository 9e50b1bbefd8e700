import type { ReactNode } from 'react';
import { DatePicker, NumericInput, Select, Switch, TextField } from '@sen/ui';
import type { SelectItem } from '@sen/ui';
import type { FieldSpec } from './fieldSpecs';
import * as styles from './resourceSets.styles';

export type FieldInputProps = {
  field: FieldSpec;
  label: string;
  value: string | number | boolean | null;
  onChange: (value: string | number | boolean | null) => void;
  errorMessage?: string;
  /** Key fields of a saved row are not changed. */
  isReadOnly?: boolean;
  /** The branch field's choices. */
  branchItems: readonly SelectItem[];
  /** The items of a field with choices (FieldSpec.choices), named in the user's language. */
  choiceItems?: readonly SelectItem[];
};

/** The label of a required field carries a '*' (the field is also marked aria-required). */
const labelOf = (field: FieldSpec, label: string): ReactNode =>
  field.required ? (
    <>
      {label}
      <span aria-hidden="true" style={styles.requiredMark}>
        {' *'}
      </span>
    </>
  ) : (
    label
  );

/**
 * One form field of a resource set, chosen by the field's kind: text, number, switch, date, or a select of the
 * branches or of the field's choices.
 */
export function FieldInput({
  field,
  label,
  value,
  onChange,
  errorMessage,
  isReadOnly,
  branchItems,
  choiceItems,
}: FieldInputProps) {
  const shown = labelOf(field, label);
  if (field.kind === 'boolean')
    return (
      <Switch isSelected={value === true} onChange={onChange} isReadOnly={isReadOnly}>
        {label}
      </Switch>
    );
  if (field.branch || choiceItems)
    return (
      <Select
        label={shown}
        items={choiceItems ?? branchItems}
        value={typeof value === 'string' && value !== '' ? value : null}
        onChange={(key) => onChange(key === null ? '' : String(key))}
        isRequired={field.required}
        isDisabled={isReadOnly}
        errorMessage={errorMessage}
      />
    );
  if (field.kind === 'number')
    return (
      <NumericInput
        label={shown}
        value={typeof value === 'number' ? value : null}
        onChange={onChange}
        min={field.min}
        max={field.max}
        precision={field.integer ? 0 : undefined}
        isRequired={field.required}
        isReadOnly={isReadOnly}
        errorMessage={errorMessage}
      />
    );
  if (field.kind === 'date')
    return (
      <DatePicker
        label={shown}
        value={typeof value === 'string' && value !== '' ? value : null}
        onChange={(day) => onChange(day ?? '')}
        isRequired={field.required}
        isReadOnly={isReadOnly}
        errorMessage={errorMessage}
      />
    );
  return (
    <TextField
      label={shown}
      value={typeof value === 'string' ? value : ''}
      onChange={onChange}
      maxLength={field.maxLength}
      isRequired={field.required}
      isReadOnly={isReadOnly}
      errorMessage={errorMessage}
      autoComplete="off"
    />
  );
}
