import { describe, expect, it } from 'vitest';
import { f } from '../resources/fields.js';
import { genders } from '../resources/options.js';
import { errorMessage } from '../i18n/errors.js';
import {
  fieldFormatters,
  formatBoolean,
  formatDate,
  formatDateTime,
  formatEnum,
  formatFieldValue,
  formatFileSize,
  formatGender,
  formatLookup,
  formatMoney,
  formatNumber,
  formatPercent,
  formatTime,
} from './index.js';
import { fieldTypes } from '../resources/fields.js';

const saigon = { timeZone: 'Asia/Ho_Chi_Minh' };

describe('dates and times', () => {
  it('shows a stored day as DD/MM/YYYY, as written (no time zone shift)', () => {
    expect(formatDate('2026-11-22')).toBe('22/11/2026');
    expect(formatDate('2026-01-05T23:30:00')).toBe('05/01/2026');
    expect(formatDate('2026-11-22T00:00:00.000Z')).toBe('22/11/2026');
  });

  it('gives nothing for empty and impossible days', () => {
    for (const value of [
      null,
      undefined,
      '',
      '   ',
      '1900-01-01',
      '0001-01-01T00:00:00',
      '2026-02-30',
      'abc',
    ])
      expect(formatDate(value)).toBe('');
  });

  it("shows a Date's day in the time zone", () => {
    const instant = new Date('2026-11-22T18:30:00Z'); // 01:30 on the 23rd in Saigon (UTC+7)
    expect(formatDate(instant, saigon)).toBe('23/11/2026');
    expect(formatDate(instant, { timeZone: 'UTC' })).toBe('22/11/2026');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });

  it('shows times of day as 24-hour HH:mm', () => {
    expect(formatTime('07:05')).toBe('07:05');
    expect(formatTime('7:5')).toBe('07:05');
    expect(formatTime('19:30:45')).toBe('19:30');
    expect(formatTime('2026-11-22T23:59:00')).toBe('23:59');
    expect(formatTime(new Date('2026-11-22T13:05:00Z'), saigon)).toBe('20:05');
    expect(formatTime('24:00')).toBe('');
    expect(formatTime('')).toBe('');
    expect(formatTime(null)).toBe('');
  });

  it("shows instants as 'DD/MM/YYYY HH:mm' in the time zone, seconds when asked", () => {
    expect(formatDateTime('2026-11-22T02:05:09Z', saigon)).toBe('22/11/2026 09:05');
    expect(formatDateTime('2026-11-22T17:05:09Z', saigon)).toBe('23/11/2026 00:05');
    expect(formatDateTime('2026-11-22T02:05:09Z', { ...saigon, seconds: true })).toBe('22/11/2026 09:05:09');
    expect(formatDateTime(new Date('2026-01-02T03:04:05Z'), { timeZone: 'UTC' })).toBe('02/01/2026 03:04');
    // A bare day is a day; empty and unreadable give nothing.
    expect(formatDateTime('2026-11-22')).toBe('22/11/2026');
    expect(formatDateTime('1900-01-01T00:00:00')).toBe('');
    expect(formatDateTime('not a time')).toBe('');
    expect(formatDateTime(null)).toBe('');
  });

  it("uses the business's zone (Vietnam) by default, not the runtime's", () => {
    // 09:05:07 in New York is 21:05:07 in Hà Nội; the runtime's own zone does not matter.
    const instant = new Date('2026-11-23T14:05:07Z');
    expect(formatDateTime(instant)).toBe('23/11/2026 21:05');
    expect(formatDateTime(instant.toISOString(), { seconds: true })).toBe('23/11/2026 21:05:07');
    expect(formatDateTime('2026-11-22T17:05:09Z')).toBe('23/11/2026 00:05');
  });
});

