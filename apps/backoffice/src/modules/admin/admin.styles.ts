import type { CSSProperties } from 'react';
import { vars } from '@sen/ui';

export const code: CSSProperties = { fontFamily: vars.font.familyMono };

export const on: CSSProperties = { color: vars.color.success, fontWeight: vars.font.weightMedium };
export const muted: CSSProperties = { color: vars.color.textMuted };
