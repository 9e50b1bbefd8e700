import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { primarySoft } from './shared.css';

export const popover = style({
  minWidth: 'var(--trigger-width, 180px)',
  maxWidth: 'min(420px, calc(100vw - 16px))',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  overflow: 'auto',
  zIndex: vars.zIndex.popover,
});

/** Listbox of a Select: the spec caps dropdown option lists at 260 px. */
export const listBox = style({
  maxHeight: 260,
  overflowY: 'auto',
  outline: 'none',
});

export const menu = style({
  outline: 'none',
  maxHeight: 'inherit',
  overflowY: 'auto',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 34,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-hovered], &[data-focused]': { backgroundColor: vars.color.surfaceHover },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
    // Body text, not primaryText: on the tint over the raised surface primaryText misses AA in the dark theme.
    '&[data-selected], &[data-active]': { backgroundColor: primarySoft, color: vars.color.text },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
    '&[data-open]': { backgroundColor: vars.color.surfaceHover },
  },
});

export const itemLabel = style({ flex: 1, minWidth: 0 });

export const itemEnd = style({
  marginInlineStart: 'auto',
  display: 'inline-flex',
  color: vars.color.textMuted,
});

export const separator = style({
  height: 1,
  margin: `${vars.space.xs} 0`,
  border: 0,
  backgroundColor: vars.color.border,
});

export const selectButton = style({
  cursor: 'pointer',
  textAlign: 'start',
  justifyContent: 'space-between',
  font: 'inherit',
});

export const selectValue = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});
