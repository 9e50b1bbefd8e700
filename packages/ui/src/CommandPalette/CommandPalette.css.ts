import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/breakpoints';
import { item as popoverItem } from '../internal/popover.css';

/** The top-bar trigger: a search-field look with the Ctrl K hint; only the icon below 768 px. */
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 36,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.navBorder}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.navBackground,
  color: vars.color.navText,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  transition: 'background-color 120ms',
  selectors: {
    '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.navHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  '@media': { [media.md]: { minWidth: 200, paddingInline: vars.space.md } },
});

/** The label, after the icon. */
export const triggerText = style({ flex: 1, textAlign: 'start', color: vars.color.navTextMuted });

export const hotkey = style({
  display: 'none',
  paddingInline: vars.space.xs,
  border: `1px solid ${vars.color.navBorder}`,
  borderRadius: vars.radius.sm,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.xs,
  lineHeight: 1.6,
  color: vars.color.navTextMuted,
  '@media': { [media.md]: { display: 'inline' } },
});

export const modal = style({ maxWidth: 640 });

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  outline: 'none',
  maxHeight: 'inherit',
});

export const field = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingInline: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});

export const fieldIcon = style({ flexShrink: 0 });

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: 52,
  border: 0,
  padding: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.lg,
  outline: 'none',
  selectors: { '&::placeholder': { color: vars.color.textMuted, opacity: 1 } },
});

export const results = style({
  maxHeight: 'min(420px, 60vh)',
  overflowY: 'auto',
  padding: vars.space.sm,
  outline: 'none',
});

export const section = style({
  selectors: { '& + &': { marginTop: vars.space.sm } },
});

export const sectionHeader = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.font.weightSemibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});

export const item = style([popoverItem, { minHeight: 44 }]);

export const itemText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });

export const itemTitle = style({ fontWeight: vars.font.weightMedium });

export const itemMeta = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const itemPath = style({ fontFamily: vars.font.familyMono });

export const empty = style({
  padding: `${vars.space.xl} ${vars.space.lg}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});
