import type { CSSProperties } from 'react';
import { vars } from '@sen/ui';

export const requiredMark: CSSProperties = { color: vars.color.danger };

export const code: CSSProperties = { fontFamily: vars.font.familyMono };

export const rowActions: CSSProperties = { display: 'flex', gap: 4 };

export const toolbarActions: CSSProperties = { display: 'flex', gap: 8, marginInlineStart: 'auto' };

export const formFields: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 12 };
