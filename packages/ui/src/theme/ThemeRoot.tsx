import { createContext, useContext, useLayoutEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { assignInlineVars, setElementVars } from '@vanilla-extract/dynamic';
import { DEFAULT_PRIMARY_COLOR, DEFAULT_THEME } from '@sen/domain';
import type { ThemeName } from '@sen/domain';
import './fonts';
import './global.css';
import { vars } from './contract.css';
import { darkTheme, lightTheme, semiDarkTheme } from './themes.css';
import { darkSurface, lightSurface } from './tokens';
import { primaryPalette } from './color';

export type { ThemeName };

/** The class applied to the root element for each theme. */
export const themeClass: Record<ThemeName, string> = {
  light: lightTheme,
  dark: darkTheme,
  'semi-dark': semiDarkTheme,
};

const allThemeClasses = Object.values(themeClass);

/** The primary-colour variables for a brand colour in a theme, ready for `style` or `setElementVars`. */
export function primaryColorVars(primaryColor: string, theme: ThemeName = DEFAULT_THEME) {
  const palette = primaryPalette(primaryColor, theme === 'dark' ? darkSurface : lightSurface);
  return {
    [vars.color.primary]: palette.primary,
    [vars.color.primarySolid]: palette.primarySolid,
    [vars.color.primaryContrast]: palette.primaryContrast,
    [vars.color.primaryText]: palette.primaryText,
    [vars.color.focusRing]: palette.primaryText,
  };
}

/** Inline style (`style={...}`) that applies a runtime primary colour to an element and its subtree. */
export function primaryColorStyle(primaryColor: string, theme: ThemeName = DEFAULT_THEME) {
  return assignInlineVars(primaryColorVars(primaryColor, theme));
}

type ThemeContextValue = { theme: ThemeName; primaryColor: string };

const ThemeContext = createContext<ThemeContextValue>({
  theme: DEFAULT_THEME,
  primaryColor: DEFAULT_PRIMARY_COLOR,
});

/** The active theme and primary colour set by the nearest `ThemeRoot`. */
export function useTheme(): ThemeContextValue {
  return useContext(ThemeContext);
}

export type ThemeRootProps = {
  /** 'light' (default), 'dark' or 'semi-dark' (light content, dark navigation). */
  theme?: ThemeName;
  /** Brand colour as `#rrggbb`; defaults to #7367F0. */
  primaryColor?: string;
  children?: ReactNode;
};

/**
 * Applies the theme class, `data-theme` and the primary-colour variables to `document.documentElement`, so that
 * overlays and portals rendered under `<body>` share them.
 */
export function ThemeRoot({
  theme = DEFAULT_THEME,
  primaryColor = DEFAULT_PRIMARY_COLOR,
  children,
}: ThemeRootProps) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.remove(...allThemeClasses);
    root.classList.add(themeClass[theme]);
    root.dataset.theme = theme;
    const assigned = primaryColorVars(primaryColor, theme);
    setElementVars(root, assigned);
    return () => {
      root.classList.remove(themeClass[theme]);
      delete root.dataset.theme;
      for (const name of Object.keys(assigned)) {
        root.style.removeProperty(name.replace(/^var\((.*)\)$/, '$1'));
      }
    };
  }, [theme, primaryColor]);

  const value = useMemo(() => ({ theme, primaryColor }), [theme, primaryColor]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
