import axe from 'axe-core';
import { expect } from 'vitest';
import type { ThemeName } from '../theme/ThemeRoot';

/** The three themes every component must pass axe (WCAG AA contrast included) in. */
export const allThemes: readonly ThemeName[] = ['light', 'dark', 'semi-dark'];

/** axe violations under `context`, asserting colour contrast was actually checked. */
export async function axeViolations(context: Element = document.body) {
  const result = await axe.run(context);
  expect(result.passes.some((rule) => rule.id === 'color-contrast')).toBe(true);
  return result.violations.map((v) => ({
    id: v.id,
    nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
  }));
}
