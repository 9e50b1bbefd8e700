import type { CSSProperties } from 'react';
import { vars } from '@sen/ui';

export const groups: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(360px, 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
};

export const table: CSSProperties = { width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm };

export const caption: CSSProperties = {
  textAlign: 'left',
  fontWeight: vars.font.weightSemibold,
  fontSize: vars.fontSize.md,
  paddingBottom: vars.space.sm,
};

export const cell: CSSProperties = {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
  wordBreak: 'break-word',
  fontWeight: vars.font.weightRegular,
};

export const headCell: CSSProperties = {
  ...cell,
  color: vars.color.textMuted,
  fontWeight: vars.font.weightMedium,
};

export const code: CSSProperties = { fontFamily: vars.font.familyMono };

export const on: CSSProperties = { color: vars.color.success, fontWeight: vars.font.weightMedium };
export const muted: CSSProperties = { color: vars.color.textMuted };
