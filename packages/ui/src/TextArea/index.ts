export { TextArea } from './TextArea';
export type { TextAreaProps, TextAreaLabels } from './TextArea';
