import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const board = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const lane = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
});

export const laneTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weightSemibold,
});

/** The columns side by side; narrower than their minimum, the lane scrolls sideways (never the page). */
export const columns = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(208px, 1fr)',
  gap: vars.space.md,
  overflowX: 'auto',
  paddingBottom: vars.space.xs,
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.background,
});

export const columnTitle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weightSemibold,
});

export const count = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
});

export const cards = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'grid',
  gap: vars.space.xs,
  minWidth: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weightSemibold,
  overflowWrap: 'anywhere',
});

export const subtitle = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  marginTop: vars.space.xs,
});

export const emptyColumn = style({
  margin: 0,
  padding: `${vars.space.sm} 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const status = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xxl });
