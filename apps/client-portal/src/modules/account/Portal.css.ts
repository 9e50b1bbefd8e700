import { style } from '@vanilla-extract/css';
import { media, vars } from '@sen/ui';

export const shell = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
});
export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.primary,
  color: vars.color.primaryContrast,
});
export const spacer = style({ flex: 1 });
export const tabs = style({
  display: 'flex',
  gap: vars.space.lg,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
/** A tab: the current page's is underlined in the primary colour (TanStack Router marks it `data-status`). */
export const tab = style({
  paddingBlock: vars.space.xs,
  borderBottom: '2px solid transparent',
  color: vars.color.textMuted,
  fontWeight: vars.font.weightMedium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[data-status="active"]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
export const main = style({
  flex: 1,
  padding: vars.space.md,
  width: '100%',
  maxWidth: 720,
  margin: '0 auto',
  '@media': { [media.md]: { padding: vars.space.xl } },
});
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
});
