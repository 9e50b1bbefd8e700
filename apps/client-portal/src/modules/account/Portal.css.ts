import { keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '@sen/ui';

/** Height of the bottom tab bar on phones (the page leaves room for it, plus the home indicator's inset). */
const TAB_BAR = '64px';

export const shell = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
});
export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.nav,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 56,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.primarySolid,
  color: vars.color.primaryContrast,
});
export const brand = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weightBold,
  whiteSpace: 'nowrap',
});
export const spacer = style({ flex: 1 });
export const headerTools = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
/** The language button: the other language's code, outlined on the header's colour. */
export const language = style({
  minWidth: 44,
  minHeight: 36,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid currentColor`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: vars.font.weightSemibold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: 'rgba(255, 255, 255, 0.12)' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

/**
 * The sections: a bar fixed to the bottom of a phone's screen (icons over labels, thumb-reachable), a row of tabs
 * under the header from a tablet's width up.
 */
export const tabs = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.nav,
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  height: `calc(${TAB_BAR} + env(safe-area-inset-bottom, 0px))`,
  paddingBottom: 'env(safe-area-inset-bottom, 0px)',
  margin: 0,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  '@media': {
    [media.md]: {
      position: 'sticky',
      top: 56,
      bottom: 'auto',
      display: 'flex',
      justifyContent: 'center',
      gap: vars.space.lg,
      height: 'auto',
      padding: `0 ${vars.space.md}`,
      borderTop: 'none',
      borderBottom: `1px solid ${vars.color.border}`,
      boxShadow: 'none',
    },
  },
});
/** A section's tab: the current one in the primary colour (TanStack Router marks it `data-status="active"`). */
export const tab = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  minWidth: 0,
  padding: `${vars.space.xs} 2px`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.font.weightMedium,
  textDecoration: 'none',
  textAlign: 'center',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[data-status="active"]': { color: vars.color.primaryText },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
  '@media': {
    [media.md]: {
      flexDirection: 'row',
      gap: vars.space.xs,
      padding: `${vars.space.sm} ${vars.space.xs}`,
      fontSize: vars.fontSize.md,
      borderBottom: '2px solid transparent',
      selectors: { '&[data-status="active"]': { borderBottomColor: vars.color.primary } },
    },
  },
});
export const tabIcon = style({ width: 24, height: 24, flexShrink: 0 });
export const tabLabel = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  maxWidth: '100%',
});
export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: 720,
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.md} calc(${TAB_BAR} + ${vars.space.lg} + env(safe-area-inset-bottom, 0px))`,
  '@media': { [media.md]: { padding: vars.space.xl } },
});

/** A page: a title, then its sections one under the other. */
export const page = style({ display: 'grid', gap: vars.space.lg });
export const pageTitle = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.font.weightBold });
export const section = style({ display: 'grid', gap: vars.space.sm });
export const sectionHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weightSemibold,
});
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const link = style({
  color: vars.color.primaryText,
  fontWeight: vars.font.weightMedium,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
/** A list of cards with room between them. */
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const item = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});
export const itemTop = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const itemTitle = style({
  fontWeight: vars.font.weightSemibold,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
export const amount = style({
  fontWeight: vars.font.weightSemibold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
export const itemActions = style({
  display: 'flex',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
  flexWrap: 'wrap',
});
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
});
export const form = style({ display: 'grid', gap: vars.space.md });

/**
 * A status pill (the portal's own, light: the kit's Badge stays out of the first load), toned by `data-tone` like the
 * kit's: neutral, info, success, warning, danger.
 */
export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  padding: `1px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.font.weightMedium,
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-tone="info"]': { borderColor: vars.color.info, color: vars.color.info },
    '&[data-tone="success"]': { borderColor: vars.color.success, color: vars.color.success },
    '&[data-tone="warning"]': {
      borderColor: vars.color.warning,
      color: vars.color.text,
      background: `color-mix(in srgb, ${vars.color.warning} 18%, ${vars.color.surface})`,
    },
    '&[data-tone="danger"]': { borderColor: vars.color.danger, color: vars.color.danger },
  },
});

const shimmer = keyframes({ '0%': { opacity: 0.55 }, '50%': { opacity: 1 }, '100%': { opacity: 0.55 } });
/** Loading placeholders: grey bars that pulse (still under reduced motion). */
export const skeleton = style({ display: 'grid', gap: vars.space.sm });
export const skeletonLine = style({
  height: 18,
  borderRadius: vars.radius.sm,
  background: vars.color.skeleton,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  selectors: { '&:nth-child(3n)': { width: '60%' }, '&:nth-child(3n+2)': { width: '85%' } },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** An empty section: a short title and what will show there, centred in a dashed box. */
export const empty = style({
  display: 'grid',
  gap: vars.space.xxs,
  justifyItems: 'center',
  textAlign: 'center',
  padding: vars.space.lg,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  color: vars.color.textMuted,
});
export const emptyTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weightSemibold,
  color: vars.color.text,
});
