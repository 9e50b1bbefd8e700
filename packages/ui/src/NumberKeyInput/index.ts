export { NumberKeyInput } from './NumberKeyInput';
export type { NumberKeyInputProps } from './NumberKeyInput';
