import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Amounts, quantities, percents: digits of equal width so that a column of them lines up. */
export const number = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** Free text keeps its line breaks and wraps long words rather than overflowing its cell. */
export const text = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

/** Codes, phones, days and times stay on one line. */
export const nowrap = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

/** A lookup's name after its code. */
export const lookupName = style({ color: vars.color.textMuted });
