import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@sen/ui';

/**
 * The booking calendar on the kit's theme: the widget's own variables read the theme contract (light, dark and
 * semi-dark alike), entries are tinted by their status's tone over the surface (the text keeps its contrast), and
 * the calendar fills the page below its toolbar, scrolling inside (the page itself never scrolls).
 */
export const host = style({
  flex: 1,
  minHeight: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  backgroundColor: vars.color.surface,
});

const mix = (color: string, percent: number) =>
  `color-mix(in srgb, ${color} ${percent}%, ${vars.color.surface})`;

globalStyle(`${host} .ec`, {
  vars: {
    '--ec-bg-color': vars.color.surface,
    '--ec-text-color': vars.color.text,
    '--ec-border-color': vars.color.border,
    '--ec-color-400': vars.color.borderStrong,
    '--ec-color-300': vars.color.border,
    '--ec-color-200': vars.color.surfaceHover,
    '--ec-color-100': vars.color.surfaceHover,
    '--ec-color-50': vars.color.surfaceRaised,
    '--ec-today-bg-color': mix(vars.color.primary, 5),
    '--ec-highlight-color': mix(vars.color.info, 8),
    '--ec-event-bg-color': mix(vars.color.primary, 14),
    '--ec-event-text-color': vars.color.text,
    '--ec-now-indicator-color': vars.color.danger,
    '--ec-popup-bg-color': vars.color.surfaceRaised,
  },
  colorScheme: 'inherit',
  flex: 1,
  minHeight: 0,
  height: '100%',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

// The widget's toolbar is the page's own (kit buttons, Vietnamese labels).
globalStyle(`${host} .ec-toolbar`, { display: 'none' });

globalStyle(`${host} .ec-col-head, ${host} .ec-row-head`, {
  fontWeight: vars.font.weightSemibold,
  overflowWrap: 'break-word',
});

globalStyle(`${host} .ec-event`, {
  borderInlineStart: `3px solid ${vars.color.primary}`,
  borderRadius: vars.radius.sm,
  boxShadow: `0 0 0 1px ${vars.color.border}`,
  padding: '2px 4px',
  overflow: 'hidden',
});

// The entries are not `content-visibility: auto`: a wide view draws those of the columns in view only (columnWatch.ts),
// nearly all of them on screen, and as ones that may be skipped every one was laid out twice in the view's first frame
// (skipped, then found on screen: the calendar restyled and laid out again).

// The entries of a day's hours are placed out of the grid's flow, each in its column's area at its own top and
// height (the widget's, set on each): in the flow every one of them was a grid item of the whole calendar's grid
// (the entries' layer is a subgrid), so moving the one dragged, or drawing them, laid out every column and heading
// again. Where they are drawn is the same (each in its column: the widget names the column's first line, the area
// spans one).
globalStyle(`${host} .ec-time-grid .ec-body .ec-events`, { position: 'relative' });
globalStyle(`${host} .ec-time-grid .ec-body .ec-event`, {
  position: 'absolute',
  gridColumnEnd: 'span 1 !important',
});

// While an entry is dragged or resized the widget marks its root (CalendarPage's `theme` names the marks): the mark
// draws a clear layer over the page (the root's own pseudo-element, nothing inside it) with the interaction's cursor,
// so the cursor is the same wherever the pointer goes. The widget follows the pointer on the window and finds the slot
// under it through every layer (`elementsFromPoint`), so the layer hides nothing from it.
// The cursor is never set on the root, nor on nodes inside it by a rule that names the root's mark: the widget's own
// marks set it on every node inside (`.ec-dragging *`), which restyled the whole calendar (some 1,900 nodes) in the
// drag's first frame; the cursor set on the root alone is inherited by every node inside, which restyled some 730 of
// them; and a rule such as `.sen-dragging .ec-preview .sen-entry` restyled every entry (some 900 nodes) to find the
// one it matches. The layer restyles the root alone.
const interactions = {
  'sen-dragging': 'pointer',
  'sen-resizing-y': 'ns-resize',
  'sen-resizing-x': 'ew-resize',
  'sen-not-allowed': 'not-allowed',
} as const;
for (const [mark, cursor] of Object.entries(interactions))
  globalStyle(`${host} .${mark}::after`, {
    content: '""',
    position: 'fixed',
    inset: 0,
    zIndex: 100,
    cursor,
  });

globalStyle(`${host} .ec-event:focus-within`, {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: 1,
  zIndex: 3,
});

const tones = {
  neutral: vars.color.textMuted,
  info: vars.color.info,
  success: vars.color.success,
  warning: vars.color.warning,
  danger: vars.color.danger,
} as const;

for (const [tone, color] of Object.entries(tones))
  globalStyle(`${host} .ec-event.sen-tone-${tone}`, {
    backgroundColor: mix(color, tone === 'neutral' ? 10 : 16),
    borderInlineStartColor: color,
  });

/**
 * A booking request from the client portal (5, 'Chờ xác nhận') has its own colour: the primary tint with a dashed
 * edge, so the desk sees at a glance what waits to be accepted.
 */
globalStyle(`${host} .ec-event.sen-status-5`, {
  backgroundColor: mix(vars.color.primary, 14),
  borderInlineStartColor: vars.color.primary,
  outline: `1px dashed ${vars.color.primary}`,
  outlineOffset: -1,
});

/** A cancelled entry is struck through (its neutral tint already draws it back). */
globalStyle(`${host} .ec-event.sen-status-9 .sen-entry > span::first-line`, {
  textDecoration: 'line-through',
});

globalStyle(`${host} .sen-entry`, {
  display: 'flex',
  alignItems: 'flex-start',
  minWidth: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.textMuted,
  font: 'inherit',
  lineHeight: 1.3,
  textAlign: 'start',
  overflow: 'hidden',
  cursor: 'pointer',
});
globalStyle(`${host} .sen-entry > span`, {
  display: 'block',
  minWidth: 0,
  width: '100%',
  whiteSpace: 'pre',
  textOverflow: 'ellipsis',
  overflow: 'hidden',
});
globalStyle(`${host} .sen-entry > span::first-line`, {
  color: vars.color.text,
  fontWeight: vars.font.weightSemibold,
});
globalStyle(`${host} .sen-entry:focus-visible`, { outline: 'none' });
// A month's entries are one line each: the customer, then the time.
globalStyle(`${host} .ec-day-grid .sen-entry > span`, { whiteSpace: 'nowrap' });
