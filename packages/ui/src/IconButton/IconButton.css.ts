import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.full,
    background: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    outline: 'none',
    transition: 'background-color 120ms',
    selectors: {
      '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.surfaceHover },
      '&[data-pressed]:not([data-disabled])': { backgroundColor: vars.color.border },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
    },
  },
  variants: {
    variant: {
      ghost: {},
      secondary: { borderColor: vars.color.borderStrong, backgroundColor: vars.color.surface },
      primary: {
        backgroundColor: vars.color.primarySolid,
        color: vars.color.primaryContrast,
        selectors: {
          '&[data-hovered]:not([data-disabled])': {
            backgroundColor: `color-mix(in srgb, ${vars.color.primarySolid} 88%, black)`,
          },
        },
      },
    },
    size: {
      sm: { width: 30, height: 30 },
      md: { width: 38, height: 38 },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});
