import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const light = style({
  minHeight: '100dvh',
  padding: vars.space.md,
  backgroundColor: vars.color.background,
  color: vars.color.text,
});
