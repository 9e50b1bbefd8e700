import { describe, expect, it } from 'vitest';
import { customerBalances } from './accounting/opening-balances.js';
import { exchangeRates } from './accounting/exchange-rates.js';
import { derivedValueProblems, valueSchemaOf } from './field-schema.js';
import { f, MONEY_LIMIT, NUMBER_LIMIT, QUANTITY_LIMIT, RATE_LIMIT } from './fields.js';
import { roomEmployeeSchedules } from './sales/room-employees.js';
import { bills } from './sales/bills.js';
import { conversionUnits } from './stock/conversion-units.js';

const accepts = (field: Parameters<typeof valueSchemaOf>[0], value: unknown) =>
  valueSchemaOf(field).safeParse(value).success;

describe('the bounds of the field kinds', () => {
  it('bounds a number field that declares none by ±NUMBER_LIMIT (1e15), so 1e300 is refused', () => {
    const points = f.number(['Điểm', 'Points'], { precision: 2 });
    expect(accepts(points, NUMBER_LIMIT)).toBe(true);
    expect(accepts(points, -NUMBER_LIMIT)).toBe(true);
    expect(accepts(points, 1e300)).toBe(false);
    expect(accepts(points, -1e300)).toBe(false);
    expect(accepts(points, NUMBER_LIMIT * 10)).toBe(false);
    expect(accepts(f.number(['Năm', 'Year'], { min: 2000, max: 2100 }), 2101)).toBe(false);
  });

  it('gives quantities (so_luong) 0 to a billion and rates (he_so, ty_gia) 0 to a billion', () => {
    const quantity = f.quantity(['Số lượng', 'Quantity']);
    expect(quantity).toMatchObject({ type: 'number', min: 0, max: QUANTITY_LIMIT, precision: 3 });
    expect(accepts(quantity, 2.5)).toBe(true);
    expect(accepts(quantity, QUANTITY_LIMIT + 1)).toBe(false);
    expect(accepts(quantity, -1)).toBe(false);
    const rate = f.rate(['Tỷ giá', 'Rate']);
    expect(accepts(rate, 25_450.5)).toBe(true);
    expect(accepts(rate, RATE_LIMIT + 1)).toBe(false);
  });

  it('holds on the declared resources: line quantities, exchange rates and conversion factors', () => {
    const line = { ma_vt: 'SP01', gia: 10_000 };
    const bill = { ngay_ct: '2026-11-23', ma_kh: 'KH01', ma_dvcs: 'CN01' };
    expect(bills.inputSchema.safeParse({ ...bill, chi_tiet: [{ ...line, so_luong: 1e300 }] }).success).toBe(
      false,
    );
    expect(bills.inputSchema.safeParse({ ...bill, chi_tiet: [{ ...line, so_luong: 3 }] }).success).toBe(true);
    const rate = { ma_nt: 'USD', ngay_hl: '2026-01-01' };
    expect(exchangeRates.inputSchema.safeParse({ ...rate, ty_gia: 1e300 }).success).toBe(false);
    expect(exchangeRates.inputSchema.safeParse({ ...rate, ty_gia: 25_450 }).success).toBe(true);
    const unit = { ma_vt: 'SP01', dvt: 'CHAI', dvt_qd: 'THUNG' };
    expect(conversionUnits.inputSchema.safeParse({ ...unit, he_so: 1e300 }).success).toBe(false);
    expect(conversionUnits.inputSchema.safeParse({ ...unit, he_so: 24 }).success).toBe(true);
  });

  it('keeps money whole and within ±MONEY_LIMIT', () => {
    const money = f.money(['Tiền', 'Amount'], { allowNegative: true });
    expect(accepts(money, MONEY_LIMIT)).toBe(true);
    expect(accepts(money, -MONEY_LIMIT)).toBe(true);
    expect(accepts(money, MONEY_LIMIT + 1)).toBe(false);
  });

  it('takes only days that exist, in the years 0001 to 9999', () => {
    const day = f.date(['Ngày', 'Day']);
    expect(accepts(day, '2024-02-29')).toBe(true);
    expect(accepts(day, '0001-01-01')).toBe(true);
    for (const bad of ['2026-02-30', '2025-02-29', '2026-13-01', '0000-01-01', '99999-01-01', 'abc'])
      expect(accepts(day, bad), bad).toBe(false);
  });
});

