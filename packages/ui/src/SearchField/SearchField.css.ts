import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({});

export const icon = style({ display: 'inline-flex', flexShrink: 0, color: vars.color.textMuted });

export const input = style({
  selectors: {
    // The kit draws its own clear button.
    '&::-webkit-search-cancel-button, &::-webkit-search-decoration': { appearance: 'none' },
  },
});

/** The clear button is there only when there is text to clear. */
export const clear = style({
  selectors: { [`${root}[data-empty] &`]: { visibility: 'hidden' } },
});
