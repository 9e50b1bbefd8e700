import type { CSSProperties } from 'react';
import { vars } from '@sen/ui';

/** Inline styles of the system screens, on the theme contract's variables. */
export const page: CSSProperties = { display: 'grid', gap: vars.space.md };

export const muted: CSSProperties = { color: vars.color.textMuted };

export const code: CSSProperties = { fontFamily: vars.font.familyMono, wordBreak: 'break-all' };

export const filters: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
};

export const filterField: CSSProperties = { minWidth: 160, maxWidth: 220 };

export const actions: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: vars.space.sm };

export const detail: CSSProperties = { display: 'grid', gap: vars.space.sm, padding: vars.space.sm };

export const diffTable: CSSProperties = {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
};

export const diffHead: CSSProperties = {
  textAlign: 'left',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  fontWeight: vars.font.weightSemibold,
};

export const diffCell: CSSProperties = {
  textAlign: 'left',
  verticalAlign: 'top',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.familyMono,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
};

/** The value before a change (the kind column says it in words too). */
export const removed: CSSProperties = { ...diffCell, color: vars.color.danger };

/** The value after a change. */
export const added: CSSProperties = {
  ...diffCell,
  color: vars.color.success,
  fontWeight: vars.font.weightMedium,
};

export const result: CSSProperties = {
  fontFamily: vars.font.familyMono,
  wordBreak: 'break-all',
  whiteSpace: 'pre-wrap',
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceHover,
  margin: 0,
};
