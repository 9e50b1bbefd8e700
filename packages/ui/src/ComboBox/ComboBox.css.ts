import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** What an empty option list shows: loading, no data. */
export const emptyState = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const errorState = style({ color: vars.color.danger });

export const itemText = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

export const itemDescription = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const spinner = style({ flexShrink: 0, color: vars.color.textMuted });
