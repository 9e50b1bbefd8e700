import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@sen/ui';

export const board = style({ display: 'grid', gap: vars.space.md });
export const heading = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });
export const title = style({ margin: 0, fontSize: vars.fontSize.xl });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const counts = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', marginLeft: 'auto' });
export const group = style({ display: 'grid', gap: vars.space.sm });
export const groupTitle = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.textMuted });
export const tiles = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
});

const tileBase = style({
  width: '100%',
  minHeight: 104,
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xxs,
  textAlign: 'left',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  boxShadow: vars.shadow.sm,
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

/** A place's tile, its edge coloured by its state. */
export const tile = styleVariants({
  free: [tileBase, { borderColor: vars.color.success }],
  serving: [tileBase, { borderColor: vars.color.primary, background: vars.color.surfaceHover }],
  reserved: [tileBase, { borderColor: vars.color.warning }],
  cleaning: [tileBase, { borderColor: vars.color.warning, borderStyle: 'dashed' }],
  closed: [tileBase, { borderStyle: 'dashed' }],
});
export const tileName = style({ fontWeight: vars.font.weightSemibold, fontSize: vars.fontSize.md });
export const tileLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});
export const tileTotal = style({ fontWeight: vars.font.weightSemibold, color: vars.color.primaryText });
export const tileCustomer = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** The order's buttons: send or save, move, reprint. */
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
globalStyle(`${actions} > *`, { flex: '1 1 auto', minHeight: 44 });
export const sent = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const warning = style({
  margin: 0,
  paddingLeft: vars.space.sm,
  borderLeft: `3px solid ${vars.color.warning}`,
  fontSize: vars.fontSize.sm,
});

/** The move dialog: the lines that go, then where. */
export const moveLines = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.xs,
});
export const moveLine = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 44,
});
export const moveTargets = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))',
  maxHeight: 280,
  overflowY: 'auto',
});
