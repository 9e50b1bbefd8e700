import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

/** A soft tint of a tone over the surface, so the text keeps its contrast in every theme. */
const tint = (color: string) => ({
  backgroundColor: `color-mix(in srgb, ${color} 8%, ${vars.color.surface})`,
  color: color,
  borderColor: `color-mix(in srgb, ${color} 35%, ${vars.color.surface})`,
});

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    maxWidth: '100%',
    padding: `0 ${vars.space.sm}`,
    minHeight: 22,
    border: '1px solid transparent',
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.font.weightMedium,
    lineHeight: 1.4,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    tone: {
      neutral: {
        backgroundColor: vars.color.surfaceHover,
        color: vars.color.text,
        borderColor: vars.color.border,
      },
      info: tint(vars.color.info),
      success: tint(vars.color.success),
      warning: tint(vars.color.warning),
      danger: tint(vars.color.danger),
    },
    /** A count: a small solid pill, numbers aligned. */
    count: {
      true: {
        justifyContent: 'center',
        minWidth: 20,
        minHeight: 20,
        padding: `0 ${vars.space.xs}`,
        fontVariantNumeric: 'tabular-nums',
      },
    },
  },
  compoundVariants: [
    {
      variants: { count: true, tone: 'danger' },
      style: {
        backgroundColor: vars.color.dangerSolid,
        color: vars.color.dangerContrast,
        borderColor: 'transparent',
      },
    },
    {
      variants: { count: true, tone: 'info' },
      style: {
        backgroundColor: vars.color.primarySolid,
        color: vars.color.primaryContrast,
        borderColor: 'transparent',
      },
    },
  ],
  defaultVariants: { tone: 'neutral' },
});
