import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const options = style({ display: 'flex', gap: vars.space.sm });

export const orientation = styleVariants({
  vertical: { flexDirection: 'column' },
  horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.xl },
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' } },
});

export const circle = style({
  flexShrink: 0,
  width: 18,
  height: 18,
  border: `1.5px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  transition: 'border-color 120ms, border-width 120ms',
  selectors: {
    [`${radio}[data-hovered] &`]: { borderColor: vars.color.primary },
    // A thick ring in the primary colour around the surface makes the dot.
    [`${radio}[data-selected] &`]: { borderColor: vars.color.primarySolid, borderWidth: 5 },
    [`${radio}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.danger },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
