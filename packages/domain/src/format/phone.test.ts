import { describe, expect, it } from 'vitest';
import { isValidPhone, maskPhone, normalizePhone } from './phone.js';

describe('phone rules', () => {
  it('strips non-digits', () => {
    expect(normalizePhone('(090) 123-4567')).toBe('0901234567');
  });
  it('accepts 10 to 15 digits only', () => {
    expect(isValidPhone('090123456')).toBe(false);
    expect(isValidPhone('0901234567')).toBe(true);
    expect(isValidPhone('+84 90 123 4567 123')).toBe(true);
    expect(isValidPhone('0901234567890123')).toBe(false);
  });
  it('masks all but the first and last 4 digits', () => {
    expect(maskPhone('0901234567')).toBe('0901**4567');
    expect(maskPhone('090-123-456-789')).toBe('0901****6789');
  });
});
