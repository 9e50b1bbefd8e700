export { TimePicker } from './TimePicker';
export type { TimePickerProps } from './TimePicker';
