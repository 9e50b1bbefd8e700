import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const segments = style({
  display: 'flex',
  alignItems: 'center',
  flex: 1,
  minWidth: 0,
  // Block padding only: as a field's control (DateInput, TimePicker) the control's inline padding must stay, and
  // which of two classes of the same weight wins depends on the order the app's bundle emits them.
  paddingBlock: vars.space.sm,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const segment = style({
  paddingInline: 1,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-focused]': { backgroundColor: vars.color.primarySolid, color: vars.color.primaryContrast },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const literal = style({ color: vars.color.textMuted, paddingInline: 1 });
