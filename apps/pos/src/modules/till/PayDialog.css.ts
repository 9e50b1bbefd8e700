import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@sen/ui';

/** The payment's own parts (loaded with it, not with the till). */

/** The lines the customer's package sessions pay. */
export const sessions = style({
  display: 'grid',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${sessions} > ul`, { margin: 0, paddingLeft: vars.space.lg });
export const sessionsTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontWeight: 600,
});
