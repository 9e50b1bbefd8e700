import { style } from '@vanilla-extract/css';
import { vars } from '@sen/ui';

/** The other language, offered under the sign-in form (a plain link-like button). */
export const language = style({
  border: 'none',
  background: 'none',
  padding: vars.space.xs,
  color: vars.color.primaryText,
  font: 'inherit',
  fontWeight: vars.font.weightMedium,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
