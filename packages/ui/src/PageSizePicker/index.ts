export { PageSizePicker } from './PageSizePicker';
export type { PageSizePickerProps } from './PageSizePicker';
