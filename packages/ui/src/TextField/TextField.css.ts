import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  marginInlineEnd: `calc(-1 * ${vars.space.xs})`,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text, backgroundColor: vars.color.surfaceHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}` },
  },
});
