import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weightMedium,
  color: vars.color.text,
});

export const description = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const error = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.danger,
});

/** The bordered box of an input, select button or group. */
export const control = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 38,
  width: '100%',
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  transition: 'border-color 120ms, box-shadow 120ms',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focus-visible], &[data-focus-within], &:focus-within': {
      borderColor: vars.color.primary,
      boxShadow: `0 0 0 3px color-mix(in srgb, ${vars.color.primary} 25%, transparent)`,
      outline: 'none',
    },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  border: 0,
  padding: `${vars.space.sm} 0`,
  background: 'transparent',
  color: 'inherit',
  fontSize: 'inherit',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

/** A small icon button inside a field's control: the password toggle, the calendar trigger. */
export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  marginInlineEnd: `calc(-1 * ${vars.space.xs})`,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text, backgroundColor: vars.color.surfaceHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}` },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});
