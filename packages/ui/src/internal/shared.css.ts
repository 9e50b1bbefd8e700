import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { mediaBelow } from '../theme/breakpoints';

/** Focus ring for `[data-focus-visible]` elements. */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

/** Hidden from sight, still read by screen readers. */
const hidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export const visuallyHidden = style(hidden);

/**
 * Text visually hidden below a breakpoint (still read by screen readers): a top-bar trigger that shows only its
 * icon on narrow screens keeps its accessible name.
 */
export const hiddenBelow = styleVariants(mediaBelow, (query) => ({ '@media': { [query]: hidden } }));

/** A soft tint of the primary colour, for selected and active backgrounds. */
export const primarySoft = `color-mix(in srgb, ${vars.color.primary} 14%, transparent)`;
