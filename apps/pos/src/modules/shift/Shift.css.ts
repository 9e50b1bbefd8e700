import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@sen/ui';

/** The shift in the till's header: its number, since when, the float; and the close action. */
export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.navText,
  minWidth: 0,
});
export const barText = style({
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  minWidth: 0,
});
export const form = style({ display: 'grid', gap: vars.space.md });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
});
export const factValue = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });
/** Kind, expected, counted, difference: one row each, the amounts right-aligned. */
export const table = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(110px, 1fr) minmax(120px, auto) 190px minmax(120px, auto)',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
});
export const head = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const number = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const difference = styleVariants({
  even: [{ color: vars.color.textMuted }],
  short: [{ color: vars.color.danger, fontWeight: 700 }],
  over: [{ color: vars.color.warning, fontWeight: 700 }],
});
export const reason = style({ margin: 0, color: vars.color.warning, fontWeight: 600 });
export const hint = style({ margin: 0 });
/** The shift's dialogs: every button and field a 44 px target (a till is a touch screen). */
export const dialog = style({});
globalStyle(`${dialog} button:not([slot]), ${dialog} input`, { minHeight: 44 });
globalStyle(`${bar} button`, { minHeight: 44 });
