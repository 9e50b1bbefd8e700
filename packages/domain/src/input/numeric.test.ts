import { describe, expect, it } from 'vitest';
import {
  acceptNumericInput,
  commitNumericInput,
  groupTypedNumber,
  numberToRaw,
  parseNumber,
} from './numeric.js';

/** Types `text` one character at a time and returns what the input holds. */
const type = (text: string, options?: Parameters<typeof acceptNumericInput>[2], start = '') =>
  Array.from(text).reduce((prev, ch) => acceptNumericInput(prev, prev + ch, options), start);

describe('acceptNumericInput', () => {
  it('accepts digits and one decimal point only', () => {
    expect(acceptNumericInput('12', '12a')).toBe('12');
    expect(acceptNumericInput('12', '12.')).toBe('12.');
    expect(acceptNumericInput('12.5', '12.5.')).toBe('12.5');
    expect(acceptNumericInput('12', '-12')).toBe('12');
    expect(acceptNumericInput('', '.5')).toBe('0.5');
    expect(acceptNumericInput('12', '')).toBe('');
    expect(acceptNumericInput('', '1,234')).toBe('1234');
  });

  it('refuses a leading zero but allows 0 and 0.5', () => {
    expect(acceptNumericInput('0', '05')).toBe('0');
    expect(acceptNumericInput('', '0')).toBe('0');
    expect(type('0.5')).toBe('0.5');
    expect(type('05')).toBe('0');
    expect(acceptNumericInput('', '007')).toBe('');
  });

  it('caps the digits at 18 by default or maxDigits', () => {
    expect(type('1234567890123456789')).toBe('123456789012345678');
    expect(type('12345.678', { maxDigits: 6 })).toBe('12345.6');
  });

  it('limits decimals to the precision', () => {
    expect(type('1.2345', { precision: 2 })).toBe('1.23');
    expect(type('1.5', { precision: 0 })).toBe('15');
  });

  it('refuses values above max while typing', () => {
    expect(type('1500', { max: 1000 })).toBe('150');
    expect(type('1000', { max: 1000 })).toBe('1000');
    expect(type('99.99', { max: 99.9 })).toBe('99.9');
  });

  it('refuses values below min that further typing cannot raise', () => {
    expect(type('15', { min: 10, max: 20 })).toBe('15');
    expect(type('5', { min: 10, max: 20 })).toBe('');
    expect(type('0', { min: 1 })).toBe('');
    expect(acceptNumericInput('0.', '0.2', { min: 0.5 })).toBe('0.');
    expect(type('0.75', { min: 0.5 })).toBe('0.75');
    expect(acceptNumericInput('1', '1.', { min: 2, precision: 1 })).toBe('1');
  });
});

describe('groupTypedNumber / parseNumber', () => {
  it('groups the typed text with comma thousands as it stands', () => {
    expect(groupTypedNumber('1234567.5')).toBe('1,234,567.5');
    expect(groupTypedNumber('1234.')).toBe('1,234.');
    expect(groupTypedNumber('1234.50')).toBe('1,234.50');
    expect(groupTypedNumber('1,234')).toBe('1,234');
    expect(groupTypedNumber('999')).toBe('999');
    expect(groupTypedNumber('-1234')).toBe('-1,234');
    expect(groupTypedNumber('')).toBe('');
  });

  it('parses the display form back', () => {
    expect(parseNumber('1,234,567.5')).toBe(1234567.5);
    expect(parseNumber('0.5')).toBe(0.5);
    expect(parseNumber('12.')).toBe(12);
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('abc')).toBeNull();
  });

  it('writes numbers without exponent', () => {
    expect(numberToRaw(1e21)).toBe('1000000000000000000000');
    expect(numberToRaw(0.1 + 0.2, 2)).toBe('0.3');
    expect(numberToRaw(null)).toBe('');
  });
});

describe('commitNumericInput', () => {
  it('drops a trailing point and raises a value below min', () => {
    expect(commitNumericInput('12.')).toBe('12');
    expect(commitNumericInput('1', { min: 10 })).toBe('10');
    expect(commitNumericInput('')).toBe('');
    expect(commitNumericInput('12.5', { min: 10 })).toBe('12.5');
  });
});
