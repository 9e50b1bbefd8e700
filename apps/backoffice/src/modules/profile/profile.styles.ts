import type { CSSProperties } from 'react';
import { vars } from '@sen/ui';

export const list: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'minmax(160px, max-content) 1fr',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
};

export const term: CSSProperties = { color: vars.color.textMuted, fontWeight: vars.font.weightMedium };
export const value: CSSProperties = { margin: 0, wordBreak: 'break-word' };
