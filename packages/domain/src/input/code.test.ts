import { describe, expect, it } from 'vitest';
import { sanitizeCode } from './code.js';
import { NUMBER_KEY_MAX_LENGTH, sanitizeNumberKey } from './numberKey.js';
import { phoneError } from './phone.js';

describe('sanitizeCode', () => {
  it('keeps letters and digits, upper-cased', () => {
    expect(sanitizeCode('ab-12c')).toBe('AB12C');
    expect(sanitizeCode(' kh_001 / x ')).toBe('KH001X');
    expect(sanitizeCode('đơn01')).toBe('N01');
    expect(sanitizeCode('')).toBe('');
  });
});

describe('sanitizeNumberKey', () => {
  it('stops at 20 characters', () => {
    expect(NUMBER_KEY_MAX_LENGTH).toBe(20);
    expect(sanitizeNumberKey('123456789012345678901234')).toBe('12345678901234567890');
    expect(sanitizeNumberKey('PX-0001')).toBe('PX-0001');
  });
});

describe('phoneError', () => {
  it('reuses the phone rules and message', () => {
    expect(phoneError('090123456')).toBe('Số điện thoại không hợp lệ');
    expect(phoneError('090 123 4567')).toBeNull();
    expect(phoneError('0901234567890123')).toBe('Số điện thoại không hợp lệ');
    expect(phoneError('')).toBeNull();
    expect(phoneError(null)).toBeNull();
  });
});
