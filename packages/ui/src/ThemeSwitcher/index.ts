export { ThemeSwitcher } from './ThemeSwitcher';
export type { ThemeSwitcherProps } from './ThemeSwitcher';
