export { LocaleSwitcher } from './LocaleSwitcher';
export type { LocaleSwitcherProps, Locale } from './LocaleSwitcher';
