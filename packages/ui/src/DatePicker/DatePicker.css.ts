import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { iconButton } from '../internal/field.css';

/** The calendar button inside the field. The calendar itself is styled in `Calendar/Calendar.css`. */
export const trigger = iconButton;

export const rangeDash = style({ color: vars.color.textMuted, paddingInline: vars.space.xs });

export const dialog = style({ outline: 'none', padding: vars.space.xs });
