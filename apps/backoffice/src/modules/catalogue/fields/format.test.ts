import { describe, expect, it } from 'vitest';
import { f } from '@sen/domain/resources';
import { formatFieldValue, formatStamp } from './format';

describe('formatFieldValue', () => {
  it('money with thousands separators, numbers with their precision, percents', () => {
    expect(formatFieldValue(f.money(['T', 'T']), 1234567, 'vi')).toBe('1,234,567');
    expect(formatFieldValue(f.money(['T', 'T']), '2500000', 'vi')).toBe('2,500,000');
    expect(formatFieldValue(f.number(['Q', 'Q'], { precision: 3 }), 1.5, 'vi')).toBe('1.5');
    expect(formatFieldValue(f.number(['Q', 'Q'], { precision: 3 }), 1234.125, 'vi')).toBe('1,234.125');
    expect(formatFieldValue(f.percent(['P', 'P']), 10, 'vi')).toBe('10');
    expect(formatFieldValue(f.money(['T', 'T']), null, 'vi')).toBe('');
  });

  it('dates DD/MM/YYYY (1900-01-01 empty), times HH:mm', () => {
    const date = f.date(['D', 'D']);
    expect(formatFieldValue(date, '2026-11-22', 'vi')).toBe('22/11/2026');
    expect(formatFieldValue(date, '2026-11-22T00:00:00.000Z', 'vi')).toBe('22/11/2026');
    expect(formatFieldValue(date, '1900-01-01', 'vi')).toBe('');
    expect(formatFieldValue(f.time(['H', 'H']), '7:05:09', 'vi')).toBe('07:05');
  });

  it('enum labels and booleans in the current language; lookups as their code', () => {
    const gender = f.enum(
      ['G', 'G'],
      [
        ['1', 'Nam', 'Male'],
        ['2', 'Nữ', 'Female'],
      ],
    );
    expect(formatFieldValue(gender, '2', 'vi')).toBe('Nữ');
    expect(formatFieldValue(gender, '2', 'en')).toBe('Female');
    expect(formatFieldValue(gender, '9', 'vi')).toBe('9');
    expect(formatFieldValue(f.boolean(['B', 'B']), true, 'vi')).toBe('Có');
    expect(formatFieldValue(f.boolean(['B', 'B']), false, 'en')).toBe('No');
    expect(formatFieldValue(f.lookup(['K', 'K'], 'partners'), 'KH01', 'vi')).toBe('KH01');
  });

  it('stamps as DD/MM/YYYY HH:mm in local time', () => {
    const at = new Date(2026, 10, 23, 9, 5).toISOString();
    expect(formatStamp(at)).toBe('23/11/2026 09:05');
    expect(formatStamp('')).toBe('');
  });
});
