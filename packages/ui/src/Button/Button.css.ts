import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: 'inherit',
    fontWeight: vars.font.weightMedium,
    lineHeight: 1.2,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    textDecoration: 'none',
    userSelect: 'none',
    transition: 'background-color 120ms, border-color 120ms, color 120ms, box-shadow 120ms',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.primarySolid,
        color: vars.color.primaryContrast,
        boxShadow: vars.shadow.sm,
        selectors: {
          '&[data-hovered]:not([data-disabled])': {
            backgroundColor: `color-mix(in srgb, ${vars.color.primarySolid} 88%, black)`,
          },
          '&[data-pressed]:not([data-disabled])': {
            backgroundColor: `color-mix(in srgb, ${vars.color.primarySolid} 78%, black)`,
          },
        },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.surfaceHover },
          '&[data-pressed]:not([data-disabled])': { backgroundColor: vars.color.border },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: 'inherit',
        selectors: {
          '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.surfaceHover },
          '&[data-pressed]:not([data-disabled])': { backgroundColor: vars.color.border },
        },
      },
      danger: {
        backgroundColor: vars.color.dangerSolid,
        color: vars.color.dangerContrast,
        selectors: {
          '&[data-hovered]:not([data-disabled])': {
            backgroundColor: `color-mix(in srgb, ${vars.color.dangerSolid} 88%, black)`,
          },
          '&[data-pressed]:not([data-disabled])': {
            backgroundColor: `color-mix(in srgb, ${vars.color.dangerSolid} 78%, black)`,
          },
        },
      },
    },
    size: {
      sm: { minHeight: 30, paddingInline: vars.space.md, fontSize: vars.fontSize.sm },
      md: { minHeight: 38, paddingInline: vars.space.lg, fontSize: vars.fontSize.md },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const content = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  // Transparent rather than hidden, so the label stays the button's accessible name while pending.
  selectors: { '[data-pending] > &': { opacity: 0 } },
});

export const pending = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
