import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@sen/ui';

export const page = style({ maxWidth: 1200, margin: '0 auto', display: 'grid', gap: vars.space.lg });
export const facts = style({ display: 'flex', gap: vars.space.xl, flexWrap: 'wrap', margin: 0 });
// A value sits under its label, not indented by the browser's default 40px.
globalStyle(`${facts} dd`, { margin: 0 });
export const grid = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [media.xl]: { gridTemplateColumns: 'repeat(4, 1fr)' },
  },
});
export const tile = style({ display: 'block', textDecoration: 'none', color: 'inherit' });

/** The till: the catalogue and, beside it from a tablet's width, the cart. */
export const till = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) 300px' } },
});
export const catalogue = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });
export const heading = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.md,
  flexWrap: 'wrap',
});
export const title = style({ margin: 0, fontSize: vars.fontSize.xl });
export const branch = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const tools = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap' });
export const search = style({ flex: '1 1 220px' });
/** Where the catalogue's cards (or why there are none) go. */
export const gridArea = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });
export const items = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
});
export const item = style({
  width: '100%',
  minHeight: 96,
  display: 'grid',
  gridTemplateRows: '1fr auto auto',
  gap: vars.space.xxs,
  textAlign: 'left',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  boxShadow: vars.shadow.sm,
  selectors: {
    '&:hover': { background: vars.color.surfaceHover, borderColor: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&:active': { transform: 'scale(0.98)' },
  },
});
export const itemName = style({
  fontWeight: vars.font.weightMedium,
  lineHeight: 1.3,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
export const itemCode = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const itemPrice = style({ fontWeight: vars.font.weightSemibold, color: vars.color.primaryText });
export const itemUnit = style({
  fontWeight: vars.font.weightRegular,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const cart = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  '@media': { [media.md]: { position: 'sticky', top: vars.space.md } },
});
export const cartTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const cartEmpty = style({ margin: 0, color: vars.color.textMuted });
export const cartLines = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.sm,
  maxHeight: '55vh',
  overflowY: 'auto',
});
export const cartLine = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gridTemplateAreas: '"name name" "price price" "qty total"',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});
/** A line's name: on the register a button opening the line (quantity, price, discount), as tall as a finger. */
export const lineName = style({
  gridArea: 'name',
  fontWeight: vars.font.weightMedium,
  background: 'none',
  border: 0,
  padding: 0,
  font: 'inherit',
  color: 'inherit',
  textAlign: 'left',
  selectors: {
    'button&': { minHeight: 44, cursor: 'pointer' },
    'button&:hover': { textDecoration: 'underline' },
    'button&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
export const linePrice = style({
  gridArea: 'price',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const quantity = style({
  gridArea: 'qty',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontVariantNumeric: 'tabular-nums',
});
export const lineTotal = style({
  gridArea: 'total',
  fontWeight: vars.font.weightSemibold,
  fontVariantNumeric: 'tabular-nums',
});
export const total = style({
  display: 'flex',
  justifyContent: 'space-between',
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
});

export const pay = style({ display: 'grid', gap: vars.space.md });
/** The second payment of a split: its type, its amount and what is left for the first. */
export const split = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const payTotal = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
});

export const payChange = style([payTotal, { fontSize: vars.fontSize.lg, color: vars.color.primary }]);

/** The round notes: large enough to tap (44 px at least). */
export const quickCash = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(6rem, 1fr))',
  gap: vars.space.sm,
});
globalStyle(`${quickCash} > button`, { minHeight: 44 });

export const payBar = style({ display: 'grid', gap: vars.space.sm });

export const sync = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const customers = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

/** A customer found: name over phone and code, a 44 px target. */
export const customer = style({
  display: 'grid',
  width: '100%',
  minHeight: 44,
  textAlign: 'start',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { borderColor: vars.color.primary } },
});

/** The order's customer, over the buttons that change it. */
export const cartCustomer = style({ display: 'grid', gap: vars.space.xs, margin: 0 });

export const cartCustomerActions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

/** Below a grid that shows only the first matches. */
export const more = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textAlign: 'center',
});

/** The orders open side by side: one tab each, and + for a new one. */
export const tabs = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });
