import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const popover = style({ padding: vars.space.md });
export const dialog = style({ display: 'grid', gap: vars.space.md, outline: 'none' });
export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.font.weightSemibold });
export const caption = style({
  marginBottom: `calc(-1 * ${vars.space.sm})`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
