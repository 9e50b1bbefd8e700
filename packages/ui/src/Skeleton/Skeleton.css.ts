import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const pulse = keyframes({ '50%': { opacity: 0.5 } });

export const bone = style({
  display: 'block',
  flexShrink: 0,
  backgroundColor: vars.color.skeleton,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const shape = styleVariants({
  text: { height: '0.9em', borderRadius: vars.radius.sm },
  circle: { borderRadius: vars.radius.full },
  rect: { borderRadius: vars.radius.md },
});

export const lines = style({ display: 'flex', flexDirection: 'column', gap: '0.6em', width: '100%' });
