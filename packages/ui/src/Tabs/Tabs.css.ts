import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  selectors: { '&[data-orientation="vertical"]': { flexDirection: 'row' } },
});

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      overflowX: 'visible',
      borderBottom: 0,
      borderInlineEnd: `1px solid ${vars.color.border}`,
    },
  },
});

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weightMedium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  transition: 'color 120ms, background-color 120ms',
  selectors: {
    '&[data-hovered]': { color: vars.color.text, backgroundColor: vars.color.surfaceHover },
    '&[data-selected]': { color: vars.color.primaryText },
    // The selected tab's underline sits on the list's border.
    '&[data-selected]::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      bottom: -1,
      height: 2,
      backgroundColor: vars.color.primaryText,
    },
    '[data-orientation="vertical"] &': { borderRadius: `${vars.radius.md} 0 0 ${vars.radius.md}` },
    '[data-orientation="vertical"] &[data-selected]::after': {
      insetInline: 'auto -1px',
      top: 0,
      bottom: 0,
      width: 2,
      height: 'auto',
    },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const panel = style({
  flex: 1,
  minWidth: 0,
  paddingBlock: vars.space.lg,
  outline: 'none',
  selectors: {
    '[data-orientation="vertical"] > &': { paddingBlock: 0, paddingInline: vars.space.lg },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    // A force-mounted panel that is not selected keeps its state but is hidden (react-aria makes it inert).
    '&[data-inert]': { display: 'none' },
  },
});
