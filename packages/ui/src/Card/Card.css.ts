import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.xl} 0`,
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.font.weightSemibold });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const body = style({ padding: vars.space.xl, minWidth: 0 });

export const flush = style({ padding: 0 });
