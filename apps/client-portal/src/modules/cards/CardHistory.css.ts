import { style } from '@vanilla-extract/css';
import { media, vars } from '@sen/ui';

export const page = style({ display: 'grid', gap: vars.space.md });
export const title = style({ margin: 0, fontSize: vars.fontSize.xl });
export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: '1fr',
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' } },
});
export const card = style({
  width: '100%',
  display: 'grid',
  gap: vars.space.xxs,
  textAlign: 'left',
  padding: vars.space.md,
  border: 'none',
  borderRadius: vars.radius.lg,
  background: vars.color.primarySolid,
  color: vars.color.primaryContrast,
  font: 'inherit',
  boxShadow: vars.shadow.md,
  selectors: {
    '&[data-chosen]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
export const cardTop = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center' });
export const cardNumber = style({ fontFamily: vars.font.familyMono, letterSpacing: '0.08em' });
export const balanceLabel = style({ marginTop: vars.space.sm, fontSize: vars.fontSize.sm, opacity: 0.85 });
export const balance = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
});
export const cardFacts = style({ fontSize: vars.fontSize.sm, opacity: 0.85 });
export const tools = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const kind = style({ flex: '1 1 200px', maxWidth: 320 });
export const entries = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});
export const entry = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});
export const entryKind = style({ fontWeight: vars.font.weightSemibold });
export const entryAmount = style({
  textAlign: 'right',
  fontWeight: vars.font.weightSemibold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  color: vars.color.success,
  selectors: { '&[data-sign="minus"]': { color: vars.color.danger } },
});
export const entryMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const entryBalance = style({
  textAlign: 'right',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
export const entryNote = style({ gridColumn: '1 / -1', fontSize: vars.fontSize.sm });
