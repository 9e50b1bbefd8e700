import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  minHeight: '100dvh',
  padding: vars.space.xl,
  textAlign: 'center',
  backgroundColor: vars.color.background,
  color: vars.color.text,
});

export const embedded = style({ minHeight: 'auto', padding: `${vars.space.xxxl} ${vars.space.lg}` });

export const code = style({
  margin: 0,
  fontSize: vars.fontSize.xxxl,
  fontWeight: vars.font.weightBold,
  lineHeight: 1,
  color: vars.color.primaryText,
  fontVariantNumeric: 'tabular-nums',
});

export const illustration = style({ display: 'inline-flex', color: vars.color.primaryText });

export const title = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.font.weightSemibold });

export const description = style({ maxWidth: 520, color: vars.color.textMuted });

export const action = style({
  marginTop: vars.space.md,
  display: 'flex',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
