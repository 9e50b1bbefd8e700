import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  padding: `max(${vars.space.xxl}, 6vh) ${vars.space.lg}`,
  overflowY: 'auto',
  backgroundColor: vars.color.overlay,
});

export const modal = style({
  width: '100%',
  outline: 'none',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
});

export const size = styleVariants({
  sm: { maxWidth: 420 },
  md: { maxWidth: 600 },
  lg: { maxWidth: 900 },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  outline: 'none',
  maxHeight: 'inherit',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.font.weightSemibold });

export const body = style({ padding: vars.space.xl, minWidth: 0 });

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.xl}`,
  borderTop: `1px solid ${vars.color.border}`,
});
