import type { CSSProperties } from 'react';
import { vars } from '@sen/ui';

/** Inline styles of the layouts, on the theme contract's variables. */
export const pageHeader: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
};

export const pageTitle: CSSProperties = {
  margin: 0,
  paddingRight: vars.space.md,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.font.weightSemibold,
  color: vars.color.text,
  borderRight: `1px solid ${vars.color.border}`,
};

export const content: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  minWidth: 0,
};

/** The content of a page without page scroll: the main area's height, its page scrolling inside itself. */
export const contentFill: CSSProperties = { ...content, flex: 1, minHeight: 0 };

export const topBarEnd: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
};

/** The branch picker shrinks with the bar (its value ends in '…'); its name is 'Đơn vị' for screen readers. */
export const branchPicker: CSSProperties = { width: 'clamp(96px, 28vw, 260px)' };

export const cashierShell: CSSProperties = {
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
  color: vars.color.text,
};

export const cashierBar: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.navBackground,
  color: vars.color.navText,
  borderBottom: `1px solid ${vars.color.navBorder}`,
};

export const cashierTitle: CSSProperties = {
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weightSemibold,
  flex: 1,
};

export const cashierBrand: CSSProperties = { fontWeight: vars.font.weightBold };

export const cashierMain: CSSProperties = { flex: 1, padding: vars.space.lg };
