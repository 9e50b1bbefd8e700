import type { CSSProperties } from 'react';
import { vars } from '@sen/ui';

export const page: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 16 };

export const toolbar: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 8,
};

export const toolbarEnd: CSSProperties = { display: 'flex', gap: 8, marginInlineStart: 'auto' };

export const section: CSSProperties = {
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: 16,
  margin: 0,
  background: vars.color.surface,
};

export const sectionTitle: CSSProperties = {
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weightSemibold,
  padding: '0 4px',
};

export const grid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: 12,
  alignItems: 'start',
};

export const wide: CSSProperties = { gridColumn: '1 / -1' };

export const requiredMark: CSSProperties = { color: vars.color.danger };

export const hint: CSSProperties = { color: vars.color.textMuted, fontSize: vars.fontSize.sm };

export const linesTable: CSSProperties = { width: '100%', borderCollapse: 'collapse' };
/** The lines table's frame: it scrolls sideways when the lines have more columns than the page has room for. */
export const linesScroll: CSSProperties = { overflowX: 'auto', maxWidth: '100%' };

export const linesCell: CSSProperties = {
  padding: '4px 6px',
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
};

export const linesHead: CSSProperties = {
  ...linesCell,
  textAlign: 'start',
  fontWeight: vars.font.weightSemibold,
  whiteSpace: 'nowrap',
};

export const numberCell: CSSProperties = { textAlign: 'end', fontVariantNumeric: 'tabular-nums' };

export const lineActions: CSSProperties = { display: 'flex', gap: 2, whiteSpace: 'nowrap' };

export const alert: CSSProperties = {
  padding: '8px 12px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.warning}`,
  background: vars.color.surface,
};

/** The "changed by someone else" alert: its message, then the Reload button. */
export const changed: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  flexWrap: 'wrap',
};

export const viewList: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: '8px 16px',
  margin: 0,
};

export const viewTerm: CSSProperties = { color: vars.color.textMuted, fontSize: vars.fontSize.sm };

export const viewValue: CSSProperties = { margin: 0, minHeight: '1.4em', overflowWrap: 'anywhere' };

export const stamps: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 16,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
};
