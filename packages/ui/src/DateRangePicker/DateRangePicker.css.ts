import { style } from '@vanilla-extract/css';

export const range = style({ minWidth: 280 });
