import { style } from '@vanilla-extract/css';

export const time = style({ maxWidth: 160 });
