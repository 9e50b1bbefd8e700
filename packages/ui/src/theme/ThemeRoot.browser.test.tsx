import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { ThemeRoot, themeClass } from './ThemeRoot';
import { vars } from './contract.css';

function cssVar(name: string): string {
  return getComputedStyle(document.documentElement)
    .getPropertyValue(name.replace(/^var\((.*)\)$/, '$1'))
    .trim();
}

describe('ThemeRoot', () => {
  afterEach(() => {
    document.documentElement.className = '';
  });

  it('applies the light theme and the default primary colour to <html>', async () => {
    await render(<ThemeRoot>content</ThemeRoot>);
    const root = document.documentElement;
    expect(root.dataset.theme).toBe('light');
    expect(root.classList.contains(themeClass.light)).toBe(true);
    expect(cssVar(vars.color.primary)).toBe('#7367F0');
    expect(getComputedStyle(document.body).fontFamily).toContain('Be Vietnam Pro');
  });

  it('switches theme class, data-theme and a runtime primary colour with a readable contrast colour', async () => {
    const screen = await render(<ThemeRoot theme="dark" primaryColor="#FFAB1D" />);
    const root = document.documentElement;
    expect(root.dataset.theme).toBe('dark');
    expect(root.classList.contains(themeClass.dark)).toBe(true);
    expect(root.classList.contains(themeClass.light)).toBe(false);
    expect(cssVar(vars.color.primary)).toBe('#FFAB1D');
    expect(cssVar(vars.color.primaryContrast)).toBe('#1B1A22');

    await screen.rerender(<ThemeRoot theme="semi-dark" primaryColor="#0D9394" />);
    expect(root.dataset.theme).toBe('semi-dark');
    expect(root.classList.contains(themeClass['semi-dark'])).toBe(true);
    expect(root.classList.contains(themeClass.dark)).toBe(false);
    expect(cssVar(vars.color.primary)).toBe('#0D9394');
    expect(cssVar(vars.color.primaryContrast)).toBe('#FFFFFF');
  });

  it('removes its class, data-theme and inline variables on unmount', async () => {
    const screen = await render(<ThemeRoot theme="dark" primaryColor="#EB3D63" />);
    await screen.unmount();
    const root = document.documentElement;
    expect(root.dataset.theme).toBeUndefined();
    expect(root.classList.contains(themeClass.dark)).toBe(false);
    expect(root.style.getPropertyValue(vars.color.primary.replace(/^var\((.*)\)$/, '$1'))).toBe('');
  });
});
