/** How the posting rules read a voucher's stored values: text trimmed ('' when none), numbers (0 when none). */

/** A stored text, trimmed; '' for anything else. */
export const postedText = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A stored number (numeric columns may come as strings); 0 for anything not a finite number. */
export const postedNumber = (value: unknown): number => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
};
