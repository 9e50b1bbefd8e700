import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { mediaBelow } from '../theme/breakpoints';

const fade = keyframes({ from: { opacity: 0 } });
const slideFromStart = keyframes({ from: { transform: 'translateX(-100%)' } });
const slideFromEnd = keyframes({ from: { transform: 'translateX(100%)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fade} 180ms ease-out` },
    '&[data-exiting]': { animation: `${fade} 150ms ease-in reverse` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none !important' } },
});

export const modal = style({
  position: 'fixed',
  insetBlock: 0,
  display: 'flex',
  width: '100%',
  outline: 'none',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  '@media': {
    // Full width on phones.
    [mediaBelow.sm]: { maxWidth: 'none !important' },
    '(prefers-reduced-motion: reduce)': { animation: 'none !important' },
  },
});

export const placement = styleVariants({
  start: {
    insetInlineStart: 0,
    selectors: {
      '&[data-entering]': { animation: `${slideFromStart} 200ms ease-out` },
      '&[data-exiting]': { animation: `${slideFromStart} 150ms ease-in reverse` },
    },
  },
  end: {
    insetInlineEnd: 0,
    selectors: {
      '&[data-entering]': { animation: `${slideFromEnd} 200ms ease-out` },
      '&[data-exiting]': { animation: `${slideFromEnd} 150ms ease-in reverse` },
    },
  },
});

export const size = styleVariants({
  sm: { maxWidth: 360 },
  md: { maxWidth: 480 },
  lg: { maxWidth: 720 },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
  outline: 'none',
});

export const body = style({ flex: 1, minHeight: 0, overflowY: 'auto' });
