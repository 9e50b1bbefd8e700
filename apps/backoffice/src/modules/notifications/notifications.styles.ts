import type { CSSProperties } from 'react';
import { vars } from '@sen/ui';

/** Inline styles of the notification list, bell popover and page, on the theme contract's variables. */
export const list: CSSProperties = { listStyle: 'none', margin: 0, padding: 0, display: 'grid' };

export const item: CSSProperties = {
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
};

export const itemButton: CSSProperties = {
  flex: 1,
  minWidth: 0,
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  margin: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
};

export const title = (unread: boolean): CSSProperties => ({
  fontWeight: unread ? vars.font.weightSemibold : vars.font.weightRegular,
  overflowWrap: 'anywhere',
});

export const body: CSSProperties = {
  color: vars.color.text,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
};

export const meta: CSSProperties = { color: vars.color.textMuted, fontSize: vars.fontSize.sm };

export const dot: CSSProperties = {
  flex: 'none',
  width: 8,
  height: 8,
  marginTop: 12,
  borderRadius: vars.radius.full,
  background: vars.color.primary,
};

export const dotSpacer: CSSProperties = { ...dot, background: 'transparent' };

export const popoverBody: CSSProperties = {
  display: 'grid',
  gap: vars.space.sm,
  width: 'min(360px, 85vw)',
  maxHeight: '60vh',
  overflowY: 'auto',
};

export const actions: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
};

export const page: CSSProperties = { display: 'grid', gap: vars.space.lg, alignItems: 'start' };

export const form: CSSProperties = { maxWidth: 720, width: '100%' };

export const muted: CSSProperties = { color: vars.color.textMuted, margin: 0 };

export const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
