import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { primarySoft } from '../internal/shared.css';

export const list = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, outline: 'none' });

export const empty = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: 26,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceHover,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&[data-allows-removing]': { paddingInlineEnd: vars.space.xxs },
    '&[data-hovered][data-allows-selection]': { borderColor: vars.color.borderStrong, cursor: 'pointer' },
    '&[data-selected]': {
      backgroundColor: primarySoft,
      borderColor: vars.color.primary,
      color: vars.color.primaryText,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 20,
  height: 20,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.border },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}` },
  },
});
