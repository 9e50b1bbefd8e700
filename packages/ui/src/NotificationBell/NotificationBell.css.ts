import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const bell = style({ position: 'relative', display: 'inline-flex' });

/** Holds the unread CountBadge over the bell's top end corner. */
export const badge = style({
  position: 'absolute',
  top: -2,
  insetInlineEnd: -4,
  display: 'inline-flex',
  fontSize: vars.fontSize.xs,
  pointerEvents: 'none',
});

export const popover = style({ width: 'min(360px, calc(100vw - 16px))', padding: vars.space.md });

export const dialog = style({ display: 'grid', gap: vars.space.sm, outline: 'none' });

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.font.weightSemibold });
