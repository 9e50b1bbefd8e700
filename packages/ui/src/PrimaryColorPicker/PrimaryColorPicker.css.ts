import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const picker = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, outline: 'none' });

export const item = style({
  position: 'relative',
  borderRadius: vars.radius.md,
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-selected]::after': {
      content: '""',
      position: 'absolute',
      inset: -3,
      border: `2px solid ${vars.color.text}`,
      borderRadius: `calc(${vars.radius.md} + 3px)`,
    },
  },
});

export const swatch = style({ width: 30, height: 30, borderRadius: vars.radius.md });
