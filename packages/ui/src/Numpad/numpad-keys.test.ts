import { describe, expect, it } from 'vitest';
import { pressNumpad } from './numpad-keys';

describe('the numpad', () => {
  it('appends digits, adds three zeros, drops the last digit and clears', () => {
    let value: number | null = null;
    for (const key of ['1', '5', '000'] as const) value = pressNumpad(value, key);
    expect(value).toBe(15_000);
    expect(pressNumpad(value, 'back')).toBe(1_500);
    expect(pressNumpad(7, 'back')).toBeNull();
    expect(pressNumpad(null, 'back')).toBeNull();
    expect(pressNumpad(123, 'clear')).toBeNull();
    expect(pressNumpad(null, '0')).toBe(0);
  });

  it('leaves the number as it was when a key would pass the largest allowed', () => {
    expect(pressNumpad(99, '9', 100)).toBe(99);
    expect(pressNumpad(10, '0', 100)).toBe(100);
    expect(pressNumpad(5, '000', 1000)).toBe(5);
  });
});
