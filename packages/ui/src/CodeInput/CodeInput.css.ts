import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const code = style({});

globalStyle(`${code} input`, { fontFamily: vars.font.familyMono, letterSpacing: '0.02em' });
