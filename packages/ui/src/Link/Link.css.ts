import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const link = recipe({
  base: {
    color: vars.color.primaryText,
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
    cursor: 'pointer',
    borderRadius: vars.radius.sm,
    outline: 'none',
    selectors: {
      '&[data-hovered]': { textDecorationThickness: '2px' },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    },
  },
  variants: {
    variant: {
      inline: {},
      standalone: {
        textDecoration: 'none',
        fontWeight: vars.font.weightMedium,
        selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
      },
      subtle: {
        color: 'inherit',
        textDecoration: 'none',
        selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});
