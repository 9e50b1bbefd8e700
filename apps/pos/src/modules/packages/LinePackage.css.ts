import { style } from '@vanilla-extract/css';
import { vars } from '@sen/ui';

/** Under a cart line, across it: the customer's package that may pay it, or the one that does. */
export const offer = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
});
export const name = style({ color: vars.color.textMuted, minWidth: 0 });
export const using = style([
  offer,
  {
    padding: `${vars.space.xxs} ${vars.space.xs}`,
    borderLeft: `3px solid ${vars.color.primary}`,
    borderRadius: vars.radius.sm,
    background: vars.color.surfaceHover,
    color: vars.color.text,
  },
]);
