import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The text area itself is the bordered control (`field.css` control + these). */
export const textArea = style({
  display: 'block',
  minHeight: 80,
  paddingBlock: vars.space.sm,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  lineHeight: vars.font.lineHeight,
  resize: 'vertical',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
  },
});

export const footer = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const help = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const counter = style({
  marginInlineStart: 'auto',
  flexShrink: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const counterFull = style({ color: vars.color.danger });
