import { globalStyle, style } from '@vanilla-extract/css';

export const numeric = style({});

globalStyle(`${numeric} input`, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
