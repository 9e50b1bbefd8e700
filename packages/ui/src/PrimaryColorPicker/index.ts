export { PrimaryColorPicker, defaultPrimarySwatches } from './PrimaryColorPicker';
export type { PrimaryColorPickerProps } from './PrimaryColorPicker';
