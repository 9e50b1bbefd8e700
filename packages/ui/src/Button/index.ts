export { Button } from './Button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './Button';
export { button as buttonStyle } from './Button.css';
