import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-flex',
    flexShrink: 0,
    color: 'currentColor',
  },
  variants: {
    size: {
      sm: { width: 14, height: 14 },
      md: { width: 20, height: 20 },
      lg: { width: 32, height: 32 },
    },
  },
  defaultVariants: { size: 'md' },
});

export const svg = style({
  width: '100%',
  height: '100%',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});
