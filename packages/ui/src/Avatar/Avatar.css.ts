import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const avatar = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: `color-mix(in srgb, ${vars.color.primary} 14%, ${vars.color.surface})`,
  color: vars.color.primaryText,
  fontWeight: vars.font.weightSemibold,
  lineHeight: 1,
  userSelect: 'none',
  verticalAlign: 'middle',
});

export const size = styleVariants({
  sm: { width: 28, height: 28, fontSize: vars.fontSize.xs },
  md: { width: 38, height: 38, fontSize: vars.fontSize.sm },
  lg: { width: 56, height: 56, fontSize: vars.fontSize.lg },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
