import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@sen/ui';

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

/**
 * The payment in two columns from a tablet's width: how it is paid and the amounts, and beside them the code to
 * scan for a transfer or the pad for cash — so a split payment with its code fits a 1024×768 till unscrolled.
 */
export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) 240px' } },
});
export const main = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });
export const aside = style({ display: 'grid', gap: vars.space.sm });
