import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { popover as listPopover } from '../internal/popover.css';

/** The kit's popover surface; visible overflow so the arrow shows, the dialog scrolls instead. */
export const popover = style([
  listPopover,
  { minWidth: 200, padding: 0, overflow: 'visible', maxHeight: 'var(--visible-height, 80vh)' },
]);

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxHeight: 'inherit',
  padding: vars.space.md,
  overflowY: 'auto',
  outline: 'none',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weightSemibold,
});

export const arrow = style({ display: 'flex' });

/** Drawn pointing down (placement top); turned for the other sides. */
export const arrowSvg = style({
  display: 'block',
  fill: vars.color.surfaceRaised,
  stroke: vars.color.border,
  selectors: {
    [`${arrow}[data-placement="bottom"] &`]: { transform: 'rotate(180deg)' },
    [`${arrow}[data-placement="left"] &`]: { transform: 'rotate(90deg)' },
    [`${arrow}[data-placement="right"] &`]: { transform: 'rotate(-90deg)' },
  },
});
