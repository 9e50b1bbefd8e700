import { style } from '@vanilla-extract/css';
import { vars } from '@sen/ui';

/** The customer's one-time code over what the sale spends of their packages and card. */
export const otp = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontWeight: 600,
});
export const what = style({ margin: 0, fontSize: vars.fontSize.sm });
export const row = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-end', flexWrap: 'wrap' });
export const code = style({ width: '10rem' });
export const done = style({ margin: 0, color: vars.color.success, fontWeight: 600 });
