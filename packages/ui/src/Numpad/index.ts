export { Numpad } from './Numpad';
export type { NumpadProps } from './Numpad';
export { pressNumpad, NUMPAD_MAX } from './numpad-keys';
export type { NumpadKey } from './numpad-keys';
