import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { primarySoft } from '../internal/shared.css';

export const group = style({ display: 'inline-flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.font.weightMedium });

export const track = style({
  display: 'inline-flex',
  padding: 2,
  gap: 2,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
});

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 30,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weightMedium,
  cursor: 'pointer',
  outline: 'none',
  whiteSpace: 'nowrap',
  transition: 'background-color 120ms, color 120ms',
  selectors: {
    '&[data-hovered]:not([data-selected])': { backgroundColor: vars.color.surfaceHover },
    '&[data-selected]': { backgroundColor: vars.color.primarySolid, color: vars.color.primaryContrast },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

/** The chips variant: rounded chips that wrap (the look of TagGroup's tags). */
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 26,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceHover,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  outline: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-hovered]:not([data-selected])': { borderColor: vars.color.borderStrong },
    '&[data-selected]': {
      backgroundColor: primarySoft,
      borderColor: vars.color.primary,
      color: vars.color.primaryText,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});
