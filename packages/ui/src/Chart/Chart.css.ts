import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const chart = style({
  position: 'relative',
  minWidth: 0,
  '@media': { print: { breakInside: 'avoid' } },
});

export const canvas = style({ width: '100%', minWidth: 0 });

/** Where the chart will be while its chunk loads. */
export const placeholder = style({
  width: '100%',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.skeleton,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const empty = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
