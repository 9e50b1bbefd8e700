import { BREAKPOINTS } from '@sen/domain';

/** Breakpoint widths in px (576, 768, 992, 1200, 1400, 1600). */
export const breakpoints = BREAKPOINTS;
export type Breakpoint = keyof typeof BREAKPOINTS;

type MediaMap = { readonly [K in Breakpoint]: string };

function build(fn: (px: number) => string): MediaMap {
  return {
    sm: fn(BREAKPOINTS.sm),
    md: fn(BREAKPOINTS.md),
    lg: fn(BREAKPOINTS.lg),
    xl: fn(BREAKPOINTS.xl),
    xxl: fn(BREAKPOINTS.xxl),
    xxxl: fn(BREAKPOINTS.xxxl),
  };
}

/** `screen and (min-width: …)` for each breakpoint; use as `'@media': { [media.lg]: {...} }`. */
export const media: MediaMap = build((px) => `screen and (min-width: ${px}px)`);
/** `screen and (max-width: …)` just below each breakpoint. */
export const mediaBelow: MediaMap = build((px) => `screen and (max-width: ${px - 0.02}px)`);