describe('numbers', () => {
  it('groups thousands with commas and keeps up to the precision', () => {
    expect(formatNumber(1234567.5)).toBe('1,234,567.5');
    expect(formatNumber(9_600_000)).toBe('9,600,000');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(-1234)).toBe('-1,234');
    expect(formatNumber(1234.5678, 2)).toBe('1,234.57');
    expect(formatNumber(1234.5, 0)).toBe('1,235');
    expect(formatNumber(1.5, 3)).toBe('1.5');
    expect(formatNumber(0.1 + 0.2, 2)).toBe('0.3');
    expect(formatNumber(-0.0001, 2)).toBe('0');
    expect(formatNumber(1e21)).toBe('1,000,000,000,000,000,000,000');
  });

  it('reads numeric text as numeric columns send it, and shows nothing for what is not a number', () => {
    expect(formatNumber('2500000')).toBe('2,500,000');
    expect(formatNumber('1.500', 3)).toBe('1.5');
    expect(formatNumber(BigInt('9007199254740993'))).toBe('9,007,199,254,740,992');
    for (const value of [null, undefined, '', 'abc', Number.NaN, Infinity, {}, true])
      expect(formatNumber(value)).toBe('');
  });

  it('shows money in whole VND, with ₫ where a currency is shown', () => {
    expect(formatMoney(9_600_000)).toBe('9,600,000');
    expect(formatMoney(1_200_000, { currency: true })).toBe('1,200,000 ₫');
    expect(formatMoney(0, { currency: true })).toBe('0 ₫');
    expect(formatMoney(-50_000)).toBe('-50,000');
    // A change of a balance: + or a true minus.
    expect(formatMoney(300_000, { currency: true, signed: true })).toBe('+300,000 ₫');
    expect(formatMoney(-650_000, { currency: true, signed: true })).toBe('−650,000 ₫');
    expect(formatMoney(0, { signed: true })).toBe('0');
    expect(formatMoney(1234.6)).toBe('1,235');
    expect(formatMoney('')).toBe('');
    expect(formatMoney(null, { currency: true })).toBe('');
  });

  it('shows percentages with up to two decimals', () => {
    expect(formatPercent(10)).toBe('10%');
    expect(formatPercent(12.345)).toBe('12.35%');
    expect(formatPercent(7.5, 0)).toBe('8%');
    expect(formatPercent(null)).toBe('');
  });

  it('shows file sizes in 1024 steps with one decimal', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1,023 B');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatFileSize(10.04 * 1024 * 1024)).toBe('10 MB');
    expect(formatFileSize(2.25 * 1024 ** 3)).toBe('2.3 GB');
  });
});

describe('words', () => {
  it("says 'Có'/'Không' in Vietnamese and 'Yes'/'No' in English", () => {
    expect(formatBoolean(true, 'vi')).toBe('Có');
    expect(formatBoolean(false, 'vi')).toBe('Không');
    expect(formatBoolean(1, 'vi')).toBe('Có');
    expect(formatBoolean('0', 'vi')).toBe('Không');
    expect(formatBoolean(true, 'en')).toBe('Yes');
    expect(formatBoolean(false, 'en')).toBe('No');
    expect(formatBoolean(null, 'vi')).toBe('');
    expect(formatBoolean('maybe', 'en')).toBe('');
  });

  it("names genders 'Nam'/'Nữ' (en Male/Female)", () => {
    expect(formatGender('1', 'vi')).toBe('Nam');
    expect(formatGender('2', 'vi')).toBe('Nữ');
    expect(formatGender(1, 'en')).toBe('Male');
    expect(formatGender('2', 'en')).toBe('Female');
    expect(formatGender('', 'vi')).toBe('');
  });

  it('shows enum values by their label, unknown ones as they are', () => {
    const options = genders.map(([value, vi, en]) => ({ value, label: { vi, en } }));
    expect(formatEnum(options, '2', 'vi')).toBe('Nữ');
    expect(formatEnum(options, '2', 'en')).toBe('Female');
    expect(formatEnum(options, '9', 'vi')).toBe('9');
    expect(formatEnum(options, null, 'vi')).toBe('');
  });

  it('shows a lookup as its code, with the name when known', () => {
    expect(formatLookup('KH001', 'Trần Thị Mai')).toBe('KH001 · Trần Thị Mai');
    expect(formatLookup('KH001')).toBe('KH001');
    expect(formatLookup('KH001', ' ')).toBe('KH001');
    expect(formatLookup('KH001', 'KH001')).toBe('KH001');
    expect(formatLookup(null, 'Trần Thị Mai')).toBe('');
  });

  it('shows a name-only lookup (a ward) by its name once known, else its code', () => {
    expect(formatLookup('26734', 'Phường Bến Thành', true)).toBe('Phường Bến Thành');
    expect(formatLookup('26734', null, true)).toBe('26734');
  });
});

