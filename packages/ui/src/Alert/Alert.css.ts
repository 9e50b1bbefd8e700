import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  border: '1px solid',
  borderInlineStartWidth: 4,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});

const toneColor = {
  info: vars.color.info,
  success: vars.color.success,
  warning: vars.color.warning,
  danger: vars.color.danger,
};

export const tone = styleVariants(toneColor, (color) => ({
  borderColor: color,
  backgroundColor: `color-mix(in srgb, ${color} 8%, ${vars.color.surface})`,
}));

export const icon = styleVariants(toneColor, (color) => ({
  display: 'inline-flex',
  flexShrink: 0,
  marginTop: 2,
  color,
}));

export const content = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const title = style({ fontWeight: vars.font.weightSemibold });

export const action = style({ flexShrink: 0, alignSelf: 'center' });
