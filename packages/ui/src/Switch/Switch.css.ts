import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const switchRoot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' } },
});

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: 36,
  height: 20,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.borderStrong,
  transition: 'background-color 150ms',
  selectors: {
    [`${switchRoot}[data-selected] &`]: { backgroundColor: vars.color.primarySolid },
    [`${switchRoot}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const handle = style({
  position: 'absolute',
  top: 2,
  left: 2,
  width: 16,
  height: 16,
  borderRadius: vars.radius.full,
  backgroundColor: '#FFFFFF',
  boxShadow: vars.shadow.sm,
  transition: 'transform 150ms',
  selectors: { [`${switchRoot}[data-selected] &`]: { transform: 'translateX(16px)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
