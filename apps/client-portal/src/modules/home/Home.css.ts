import { style } from '@vanilla-extract/css';
import { vars } from '@sen/ui';

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(260px, 85%)',
  gap: vars.space.sm,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  paddingBottom: vars.space.xs,
  selectors: { '&[data-single]': { gridAutoColumns: '100%' } },
});
export const card = style({
  scrollSnapAlign: 'start',
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.primarySolid,
  color: vars.color.primaryContrast,
  boxShadow: vars.shadow.md,
});
export const cardTop = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
});
export const cardNumber = style({ fontFamily: vars.font.familyMono, letterSpacing: '0.08em' });
export const balanceLabel = style({ marginTop: vars.space.sm, fontSize: vars.fontSize.sm, opacity: 0.85 });
export const balance = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
});
export const cardFacts = style({ fontSize: vars.fontSize.sm, opacity: 0.85 });
export const meter = style({
  height: 8,
  borderRadius: vars.radius.full,
  background: vars.color.skeleton,
  overflow: 'hidden',
});
export const meterFill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
});
export const uses = style({
  margin: `${vars.space.xs} 0 0`,
  paddingLeft: vars.space.lg,
  fontSize: vars.fontSize.sm,
});
export const summary = style({
  cursor: 'pointer',
  color: vars.color.primaryText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weightMedium,
  marginTop: vars.space.xs,
});
/** The next appointment opens the appointments page. */
export const next = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
