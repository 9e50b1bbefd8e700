import { describe, expect, it } from 'vitest';
import {
  costedMoves,
  stockDeltasOf,
  stockMovesOf,
  stockPostings,
  voucherMovesStock,
  type StockFacts,
} from './stock-posting.js';

const products: Record<string, { kind: string; units: Record<string, number> }> = {
  VT001: { kind: 'HH', units: { Tuýp: 1, Hộp: 10 } },
  NVL01: { kind: 'NVL', units: { ml: 1 } },
  DV001: { kind: 'DV', units: {} },
};

const facts = (flags: string[] = [], branchWarehouse: string | null = 'K01'): StockFacts => ({
  stocked: (ma_vt) => (products[ma_vt] ? ['HH', 'NVL'].includes(products[ma_vt]!.kind) : undefined),
  factor: (ma_vt, dvt) => (dvt === null ? 1 : products[ma_vt]?.units[dvt]),
  branchWarehouse,
  flag: (name) => flags.includes(name),
});

const bill = (extra: Record<string, unknown> = {}) => ({
  trang_thai: '1',
  ma_kho: 'K02',
  chi_tiet: [
    { stt: 1, ma_vt: 'VT001', dvt: 'Hộp', so_luong: 2, gia: 500_000, tien: 1_000_000 },
    { stt: 2, ma_vt: 'DV001', dvt: null, so_luong: 1, gia: 300_000, tien: 300_000 },
    { stt: 3, ma_vt: 'VT001', dvt: 'Tuýp', so_luong: 1.5, gia: 50_000, tien: 75_000, ma_kho: 'K03' },
  ],
  ...extra,
});

