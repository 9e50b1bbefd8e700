import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@sen/ui';

export const transfer = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: '180px minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'center',
});
export const stacked = style({ margin: 0, display: 'grid', gap: vars.space.sm, justifyItems: 'center' });
export const code = style({
  width: 180,
  height: 180,
  background: '#fff',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});
export const details = style({ fontSize: vars.fontSize.sm });
globalStyle(`${details} dl`, {
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
});
globalStyle(`${details} dt`, { color: vars.color.textMuted });
globalStyle(`${details} dd`, { margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });
export const missing = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
