import { style } from '@vanilla-extract/css';
import { vars } from '@sen/ui';

export const keys = style({
  listStyle: 'none',
  margin: 0,
  marginInlineStart: 'auto',
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  columnGap: vars.space.sm,
  rowGap: 2,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const key = style({ whiteSpace: 'nowrap' });

export const kbd = style({
  fontFamily: 'inherit',
  fontWeight: 600,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: 4,
  paddingInline: 4,
});
