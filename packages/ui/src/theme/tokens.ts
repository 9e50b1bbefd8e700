import { DEFAULT_PRIMARY_COLOR } from '@sen/domain';
import { primaryPalette } from './color';

/** Raw token values for each theme; the `.css.ts` files turn them into classes. */
export const lightSurface = '#FFFFFF';
export const darkSurface = '#2F3349';

const common = {
  radius: { sm: '4px', md: '6px', lg: '10px', full: '999px' },
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  font: {
    family:
      "'Be Vietnam Pro', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    familyMono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
    weightRegular: '400',
    weightMedium: '500',
    weightSemibold: '600',
    weightBold: '700',
    lineHeight: '1.5',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.8125rem',
    md: '0.9375rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    xxxl: '3rem',
  },
  zIndex: { nav: '100', overlay: '1000', popover: '1100', toast: '1200' },
};

const lightPrimary = primaryPalette(DEFAULT_PRIMARY_COLOR, lightSurface);
const darkPrimary = primaryPalette(DEFAULT_PRIMARY_COLOR, darkSurface);

/** Navigation colours of the dark theme, reused for the semi-dark theme's navigation. */
export const darkNavColors = {
  navBackground: '#2F3349',
  navText: '#E1DEF5',
  navTextMuted: '#B3B0C8',
  navHover: '#3A3F57',
  navBorder: '#44485E',
};

export const lightColors = {
  ...lightPrimary,
  focusRing: lightPrimary.primaryText,
  text: '#2F2B3D',
  textMuted: '#63616E',
  background: '#F8F7FA',
  surface: lightSurface,
  surfaceRaised: '#FFFFFF',
  surfaceHover: '#F1F0F4',
  border: '#E6E6E8',
  borderStrong: '#8A8896',
  navBackground: '#FFFFFF',
  navText: '#2F2B3D',
  navTextMuted: '#63616E',
  navHover: '#F1F0F4',
  navBorder: '#E6E6E8',
  success: '#167C3F',
  warning: '#8A5300',
  danger: '#C0262D',
  dangerSolid: '#C0262D',
  dangerContrast: '#FFFFFF',
  info: '#0A6C87',
  overlay: 'rgba(47, 43, 61, 0.5)',
  skeleton: '#ECEBF0',
};

export const darkColors: typeof lightColors = {
  ...darkPrimary,
  focusRing: darkPrimary.primaryText,
  text: '#E1DEF5',
  textMuted: '#B3B0C8',
  background: '#25293C',
  surface: darkSurface,
  surfaceRaised: '#363B54',
  surfaceHover: '#3A3F57',
  border: '#44485E',
  borderStrong: '#8B8AA3',
  ...darkNavColors,
  success: '#5AD98F',
  warning: '#FFC46B',
  danger: '#FF8A8E',
  dangerSolid: '#C0262D',
  dangerContrast: '#FFFFFF',
  info: '#5CC8F0',
  overlay: 'rgba(10, 10, 20, 0.6)',
  skeleton: '#3D4259',
};

export const semiDarkColors: typeof lightColors = { ...lightColors, ...darkNavColors };

export const lightTokens = {
  ...common,
  color: lightColors,
  shadow: {
    sm: '0 1px 3px rgba(47, 43, 61, 0.12)',
    md: '0 3px 12px rgba(47, 43, 61, 0.14)',
    lg: '0 8px 28px rgba(47, 43, 61, 0.2)',
  },
};

export const darkTokens: typeof lightTokens = {
  ...common,
  color: darkColors,
  shadow: {
    sm: '0 1px 3px rgba(0, 0, 0, 0.3)',
    md: '0 3px 12px rgba(0, 0, 0, 0.35)',
    lg: '0 8px 28px rgba(0, 0, 0, 0.45)',
  },
};

export const semiDarkTokens: typeof lightTokens = { ...lightTokens, color: semiDarkColors };
