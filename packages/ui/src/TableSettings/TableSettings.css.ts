import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const scroller = style({
  overflowX: 'auto',
  margin: `calc(-1 * ${vars.space.xs})`,
  padding: vars.space.xs,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

export const headCell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontWeight: vars.font.weightMedium,
  textAlign: 'start',
  whiteSpace: 'nowrap',
});

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

export const orderCell = style([cell, { whiteSpace: 'nowrap' }]);

export const widthCell = style([cell, { width: 110 }]);

export const pinCell = style([cell, { width: 130 }]);

export const footerStart = style({ marginInlineEnd: 'auto' });
