import { describe, expect, it } from 'vitest';
import { nameInitials } from './initials.js';

describe('nameInitials', () => {
  it('takes the family name (first word) and the given name (last word)', () => {
    expect(nameInitials('Trần Thị Mai')).toBe('TM');
    expect(nameInitials('Nguyễn Văn An')).toBe('NA');
    expect(nameInitials('Lê Hoàng Bảo Ngọc')).toBe('LN');
    expect(nameInitials('Phạm Hùng')).toBe('PH');
  });

  it('keeps Vietnamese letters and diacritics, upper-cased', () => {
    expect(nameInitials('đỗ ánh')).toBe('ĐÁ');
    expect(nameInitials('Ông Ích Khiêm')).toBe('ÔK');
    // Decomposed input (NFD) gives the same composed letters.
    expect(nameInitials('Đỗ Ánh'.normalize('NFD'))).toBe('ĐÁ');
  });

  it('gives one letter for one word and nothing for an empty name', () => {
    expect(nameInitials('Mai')).toBe('M');
    expect(nameInitials('   ')).toBe('');
    expect(nameInitials('')).toBe('');
    expect(nameInitials(null)).toBe('');
    expect(nameInitials(undefined)).toBe('');
  });

  it('ignores extra spaces and words without letters', () => {
    expect(nameInitials('  Trần   Thị  Mai  ')).toBe('TM');
    expect(nameInitials('Trần Mai (2)')).toBe('TM');
    expect(nameInitials('"Bé" Na')).toBe('BN');
  });

  it('applies the same first + last rule to Western names', () => {
    expect(nameInitials('John Smith')).toBe('JS');
  });
});
