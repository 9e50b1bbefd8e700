import type { ComponentType, ReactNode } from 'react';
import type { Field, FieldType } from '@sen/domain/resources';
import {
  CodeInput,
  DatePicker,
  NumericInput,
  PhoneInput,
  Select,
  Switch,
  TextArea,
  TextField,
  TimePicker,
} from '@sen/ui';
import type { LabelLocale } from './labelLocale';
import { LookupInput } from './LookupInput';

/** What every field input gets from the form. */
export type FieldInputProps<F extends Field = Field> = {
  name: string;
  field: F;
  /** The label with its required marker. */
  label: ReactNode;
  value: unknown;
  /** The new value; a lookup also hands over the picked row (its `fills`). */
  onChange: (value: unknown, picked?: Record<string, unknown> | null) => void;
  errorMessage?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  locale: LabelLocale;
  /** Accessible name when no label is shown (a cell of the lines table). */
  'aria-label'?: string;
  /** A narrowed lookup's values read from the record (`narrowOf`): the target rows it may pick. */
  narrow?: Readonly<Record<string, string>> | undefined;
};

type InputOf<T extends FieldType> = ComponentType<FieldInputProps<Extract<Field, { type: T }>>>;

const str = (value: unknown): string =>
  typeof value === 'string' ? value : value == null ? '' : String(value);
const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

const common = (p: FieldInputProps) => ({
  label: p.label,
  'aria-label': p['aria-label'],
  errorMessage: p.errorMessage,
  isDisabled: p.isDisabled,
  isRequired: p.isRequired,
});

/** The input of each field type; `satisfies` makes a missing renderer a compile error. */
export const fieldInputs = {
  text: (p) =>
    p.field.multiline ? (
      <TextArea {...common(p)} value={str(p.value)} onChange={p.onChange} maxLength={p.field.max} />
    ) : (
      <TextField
        {...common(p)}
        value={str(p.value)}
        onChange={p.onChange}
        maxLength={p.field.max}
        autoComplete="off"
      />
    ),
  code: (p) => (
    <CodeInput {...common(p)} value={str(p.value)} onChange={p.onChange} maxLength={p.field.max} />
  ),
  number: (p) => (
    <NumericInput
      {...common(p)}
      value={num(p.value)}
      onChange={p.onChange}
      precision={p.field.precision}
      min={p.field.min}
      max={p.field.max}
    />
  ),
  money: (p) => (
    <NumericInput
      {...common(p)}
      value={num(p.value)}
      onChange={p.onChange}
      precision={0}
      min={p.field.allowNegative ? undefined : 0}
    />
  ),
  percent: (p) => (
    <NumericInput {...common(p)} value={num(p.value)} onChange={p.onChange} precision={2} min={0} max={100} />
  ),
  phone: (p) => <PhoneInput {...common(p)} value={str(p.value)} onChange={p.onChange} />,
  email: (p) => (
    <TextField {...common(p)} type="email" value={str(p.value)} onChange={p.onChange} autoComplete="off" />
  ),
  date: (p) => (
    <DatePicker {...common(p)} value={str(p.value) || null} onChange={(day) => p.onChange(day ?? '')} />
  ),
  time: (p) => (
    <TimePicker {...common(p)} value={str(p.value) || null} onChange={(t) => p.onChange(t ?? '')} />
  ),
  boolean: (p) => (
    <Switch isSelected={p.value === true} onChange={p.onChange} isDisabled={p.isDisabled}>
      {p.label}
    </Switch>
  ),
  enum: (p) => (
    <Select
      {...common(p)}
      items={p.field.options.map((o) => ({ id: o.value, label: o.label[p.locale] }))}
      value={str(p.value) || null}
      onChange={(key) => p.onChange(key === null ? '' : String(key))}
    />
  ),
  lookup: (p) => (
    <LookupInput
      {...common(p)}
      field={p.field}
      value={str(p.value)}
      onChange={(value, row) => p.onChange(value, row)}
      narrow={p.narrow}
    />
  ),
  /** Lines are edited by the form's lines table (LinesEditor), never as one input. */
  lines: () => null,
} satisfies { [T in FieldType]: InputOf<T> };

/** The input of a field, chosen by its type from `fieldInputs`. */
export function FieldInput(props: FieldInputProps) {
  const Input = fieldInputs[props.field.type] as ComponentType<FieldInputProps>;
  return <Input {...props} />;
}