describe('formatFieldValue', () => {
  it('has a formatter for every field type', () => {
    expect(Object.keys(fieldFormatters).sort()).toEqual([...fieldTypes].sort());
  });

  it('shows each field type in both languages', () => {
    const gender = f.enum(['Giới tính', 'Gender'], genders);
    const cases: [Parameters<typeof formatFieldValue>[0], unknown, string, string][] = [
      [f.text(['T', 'T']), 'Gội đầu', 'Gội đầu', 'Gội đầu'],
      [f.code(['C', 'C']), 'HD0001', 'HD0001', 'HD0001'],
      [f.phone(['P', 'P']), '0901234567', '0901234567', '0901234567'],
      [f.email(['E', 'E']), 'mai@example.com', 'mai@example.com', 'mai@example.com'],
      [f.money(['M', 'M']), 1_200_000, '1,200,000', '1,200,000'],
      [f.money(['M', 'M']), '2500000', '2,500,000', '2,500,000'],
      [f.quantity(['Q', 'Q']), '1234.125', '1,234.125', '1,234.125'],
      [f.number(['N', 'N']), 12.7, '13', '13'],
      // A year is not a thousand-something.
      [f.number(['Năm', 'Year'], { min: 2000, max: 2100, grouping: false }), 2026, '2026', '2026'],
      [f.rate(['R', 'R']), 24_500.12345, '24,500.1235', '24,500.1235'],
      [f.percent(['%', '%']), 8, '8%', '8%'],
      [f.date(['D', 'D']), '2026-11-22', '22/11/2026', '22/11/2026'],
      [f.date(['D', 'D']), '1900-01-01', '', ''],
      [f.time(['H', 'H']), '7:05:09', '07:05', '07:05'],
      [f.boolean(['B', 'B']), true, 'Có', 'Yes'],
      [f.boolean(['B', 'B']), false, 'Không', 'No'],
      [gender, '1', 'Nam', 'Male'],
      [gender, '2', 'Nữ', 'Female'],
      [f.lookup(['K', 'K'], 'partners'), 'KH01', 'KH01', 'KH01'],
      [f.lines(['L', 'L'], {}), [{}, {}, {}], '3', '3'],
      [f.money(['M', 'M']), null, '', ''],
      [f.text(['T', 'T']), undefined, '', ''],
    ];
    for (const [field, value, vi, en] of cases) {
      expect(formatFieldValue(field, value, 'vi'), `${field.type} ${String(value)} vi`).toBe(vi);
      expect(formatFieldValue(field, value, 'en'), `${field.type} ${String(value)} en`).toBe(en);
    }
  });

  it('adds the name of what a lookup names', () => {
    const customer = f.lookup(['Khách hàng', 'Customer'], 'partners');
    expect(formatFieldValue(customer, 'KH001', 'vi', { lookupName: 'Trần Thị Mai' })).toBe(
      'KH001 · Trần Thị Mai',
    );
  });
});

describe('messages', () => {
  it('write the numbers they embed with comma thousands', () => {
    const params = { ma_the: 'TT18-03', so_du: 9_600_000 };
    expect(errorMessage('CARD_BALANCE_INSUFFICIENT', 'vi', params)).toBe(
      'Số dư thẻ TT18-03 không đủ (số dư hiện tại 9,600,000)',
    );
    expect(errorMessage('CARD_BALANCE_INSUFFICIENT', 'en', params)).toBe(
      'The balance of card TT18-03 is not enough (current balance 9,600,000)',
    );
    // Text parameters are left as they are.
    expect(errorMessage('VOUCHER_NUMBER_TAKEN', 'vi', { so_ct: '2026000123' })).toBe(
      'Số chứng từ 2026000123 đã tồn tại',
    );
  });
});
