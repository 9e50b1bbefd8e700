export { DateInput } from './DateInput';
export type { DateInputProps } from './DateInput';
export type { DateLocale } from './dateParts';
