import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media, mediaBelow } from '../theme/breakpoints';
import { primarySoft } from '../internal/shared.css';

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  backgroundColor: vars.color.background,
  color: vars.color.text,
});

export const noScroll = style({ height: '100dvh', overflow: 'hidden' });

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.nav,
  backgroundColor: vars.color.navBackground,
  color: vars.color.navText,
  boxShadow: vars.shadow.sm,
});

/** One row at every width: bookmarks give way first, then labels turn into icons (no wrapping, no sideways scroll). */
export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 60,
  paddingInline: vars.space.md,
  borderBottom: `1px solid ${vars.color.navBorder}`,
  '@media': {
    [media.md]: { gap: vars.space.md, paddingInline: vars.space.lg },
    [media.xl]: { paddingInline: vars.space.xl },
  },
});

export const menuButton = style({
  '@media': { [media.lg]: { display: 'none' } },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weightBold,
  whiteSpace: 'nowrap',
  // On a phone the brand is in the menu panel; the bar keeps its controls.
  '@media': { [mediaBelow.sm]: { display: 'none' } },
});

/** Starred pages, from 1200 px; clipped (with a fade) rather than pushing the controls onto a second line. */
export const bookmarks = style({
  display: 'none',
  minWidth: 0,
  overflow: 'hidden',
  // Gives way long before the controls do.
  flexShrink: 1000,
  maskImage: `linear-gradient(to right, black calc(100% - ${vars.space.xl}), transparent)`,
  '@media': { [media.xl]: { display: 'block' } },
});

export const bookmarkList = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  flexWrap: 'nowrap',
});

export const topBarEnd = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginInlineStart: 'auto',
  minWidth: 0,
  '@media': { [media.md]: { gap: vars.space.sm } },
});

/** One slot of the top bar's end (search, other controls, notifications, user menu). */
export const slot = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const menuBar = style({
  paddingInline: vars.space.lg,
  borderBottom: `1px solid ${vars.color.navBorder}`,
  '@media': {
    [mediaBelow.lg]: { display: 'none' },
    [media.xl]: { paddingInline: vars.space.xl },
  },
});

export const menuList = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: `${vars.space.sm} 0`,
  listStyle: 'none',
});

export const navItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 36,
  paddingInline: vars.space.md,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.navText,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.navHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[data-active]': {
      backgroundColor: vars.color.primarySolid,
      color: vars.color.primaryContrast,
      boxShadow: vars.shadow.sm,
    },
  },
});

export const bookmarkLink = style([
  navItem,
  { minHeight: 32, paddingInline: vars.space.sm, fontSize: vars.fontSize.sm },
]);

export const content = style({
  flex: 1,
  minWidth: 0,
  padding: vars.space.lg,
  '@media': { [media.xl]: { padding: vars.space.xl } },
  selectors: { '&:focus': { outline: 'none' } },
});

export const contentNoScroll = style({
  minHeight: 0,
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
});

// Mobile drawer
export const drawerOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: vars.color.overlay,
});

export const drawer = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  insetInlineStart: 0,
  width: 'min(320px, 88vw)',
  overflowY: 'auto',
  backgroundColor: vars.color.navBackground,
  color: vars.color.navText,
  boxShadow: vars.shadow.lg,
  outline: 'none',
});

export const drawerDialog = style({ outline: 'none', display: 'flex', flexDirection: 'column' });

export const drawerHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: 60,
  paddingInline: vars.space.lg,
  borderBottom: `1px solid ${vars.color.navBorder}`,
});

export const drawerTree = style({ margin: 0, padding: vars.space.sm, listStyle: 'none' });

export const drawerSubTree = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  listStyle: 'none',
});

export const drawerItem = style([
  navItem,
  {
    display: 'flex',
    width: '100%',
    justifyContent: 'space-between',
    textAlign: 'start',
    whiteSpace: 'normal',
  },
]);

export const drawerChevron = style({
  display: 'inline-flex',
  transition: 'transform 150ms',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(90deg)' } },
});

export const submenuActive = style({ backgroundColor: primarySoft });
