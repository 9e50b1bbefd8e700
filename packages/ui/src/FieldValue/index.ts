export { FieldValue } from './FieldValue';
export type { FieldValueProps } from './FieldValue';
