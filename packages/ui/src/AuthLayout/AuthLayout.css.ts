import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/breakpoints';

export const page = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '100dvh',
  padding: vars.space.lg,
  backgroundColor: vars.color.background,
  color: vars.color.text,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  width: '100%',
  maxWidth: 440,
  padding: vars.space.xl,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.md,
  '@media': { [media.sm]: { padding: vars.space.xxl } },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.font.weightBold,
});

export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.font.weightSemibold });

export const subtitle = style({ color: vars.color.textMuted });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
