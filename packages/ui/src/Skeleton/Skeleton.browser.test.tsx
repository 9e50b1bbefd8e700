import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Skeleton } from './Skeleton';

/** The CSS rules inside `@media (prefers-reduced-motion: reduce)` blocks of the page. */
function reducedMotionRules(): CSSStyleRule[] {
  return Array.from(document.styleSheets).flatMap((sheet) =>
    Array.from(sheet.cssRules)
      .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule)
      .filter((rule) => rule.conditionText.includes('prefers-reduced-motion: reduce'))
      .flatMap((rule) => Array.from(rule.cssRules) as CSSStyleRule[]),
  );
}

describe('Skeleton', () => {
  it('pulses, and stops pulsing when the user prefers reduced motion', async () => {
    const screen = await render(<Skeleton variant="rect" height={40} />);
    const bone = screen.container.querySelector('[aria-hidden="true"]')!;
    expect(getComputedStyle(bone).animationName).not.toBe('none');
    const boneClass = Array.from(bone.classList).find((name) =>
      reducedMotionRules().some((rule) => rule.selectorText === `.${name}`),
    );
    expect(boneClass).toBeDefined();
    const rule = reducedMotionRules().find((r) => r.selectorText === `.${boneClass}`)!;
    expect(rule.style.animation).toContain('none');
  });

  it('renders at least one text line and nothing a screen reader can read', async () => {
    const screen = await render(<Skeleton lines={0} />);
    const root = screen.container.querySelector('[aria-hidden="true"]')!;
    expect(root.children).toHaveLength(1);
    expect(screen.container.children).toHaveLength(1);
    expect(screen.container.firstElementChild).toBe(root);
  });
});
