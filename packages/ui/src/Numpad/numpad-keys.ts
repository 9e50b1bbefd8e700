/** The keys of a numpad: digits, three zeros at once (amounts in đồng), one back, and clear. */
export type NumpadKey = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '000' | 'back' | 'clear';

/** The largest number a numpad builds (beyond it a key does nothing): 999,999,999,999. */
export const NUMPAD_MAX = 999_999_999_999;

/**
 * A whole number after a key: digits are appended, '000' multiplies by a thousand, 'back' drops the last digit
 * (nothing left: null), 'clear' empties. A key that would pass `max` leaves the number as it was.
 */
export const pressNumpad = (value: number | null, key: NumpadKey, max = NUMPAD_MAX): number | null => {
  if (key === 'clear') return null;
  const current = value === null ? 0 : Math.trunc(Math.abs(value));
  if (key === 'back') {
    const next = Math.floor(current / 10);
    return next === 0 ? null : next;
  }
  const next = key === '000' ? current * 1000 : current * 10 + Number(key);
  return next > max ? value : next;
};
