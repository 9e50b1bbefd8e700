import { describe, expect, it } from 'vitest';
import {
  noNameCardAfter,
  noNameMovesOf,
  noNamePostings,
  sameNoNameMoves,
  type NoNameMove,
} from './no-name-posting.js';

const on =
  (...flags: string[]) =>
  (name: string) =>
    flags.includes(name);
const sell = (ma_the: string, so_tien = 500_000): NoNameMove => ({
  ma_the,
  loai_gd: 'NAP',
  so_tien,
  sells: true,
});
const topUp = (so_tien: number): NoNameMove => ({ ma_the: 'VD1', loai_gd: 'NAP', so_tien, sells: false });
const spend = (so_tien: number): NoNameMove => ({ ma_the: 'VD1', loai_gd: 'TIEU', so_tien, sells: false });
const card = (trang_thai: string, so_du: number, ngay_het_han: string | null = '2027-06-30') => ({
  ma_the: 'VD1',
  trang_thai,
  so_du,
  ngay_het_han,
});

describe('no-name card movements of a voucher', () => {
  it('a done sale sells each card named at its face value; a top-up adds what it puts on the balance', () => {
    const order = {
      trang_thai: '1',
      chi_tiet: [
        { ma_the: 'VD1', menh_gia: 500_000 },
        { ma_the: 'VD2', menh_gia: 1_000_000 },
      ],
    };
    expect(noNameMovesOf(noNamePostings['no-name-orders']!, order, on())).toEqual({
      ok: true,
      moves: [sell('VD1'), sell('VD2', 1_000_000)],
    });
    expect(noNameMovesOf(noNamePostings['no-name-orders']!, { ...order, trang_thai: '0' }, on())).toEqual({
      ok: true,
      moves: [],
    });
    expect(
      noNameMovesOf(
        noNamePostings['no-name-deposits']!,
        { trang_thai: '1', ma_the: 'VD1', so_du_nap: 220_000 },
        on(),
      ),
    ).toEqual({ ok: true, moves: [topUp(220_000)] });
  });

  it('a service pays with one only where the tenant allows it, and names it', () => {
    const voucher = { trang_thai: '1', ma_the_vd: 'VD1', tien_the_vd: 300_000 };
    const services = noNamePostings['sales-services']!;
    expect(noNameMovesOf(services, voucher, on())).toMatchObject({
      ok: false,
      refusal: { code: 'NONAME_CARD_NOT_ALLOWED' },
    });
    expect(noNameMovesOf(services, voucher, on('sale_service_use_noname'))).toEqual({
      ok: true,
      moves: [spend(300_000)],
    });
    expect(
      noNameMovesOf(services, { ...voucher, ma_the_vd: '' }, on('sale_service_use_noname')),
    ).toMatchObject({
      ok: false,
      refusal: { code: 'PAYMENT_CARD_REQUIRED', field: 'ma_the_vd' },
    });
    // Waiting for approval, it pays nothing yet.
    expect(
      noNameMovesOf(services, voucher, on('sale_service_use_noname', 'sale_service_require_approve')),
    ).toEqual({ ok: true, moves: [] });
  });

  it('compares movements in any order', () => {
    expect(sameNoNameMoves([sell('A'), sell('B')], [sell('B'), sell('A')])).toBe(true);
    expect(sameNoNameMoves([sell('A')], [sell('A', 1)])).toBe(false);
  });
});

describe('a no-name card after its movements', () => {
  it('a sale takes it out of stock with its value; a top-up and a payment move the balance', () => {
    expect(noNameCardAfter(card('0', 0), { undo: [], apply: [sell('VD1')] }, '2026-11-20')).toEqual({
      ok: true,
      trang_thai: '2',
      so_du: 500_000,
      after: [500_000],
    });
    expect(
      noNameCardAfter(
        card('2', 500_000),
        { undo: [], apply: [topUp(200_000), spend(650_000)] },
        '2026-11-20',
      ),
    ).toEqual({
      ok: true,
      trang_thai: '2',
      so_du: 50_000,
      after: [700_000, 50_000],
    });
  });

  it('refuses selling a card not in stock, paying with one not sold, locked, expired or short', () => {
    const day = '2026-11-20';
    const refused = (c: ReturnType<typeof card>, apply: NoNameMove[]) => {
      const result = noNameCardAfter(c, { undo: [], apply }, day);
      return result.ok ? undefined : result.refusal.code;
    };
    expect(refused(card('2', 0), [sell('VD1')])).toBe('NONAME_CARD_NOT_IN_STOCK');
    expect(refused(card('0', 0), [spend(1)])).toBe('NONAME_CARD_NOT_SOLD');
    expect(refused(card('3', 900_000), [spend(1)])).toBe('CARD_LOCKED');
    expect(refused(card('2', 900_000, '2026-11-19'), [spend(1)])).toBe('CARD_EXPIRED');
    expect(refused(card('2', 100_000), [spend(100_001)])).toBe('CARD_BALANCE_INSUFFICIENT');
  });

  it('takes back exactly what was moved; a sale whose money was spent cannot be taken back', () => {
    expect(
      noNameCardAfter(card('2', 500_000), { undo: [sell('VD1')], apply: [] }, '2026-11-20'),
    ).toMatchObject({
      trang_thai: '0',
      so_du: 0,
    });
    expect(
      noNameCardAfter(card('2', 200_000), { undo: [spend(300_000)], apply: [spend(100_000)] }, '2026-11-20'),
    ).toMatchObject({
      so_du: 400_000,
    });
    expect(
      noNameCardAfter(card('2', 200_000), { undo: [sell('VD1')], apply: [] }, '2026-11-20'),
    ).toMatchObject({
      ok: false,
      refusal: { code: 'NONAME_CARD_USED' },
    });
  });
});