describe('text fields', () => {
  const name = f.text(['Tên', 'Name'], { max: 100 });
  const note = f.text(['Ghi chú', 'Note'], { max: 1000, multiline: true });

  it('refuse control and bidi characters, and line breaks unless multi-line', () => {
    expect(accepts(name, 'Nguyễn Văn An')).toBe(true);
    expect(accepts(name, 'An\u0000')).toBe(false);
    expect(accepts(name, 'An\u202eBình')).toBe(false);
    expect(accepts(name, 'An\u2066Bình\u2069')).toBe(false);
    expect(accepts(name, 'An\nBình')).toBe(false);
    expect(accepts(name, 'An\ud800')).toBe(false);
    expect(accepts(note, 'dòng 1\ndòng 2\tcột')).toBe(true);
    expect(accepts(note, 'dòng 1\u0007')).toBe(false);
    expect(accepts(note, 'dòng 1\u202d')).toBe(false);
  });

  it('and so do lookups and phones', () => {
    expect(accepts(f.lookup(['Khách hàng', 'Customer'], 'partners'), 'KH01\u0000')).toBe(false);
    expect(accepts(f.phone(['Điện thoại', 'Phone']), '0901234567\u0000')).toBe(false);
    expect(accepts(f.phone(['Điện thoại', 'Phone']), '0901 234 567')).toBe(true);
  });
});

describe('derivedValueProblems', () => {
  const bill = (lines: Record<string, unknown>[]) =>
    bills.derive!({ ngay_ct: '2026-11-23', ma_kh: 'KH01', chi_tiet: lines });

  it('finds nothing in a bill of ordinary lines', () => {
    expect(derivedValueProblems(bills.fields, bill([{ ma_vt: 'SP01', so_luong: 3, gia: 150_000 }]))).toEqual(
      [],
    );
  });

  it('names each line amount and total that quantity × price drives beyond the money limit', () => {
    const problems = derivedValueProblems(
      bills.fields,
      bill([
        { ma_vt: 'SP01', so_luong: QUANTITY_LIMIT, gia: MONEY_LIMIT },
        { ma_vt: 'SP02', so_luong: 1, gia: 1000 },
      ]),
    );
    const paths = problems.map((p) => p.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/chi_tiet/0/tien', '/chi_tiet/0/thanh_tien', '/t_tien', '/t_tt']),
    );
    expect(paths.some((path) => path.startsWith('/chi_tiet/1/'))).toBe(false);
    expect(problems.every((p) => p.limit === MONEY_LIMIT)).toBe(true);
  });

  it('names a total of lines each within the limit whose sum is not', () => {
    const half = { ma_vt: 'SP01', so_luong: 1, gia: MONEY_LIMIT / 2 + 1 };
    const paths = derivedValueProblems(bills.fields, bill([half, half])).map((p) => p.path);
    expect(paths).toContain('/t_tt');
    expect(paths.some((path) => path.startsWith('/chi_tiet/'))).toBe(false);
  });
});

describe('list and find filters', () => {
  it('take a day filter only as a day that exists', () => {
    const query = roomEmployeeSchedules.listQuerySchema;
    expect(query.safeParse({ ngay: '2026-02-28' }).success).toBe(true);
    expect(query.safeParse({ ngay: '2026-02-28,2026-03-01' }).data).toMatchObject({
      ngay: ['2026-02-28', '2026-03-01'],
    });
    for (const bad of ['2026-02-30', '0000-01-01', 'abc', '2026-02-28,2026-02-31'])
      expect(query.safeParse({ ngay: bad }).success, bad).toBe(false);
    expect(roomEmployeeSchedules.findQuerySchema.safeParse({ ngay: '2026-02-30' }).success).toBe(false);
    expect(query.safeParse({ fromDate: '2026-02-30' }).success).toBe(false);
  });

  it('take a number filter only within its field bounds', () => {
    const query = customerBalances.listQuerySchema;
    expect(query.safeParse({ nam: '2026' }).data).toMatchObject({ nam: 2026 });
    for (const bad of ['1e300', '-1e300', '1999', 'Infinity', 'abc', '2026.5'])
      expect(query.safeParse({ nam: bad }).success, bad).toBe(false);
  });
});
