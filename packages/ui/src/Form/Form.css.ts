import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});
