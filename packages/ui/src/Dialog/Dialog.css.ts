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

export const body = style({ minWidth: 0 });
