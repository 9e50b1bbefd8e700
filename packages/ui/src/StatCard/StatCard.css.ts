import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const statCard = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  padding: vars.space.xl,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 42,
  height: 42,
  borderRadius: vars.radius.md,
  backgroundColor: `color-mix(in srgb, ${vars.color.primary} 14%, transparent)`,
  color: vars.color.primaryText,
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const value = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.font.weightSemibold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const skeleton = style({
  display: 'block',
  height: '1em',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.skeleton,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
