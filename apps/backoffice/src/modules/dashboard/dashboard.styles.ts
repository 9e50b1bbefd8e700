import type { CSSProperties } from 'react';
import { vars } from '@sen/ui';

export const page: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
};

export const header: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
};

export const headerText: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
};

export const headerActions: CSSProperties = { display: 'flex', alignItems: 'center', gap: vars.space.sm };

export const grid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(175px, 1fr))',
  gap: vars.space.md,
};

/** Cards side by side, one under another when narrow. */
export const columns: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
};

/** The four lists: in one row on a wide screen, two by two at 1024 px. */
export const lists: CSSProperties = {
  ...columns,
  gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
};

export const subtitle: CSSProperties = {
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
};

export const muted: CSSProperties = { color: vars.color.textMuted, fontSize: vars.fontSize.sm };

/** A stat card that is a link: the whole card goes to the figure's list. */
export const cardLink: CSSProperties = {
  display: 'block',
  height: '100%',
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.lg,
};

export const list: CSSProperties = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
};

export const row: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'baseline',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
};

/** A name wraps (long service names) rather than being cut. */
export const rowName: CSSProperties = { minWidth: 0, overflowWrap: 'anywhere' };

export const amount: CSSProperties = {
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weightSemibold,
  whiteSpace: 'nowrap',
};

/** A bar under a row showing its share of the largest. */
export const bar: CSSProperties = {
  gridColumn: '1 / -1',
  height: 6,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceHover,
  overflow: 'hidden',
};

export const barFill = (share: number): CSSProperties => ({
  display: 'block',
  height: '100%',
  width: `${Math.max(0, Math.min(1, share)) * 100}%`,
  background: vars.color.primary,
  borderRadius: vars.radius.full,
});

export const chips: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: vars.space.sm };

export const chip: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  textDecoration: 'none',
};

export const cardFooter: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  marginTop: vars.space.md,
  fontSize: vars.fontSize.sm,
};

export const errorRow: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
};

/** The trend as a table for screen readers (the chart draws it). */
export const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