describe('the stock ledger rule', () => {
  it('a done sale takes its goods out, in the product’s own unit, from the line’s or the voucher’s warehouse', () => {
    expect(stockMovesOf(stockPostings.bills!, bill(), facts())).toEqual({
      ok: true,
      moves: [
        {
          line: 1,
          ma_kho: 'K02',
          ma_vt: 'VT001',
          ma_lo: '',
          han_sd: null,
          so_luong: -20,
          gia_tri: -1_000_000,
        },
        { line: 3, ma_kho: 'K03', ma_vt: 'VT001', ma_lo: '', han_sd: null, so_luong: -1.5, gia_tri: -75_000 },
      ],
    });
  });

  it('drafts and cancelled vouchers move nothing; with approval asked for, only an approved one moves', () => {
    expect(stockMovesOf(stockPostings.bills!, bill({ trang_thai: '0' }), facts())).toEqual({
      ok: true,
      moves: [],
    });
    expect(stockMovesOf(stockPostings.bills!, bill({ trang_thai: '9' }), facts())).toEqual({
      ok: true,
      moves: [],
    });
    const approval = facts(['sale_bill_require_approve']);
    expect(voucherMovesStock(stockPostings.bills!, bill(), approval.flag)).toBe(false);
    expect(
      voucherMovesStock(stockPostings.bills!, bill({ nguoi_duyet: 'admin', ngay_duyet: 'x' }), approval.flag),
    ).toBe(true);
    // Receipts have no approval step: the flag of bills does not hold them.
    expect(voucherMovesStock(stockPostings['receipt-orders']!, { trang_thai: '1' }, approval.flag)).toBe(
      true,
    );
  });

  it('a receipt brings goods in with their batch; a transfer takes them out of one warehouse into the other', () => {
    const receipt = {
      trang_thai: '1',
      ma_kho: 'K01',
      chi_tiet: [{ ma_vt: 'NVL01', so_luong: 500, gia: 200, ma_lo: 'L01', han_sd: '2027-06-30' }],
    };
    expect(stockMovesOf(stockPostings['receipt-orders']!, receipt, facts())).toEqual({
      ok: true,
      moves: [
        {
          line: 1,
          ma_kho: 'K01',
          ma_vt: 'NVL01',
          ma_lo: 'L01',
          han_sd: '2027-06-30',
          so_luong: 500,
          gia_tri: 100_000,
        },
      ],
    });
    const transfer = {
      trang_thai: '1',
      ma_kho: 'K01',
      ma_kho_n: 'K02',
      chi_tiet: [{ ma_vt: 'VT001', so_luong: 3, gia: 10 }],
    };
    const moved = stockMovesOf(stockPostings['transfer-orders']!, transfer, facts());
    expect(moved.ok && moved.moves.map((m) => [m.ma_kho, m.so_luong])).toEqual([
      ['K01', -3],
      ['K02', 3],
    ]);
  });

  it('refuses a stocked line without any warehouse, or in a unit the product is not sold in', () => {
    const noWarehouse = stockMovesOf(
      stockPostings.bills!,
      bill({ ma_kho: null, chi_tiet: [{ ma_vt: 'VT001', so_luong: 1 }] }),
      facts([], null),
    );
    expect(noWarehouse).toEqual({
      ok: false,
      refusal: { code: 'STOCK_WAREHOUSE_REQUIRED', field: 'ma_kho', params: { ma_vt: 'VT001' } },
    });
    // The branch's warehouse stands in when the voucher names none.
    const branch = stockMovesOf(
      stockPostings.bills!,
      bill({ ma_kho: null, chi_tiet: [{ ma_vt: 'VT001', so_luong: 1 }] }),
      facts(),
    );
    expect(branch.ok && branch.moves[0]?.ma_kho).toBe('K01');
    const badUnit = stockMovesOf(
      stockPostings.bills!,
      bill({ chi_tiet: [{ ma_vt: 'VT001', dvt: 'Thùng', so_luong: 1 }] }),
      facts(),
    );
    expect(badUnit.ok === false && badUnit.refusal.code).toBe('STOCK_UNIT_UNKNOWN');
  });

  it('turns an edit into the balances it changes: new less old per warehouse, product and batch, in key order', () => {
    const before = [
      { line: 1, ma_kho: 'K02', ma_vt: 'VT001', ma_lo: '', han_sd: null, so_luong: -20, gia_tri: -1_000_000 },
      { line: 2, ma_kho: 'K01', ma_vt: 'VT002', ma_lo: '', han_sd: null, so_luong: -1, gia_tri: -5 },
    ];
    const after = [
      { line: 1, ma_kho: 'K02', ma_vt: 'VT001', ma_lo: '', han_sd: null, so_luong: -10, gia_tri: -500_000 },
      { line: 2, ma_kho: 'K01', ma_vt: 'VT002', ma_lo: '', han_sd: null, so_luong: -1, gia_tri: -5 },
    ];
    expect(stockDeltasOf(before, after)).toEqual([
      { ma_kho: 'K02', ma_vt: 'VT001', ma_lo: '', so_luong: 10, gia_tri: 500_000 },
    ]);
    // Taking a voucher back entirely: every balance it moved gets its movement back.
    expect(stockDeltasOf(before, []).map((d) => [d.ma_kho, d.so_luong])).toEqual([
      ['K01', 1],
      ['K02', 20],
    ]);
    // Three decimals stay exact: 0.1 + 0.2 taken back leaves nothing.
    const tenth = { line: 1, ma_kho: 'K', ma_vt: 'X', ma_lo: '', han_sd: null, so_luong: 0.1, gia_tri: 0 };
    expect(stockDeltasOf([tenth, { ...tenth, so_luong: 0.2 }], [{ ...tenth, so_luong: 0.3 }])).toEqual([]);
  });

  it('values a receipt at its lines, a sale and a transfer at the average cost', () => {
    const move = {
      line: 1,
      ma_kho: 'K01',
      ma_vt: 'VT001',
      ma_lo: '',
      han_sd: null,
      so_luong: -3,
      gia_tri: -900_000,
    };
    const cost = () => 80_000.5;
    expect(costedMoves(stockPostings.bills!, [move], cost)).toEqual([{ ...move, gia_tri: -240_002 }]);
    expect(
      costedMoves(stockPostings['receipt-orders']!, [{ ...move, so_luong: 3, gia_tri: 240_000 }], cost),
    ).toEqual([{ ...move, so_luong: 3, gia_tri: 240_000 }]);
    const transfer = costedMoves(
      stockPostings['transfer-orders']!,
      [move, { ...move, ma_kho: 'K02', so_luong: 3, gia_tri: 900_000 }],
      cost,
    );
    expect(transfer.map((m) => [m.ma_kho, m.gia_tri])).toEqual([
      ['K01', -240_002],
      ['K02', 240_002],
    ]);
  });
});

describe('materials consumed by a service voucher', () => {
  const voucher = {
    trang_thai: '1',
    ma_kho: 'KVT',
    chi_tiet: [
      { stt: 1, ma_vt: 'DV001', so_luong: 2, gia: 300_000 },
      { stt: 2, ma_vt: 'DV002', so_luong: 1, gia: 200_000 },
    ],
  };
  const withNorms = (flags: string[]): StockFacts => ({
    ...facts(flags),
    norms: (ma_dv) => (ma_dv === 'DV001' ? [{ ma_vt: 'NVL01', dvt: 'ml', so_luong: 30 }] : []),
  });

  it('takes each service’s materials out by its norms times the turns, out of the voucher’s warehouse', () => {
    const result = stockMovesOf(
      stockPostings['sales-services']!,
      voucher,
      withNorms(['sale_service_comsume']),
    );
    expect(result).toMatchObject({
      ok: true,
      moves: [{ line: 1, ma_kho: 'KVT', ma_vt: 'NVL01', so_luong: -60 }],
    });
  });

  it('moves nothing without sale_service_comsume, and never the services themselves', () => {
    expect(stockMovesOf(stockPostings['sales-services']!, voucher, withNorms([]))).toEqual({
      ok: true,
      moves: [],
    });
  });
});
