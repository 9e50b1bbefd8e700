import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const numpad = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(56px, 1fr))',
  gap: vars.space.xs,
});

export const key = style({
  minHeight: 48,
  fontSize: vars.fontSize.lg,
  fontVariantNumeric: 'tabular-nums',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-pressed]': { transform: 'scale(0.97)' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
