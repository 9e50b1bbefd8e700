import { globalStyle, style } from '@vanilla-extract/css';

export const numberKey = style({});

globalStyle(`${numberKey} input`, { fontVariantNumeric: 'tabular-nums' });
