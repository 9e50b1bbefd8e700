import { style } from '@vanilla-extract/css';
import { vars } from '@sen/ui';

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });
export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.navBackground,
  color: vars.color.navText,
  flexWrap: 'wrap',
});
export const brand = style({ fontSize: vars.fontSize.lg });
/** The branch picker keeps its width; the shift's text gives way first. */
export const branch = style({ flexShrink: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
/** A cashier of one branch: its name under the label, where the picker would be. */
export const branchLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.font.weightMedium });
export const branchName = style({ fontWeight: vars.font.weightSemibold });
export const spacer = style({ flex: 1 });
export const main = style({ flex: 1, padding: vars.space.lg, background: vars.color.background });
