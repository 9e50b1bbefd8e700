import { globalStyle, style } from '@vanilla-extract/css';

export const phone = style({});

globalStyle(`${phone} input`, { fontVariantNumeric: 'tabular-nums' });
