import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { iconButton } from '../internal/field.css';
import { primarySoft } from '../internal/shared.css';

export const calendar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'fit-content',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weightSemibold,
  color: vars.color.text,
  textTransform: 'capitalize',
});

export const navButton = style([iconButton, { marginInlineEnd: 0 }]);

export const previousIcon = style({ transform: 'scaleX(-1)' });

export const grid = style({ borderCollapse: 'collapse' });

export const weekday = style({
  padding: vars.space.xs,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.font.weightMedium,
  color: vars.color.textMuted,
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 34,
  height: 34,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { backgroundColor: vars.color.surfaceHover },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
    '&[data-selected]': { backgroundColor: primarySoft, color: vars.color.primaryText, borderRadius: 0 },
    '&[data-selection-start], &[data-selection-end]': {
      backgroundColor: vars.color.primarySolid,
      color: vars.color.primaryContrast,
      borderRadius: vars.radius.sm,
    },
    '&[data-disabled], &[data-unavailable]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    '&[data-unavailable]': { textDecoration: 'line-through' },
    '&[data-invalid]': { color: vars.color.danger },
  },
});

export const error = style({ fontSize: vars.fontSize.xs, color: vars.color.danger });
