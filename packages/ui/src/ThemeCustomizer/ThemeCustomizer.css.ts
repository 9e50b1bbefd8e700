import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const popover = style({ padding: vars.space.md });
export const dialog = style({ display: 'grid', gap: vars.space.md, outline: 'none' });
export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.font.weightSemibold });
/** The trigger shows only its icon on narrow screens (the button keeps its accessible name). */
export const triggerLabel = style({
  '@media': {
    [`screen and (max-width: 991.98px)`]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});
export const caption = style({
  marginBottom: `calc(-1 * ${vars.space.sm})`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
