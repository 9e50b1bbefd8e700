import { createTheme, style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkColors, darkTokens, lightTokens, semiDarkTokens } from './tokens';

/** Light theme class. */
export const lightTheme = createTheme(vars, lightTokens, 'light');
/** Dark theme class. */
export const darkTheme = createTheme(vars, darkTokens, 'dark');
/** Semi-dark theme class: light content, dark navigation colours. */
export const semiDarkTheme = createTheme(vars, semiDarkTokens, 'semiDark');

/**
 * Gives a region (the navigation bar, the mobile menu panel) the dark palette for everything except the primary
 * colour, which stays the runtime brand colour inherited from the root.
 */
export const navDark = style({
  vars: {
    [vars.color.text]: darkColors.navText,
    [vars.color.textMuted]: darkColors.navTextMuted,
    [vars.color.background]: darkColors.background,
    [vars.color.surface]: darkColors.surface,
    [vars.color.surfaceRaised]: darkColors.surfaceRaised,
    [vars.color.surfaceHover]: darkColors.surfaceHover,
    [vars.color.border]: darkColors.border,
    [vars.color.borderStrong]: darkColors.borderStrong,
    [vars.color.navBackground]: darkColors.navBackground,
    [vars.color.navText]: darkColors.navText,
    [vars.color.navTextMuted]: darkColors.navTextMuted,
    [vars.color.navHover]: darkColors.navHover,
    [vars.color.navBorder]: darkColors.navBorder,
    [vars.color.success]: darkColors.success,
    [vars.color.warning]: darkColors.warning,
    [vars.color.danger]: darkColors.danger,
    [vars.color.info]: darkColors.info,
    [vars.color.skeleton]: darkColors.skeleton,
  },
});
