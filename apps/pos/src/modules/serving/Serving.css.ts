import { style } from '@vanilla-extract/css';
import { media, vars } from '@sen/ui';

export const screen = style({ display: 'grid', gap: vars.space.md });
export const heading = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });
export const title = style({ margin: 0, fontSize: vars.fontSize.xl });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const columns = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.md]: { gridTemplateColumns: '340px minmax(0, 1fr)' } },
});
export const panel = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const row = style({ display: 'flex', gap: vars.space.sm, alignItems: 'end', flexWrap: 'wrap' });
export const tickets = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid' });
export const ticket = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto auto',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 52,
  borderBottom: `1px solid ${vars.color.border}`,
});
