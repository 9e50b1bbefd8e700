import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' } },
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 18,
  height: 18,
  border: `1.5px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: 'transparent',
  transition: 'background-color 120ms, border-color 120ms',
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.primary },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &, [data-selected] > &`]: {
      backgroundColor: vars.color.primarySolid,
      borderColor: vars.color.primarySolid,
      color: vars.color.primaryContrast,
    },
    [`${checkbox}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
  },
});
