import { style } from '@vanilla-extract/css';
import { vars } from '@sen/ui';

export const cards = style({ display: 'grid', gap: vars.space.xs });
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontWeight: 600,
});
export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
