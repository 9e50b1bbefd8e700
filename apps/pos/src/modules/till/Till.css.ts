import { style } from '@vanilla-extract/css';
import { media, vars } from '@sen/ui';

export const page = style({ maxWidth: 1200, margin: '0 auto', display: 'grid', gap: vars.space.lg });
export const facts = style({ display: 'flex', gap: vars.space.xl, flexWrap: 'wrap', margin: 0 });
export const grid = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [media.xl]: { gridTemplateColumns: 'repeat(4, 1fr)' },
  },
});
export const tile = style({ display: 'block', textDecoration: 'none', color: 'inherit' });
export const register = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': { [media.md]: { gridTemplateColumns: '2fr 1fr' } },
});
export const total = style({ fontWeight: 600 });
