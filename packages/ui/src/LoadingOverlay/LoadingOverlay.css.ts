import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  backgroundColor: `color-mix(in srgb, ${vars.color.background} 70%, transparent)`,
  color: vars.color.primaryText,
  backdropFilter: 'blur(1px)',
});

export const contained = style({ position: 'absolute' });

export const label = style({ color: vars.color.text, fontWeight: vars.font.weightMedium });
