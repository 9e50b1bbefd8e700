export { ComboBox, defaultComboBoxLabels } from './ComboBox';
export type { ComboBoxProps, ComboBoxItem, ComboBoxLabels } from './ComboBox';
export { useServerOptions } from './useServerOptions';
export type { LoadOptions, ServerOptions, ServerOptionsConfig } from './useServerOptions';
