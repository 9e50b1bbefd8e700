import axe from 'axe-core';
import { expect } from 'vitest';
import type { ThemeName } from '../theme/ThemeRoot';

/** The three themes every component must pass axe (WCAG AA contrast included) in. */
export const allThemes: readonly ThemeName[] = ['light', 'dark', 'semi-dark'];

/**
 * axe violations under `context`, asserting colour contrast was actually checked. The `region` rule (all content
 * inside landmarks) is off, as in Storybook: a component on its own sits outside an app's landmarks.
 */
export async function axeViolations(context: Element = document.body) {
  const result = await axe.run(context, { rules: { region: { enabled: false } } });
  expect(result.passes.some((rule) => rule.id === 'color-contrast')).toBe(true);
  return result.violations.map((v) => ({
    id: v.id,
    nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
  }));
}
