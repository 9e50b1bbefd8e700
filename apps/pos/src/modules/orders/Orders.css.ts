import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@sen/ui';

export const page = style({ maxWidth: 1100, margin: '0 auto', display: 'grid', gap: vars.space.md });
export const heading = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });
export const title = style({ margin: 0, fontSize: vars.fontSize.xl });
export const search = style({ flex: '1 1 260px', maxWidth: 420, marginLeft: 'auto' });
export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  height: 44,
});
globalStyle(`${table} th`, { fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: 600 });
export const amount = style({});
globalStyle(`${table} ${amount}`, { textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
export const device = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm });
export const facts = style({ display: 'flex', gap: vars.space.xl, flexWrap: 'wrap', margin: 0 });
globalStyle(`${facts} dt`, { fontSize: vars.fontSize.sm, color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: 600 });
export const actions = style({ marginLeft: 'auto', display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const section = style({ display: 'grid', gap: vars.space.sm });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const unit = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const refund = style({ display: 'grid', gap: vars.space.md });
export const quantityCell = style({ width: 140 });
globalStyle(`${table} td${quantityCell}`, { paddingTop: vars.space.xs, paddingBottom: vars.space.xs });
export const refundFoot = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
});
export const refundPay = style({ display: 'grid', gap: vars.space.md });
export const refundTotal = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: 600,
});
globalStyle(`${refundTotal} output`, { fontVariantNumeric: 'tabular-nums', color: vars.color.primary });
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
export const refundSplit = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
globalStyle(`${refundSplit} dd`, { margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
