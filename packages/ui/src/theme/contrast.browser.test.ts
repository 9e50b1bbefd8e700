import { describe, expect, it } from 'vitest';
import { contrastRatio, primaryPalette } from './color';
import { darkTokens, lightTokens, semiDarkTokens } from './tokens';

const themes = { light: lightTokens, dark: darkTokens, 'semi-dark': semiDarkTokens };

describe('theme contrast (WCAG AA, 4.5:1 for text)', () => {
  for (const [name, tokens] of Object.entries(themes)) {
    const c = tokens.color;
    const backgrounds = {
      background: c.background,
      surface: c.surface,
      surfaceRaised: c.surfaceRaised,
      surfaceHover: c.surfaceHover,
    };
    const texts = {
      text: c.text,
      textMuted: c.textMuted,
      primaryText: c.primaryText,
      success: c.success,
      warning: c.warning,
      danger: c.danger,
      info: c.info,
    };
    for (const [textName, text] of Object.entries(texts)) {
      for (const [bgName, bg] of Object.entries(backgrounds)) {
        it(`${name}: ${textName} on ${bgName}`, () => {
          expect(contrastRatio(text, bg)).toBeGreaterThanOrEqual(4.5);
        });
      }
    }
    it(`${name}: navigation text`, () => {
      expect(contrastRatio(c.navText, c.navBackground)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(c.navTextMuted, c.navBackground)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(c.navText, c.navHover)).toBeGreaterThanOrEqual(4.5);
    });
    it(`${name}: filled buttons`, () => {
      expect(contrastRatio(c.primaryContrast, c.primarySolid)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(c.dangerContrast, c.dangerSolid)).toBeGreaterThanOrEqual(4.5);
    });
  }

  it('derives a readable palette for any brand colour', () => {
    for (const color of [
      '#7367F0',
      '#FFAB1D',
      '#0D9394',
      '#EB3D63',
      '#2092EC',
      '#FFFF00',
      '#000080',
      '#777777',
    ]) {
      for (const surface of [lightTokens.color.surface, darkTokens.color.surface]) {
        const p = primaryPalette(color, surface);
        expect(contrastRatio(p.primaryContrast, p.primarySolid)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(p.primaryText, surface)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
