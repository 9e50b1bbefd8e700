import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const region = style({
  position: 'fixed',
  top: vars.space.lg,
  insetInlineEnd: vars.space.lg,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'min(380px, calc(100vw - 32px))',
  margin: 0,
  padding: 0,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '4px' },
  },
});

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: 4,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

const kindColor = {
  info: vars.color.info,
  warning: vars.color.warning,
  success: vars.color.success,
  failure: vars.color.danger,
  error: vars.color.danger,
};

export const kind = styleVariants(kindColor, (color) => ({ borderInlineStartColor: color }));

export const icon = styleVariants(kindColor, (color) => ({
  display: 'inline-flex',
  flexShrink: 0,
  marginTop: 2,
  color,
}));

export const content = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 });

export const title = style({ fontWeight: vars.font.weightSemibold, fontSize: vars.fontSize.md });

export const message = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 26,
  height: 26,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceHover, color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}` },
  },
});
