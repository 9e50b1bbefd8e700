import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
  color: vars.color.text,
});

export const icon = style({
  display: 'inline-flex',
  marginBottom: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: 40,
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.font.weightSemibold });

export const description = style({ maxWidth: 420, color: vars.color.textMuted });

export const action = style({ marginTop: vars.space.md });
