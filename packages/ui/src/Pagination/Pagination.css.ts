import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const nav = style({ display: 'block', minWidth: 0 });

export const list = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'nowrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const slot = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 32,
  height: 32,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
} as const;

export const button = style({
  ...slot,
  border: '1px solid transparent',
  background: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontWeight: vars.font.weightMedium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]:not([data-disabled]):not([aria-current])': { backgroundColor: vars.color.surfaceHover },
    '&[data-pressed]:not([data-disabled]):not([aria-current])': { backgroundColor: vars.color.border },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.primarySolid,
      color: vars.color.primaryContrast,
      boxShadow: vars.shadow.sm,
      cursor: 'default',
    },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const step = style({ borderColor: vars.color.border });

export const ellipsis = style({ ...slot, color: vars.color.textMuted, userSelect: 'none' });
