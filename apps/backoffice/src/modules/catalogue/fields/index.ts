export { FieldCell, useLabelLocale } from './FieldCell';
export type { FieldCellProps } from './FieldCell';
export { fieldInputs } from './fieldInputs';
export type { FieldInputProps } from './fieldInputs';
export { formatFieldValue, formatAmount, formatDay } from './format';
export type { LabelLocale } from './format';
