import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Inverted colours: the theme's text colour as background, its surface as text. */
export const tooltip = style({
  maxWidth: 280,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.text,
  color: vars.color.surface,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.4,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.popover,
  transition: 'opacity 120ms',
  selectors: {
    '&[data-entering], &[data-exiting]': { opacity: 0 },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/** The arrow points at the trigger; the SVG is drawn pointing down (placement top). */
export const arrow = style({ display: 'flex' });

export const arrowSvg = style({
  display: 'block',
  fill: vars.color.text,
  selectors: {
    [`${arrow}[data-placement="bottom"] &`]: { transform: 'rotate(180deg)' },
    [`${arrow}[data-placement="left"] &`]: { transform: 'rotate(90deg)' },
    [`${arrow}[data-placement="right"] &`]: { transform: 'rotate(-90deg)' },
  },
});
