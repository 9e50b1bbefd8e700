import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Label beside the select rather than above it. */
export const picker = style({
  flexDirection: 'row',
  alignItems: 'center',
  gap: vars.space.sm,
  whiteSpace: 'nowrap',
});

/** A narrow trigger: the longest option is four digits. */
export const trigger = style({
  width: 'auto',
  minWidth: 84,
  minHeight: 32,
  fontSize: vars.fontSize.sm,
});
