import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  padding: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const toolbarSearch = style({ flex: '1 1 220px', maxWidth: 360 });

export const toolbarEnd = style({ display: 'flex', gap: vars.space.sm, marginInlineStart: 'auto' });

export const bodyWrap = style({ position: 'relative', display: 'flex', flexDirection: 'column' });

export const scroller = style({
  position: 'relative',
  overflow: 'auto',
  minHeight: 120,
  outline: 'none',
  overscrollBehavior: 'contain',
  selectors: {
    '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
  },
});

export const table = style({
  display: 'grid',
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  tableLayout: 'fixed',
});

export const head = style({
  display: 'grid',
  position: 'sticky',
  top: 0,
  zIndex: 3,
  backgroundColor: vars.color.surface,
  boxShadow: `inset 0 -1px 0 ${vars.color.border}`,
});

export const foot = style({
  display: 'grid',
  position: 'sticky',
  bottom: 0,
  zIndex: 3,
  backgroundColor: vars.color.surface,
  boxShadow: `inset 0 1px 0 ${vars.color.borderStrong}`,
  fontWeight: vars.font.weightSemibold,
});

export const body = style({ display: 'grid', position: 'relative' });

/**
 * The virtual body: as tall as all rows (inline height), with the rendered rows in normal flow from its top
 * padding (inline, the first rendered row's position).
 */
export const virtualBody = style({
  display: 'block',
  position: 'relative',
  boxSizing: 'border-box',
  // Nothing inside changes the body's own size, which is set.
  contain: 'size layout',
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  width: '100%',
  backgroundColor: vars.color.surface,
});

export const bodyRow = style([
  row,
  {
    // Each row lays out and paints on its own.
    contain: 'layout paint',
    boxShadow: `inset 0 -1px 0 ${vars.color.border}`,
    cursor: 'default',
    selectors: {
      '&:hover': { backgroundColor: vars.color.surfaceHover },
      '&[data-selected]': {
        backgroundColor: `color-mix(in srgb, ${vars.color.primary} 14%, ${vars.color.surface})`,
      },
      '&[data-clickable]': { cursor: 'pointer' },
    },
  },
]);

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  boxSizing: 'border-box',
  paddingInline: vars.space.md,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  textAlign: 'start',
});

/**
 * A body cell with a value: a plain block (text straight in the cell, centred by its line height), so that a
 * row is as few elements as possible; virtual scrolling creates whole rows every frame.
 */
export const dataCell = style({
  display: 'block',
  minWidth: 0,
  boxSizing: 'border-box',
  paddingInline: vars.space.md,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
});

export const cellText = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' });

export const headCell = style([
  cell,
  {
    minHeight: 44,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.font.weightSemibold,
    textTransform: 'uppercase',
    letterSpacing: '0.02em',
  },
]);

export const align = styleVariants({
  start: { justifyContent: 'flex-start', textAlign: 'start' },
  center: { justifyContent: 'center', textAlign: 'center' },
  end: { justifyContent: 'flex-end', textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
});

export const pinned = style({
  position: 'sticky',
  zIndex: 1,
  // The row's background, so a pinned cell hides what scrolls under it.
  backgroundColor: 'inherit',
});

export const pinnedEdge = styleVariants({
  left: { boxShadow: `inset -1px 0 0 ${vars.color.border}` },
  right: { boxShadow: `inset 1px 0 0 ${vars.color.border}` },
});

/** Fills the header cell, so a click anywhere on a sortable header sorts. */
export const sortButton = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'inherit',
  gap: vars.space.xs,
  width: '100%',
  minHeight: '100%',
  padding: `${vars.space.xs} 0`,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textTransform: 'inherit',
  letterSpacing: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2, borderRadius: 2 },
  },
});

export const sortIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  opacity: 0.45,
  selectors: { '[aria-sort] &': { opacity: 1, color: vars.color.primaryText } },
});

export const check = style({
  width: 16,
  height: 16,
  margin: 0,
  accentColor: vars.color.primarySolid,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const detail = style({
  flexBasis: '100%',
  padding: `${vars.space.md} ${vars.space.lg}`,
  boxShadow: `inset 0 1px 0 ${vars.color.border}`,
  whiteSpace: 'normal',
  color: vars.color.text,
});

export const expandIcon = style({
  transition: 'transform 120ms',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(90deg)' } },
});

export const skeleton = style({
  display: 'block',
  width: '70%',
  height: 10,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.skeleton,
});

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  textAlign: 'center',
});

export const errorText = style({ color: vars.color.danger, fontWeight: vars.font.weightMedium });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});

export const range = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const pagination = style({
  flex: '1 1 240px',
  display: 'flex',
  justifyContent: 'flex-end',
  minWidth: 0,
});

export const cards = style({
  position: 'relative',
  boxSizing: 'border-box',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  width: '100%',
  boxSizing: 'border-box',
  padding: vars.space.sm,
});

export const cardInner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  selectors: {
    '[data-selected] > &': {
      borderColor: vars.color.primary,
      backgroundColor: `color-mix(in srgb, ${vars.color.primary} 10%, ${vars.color.surface})`,
    },
  },
});

export const cardHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const cardFields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(90px, 40%) 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const cardLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  alignSelf: 'center',
});

export const cardValue = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const cardValueEnd = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export { visuallyHidden as srOnly } from '../internal/shared.css';

export const cardField = style({ display: 'contents' });

export const cardToggle = style({ marginInlineStart: 'auto' });

/** Holds the date range's place while its code loads. */
export const datePlaceholder = style({ display: 'block', minWidth: 280, minHeight: 38 });
