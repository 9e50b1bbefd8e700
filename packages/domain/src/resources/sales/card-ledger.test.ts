import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../i18n/errors.js';
import {
  applyPaymentCardEntry,
  customerCardEntryPoints,
  paymentCardBalanceOf,
  paymentCardEntryDelta,
  paymentCardTotalsOf,
  postCustomerCardEntries,
  postPaymentCardEntries,
  rebalancePaymentCard,
  type PaymentCardEntry,
} from './card-ledger.js';
import { cardTransactionKinds, customerCardEvents } from './options.js';

const card = (extra: Record<string, unknown> = {}) => ({
  ma_the: 'TT001',
  trang_thai: '1',
  ngay_het_han: '2031-12-31',
  so_du_dau: 100_000,
  tien_nap: 0,
  tien_thuong: 0,
  tien_da_dung: 0,
  ...extra,
});
const entry = (loai_gd: string, so_tien: number, ngay_ct = '2031-06-01'): PaymentCardEntry => ({
  loai_gd,
  so_tien,
  ngay_ct,
});

describe('payment card ledger: what each kind does to the totals', () => {
  it('every transaction kind of the options has its effect', () => {
    const kinds = cardTransactionKinds.map(([value]) => value);
    const moved = kinds.map((kind) => paymentCardEntryDelta(entry(kind, 1_000)));
    expect(moved.every((d) => d.tien_nap + d.tien_thuong + d.tien_da_dung !== 0)).toBe(true);
  });

  it('top-up, bonus and payment go to tien_nap, tien_thuong and tien_da_dung; a refund takes back spending', () => {
    let totals = paymentCardBalanceOf(card());
    totals = applyPaymentCardEntry(totals, entry('NAP', 500_000));
    totals = applyPaymentCardEntry(totals, entry('THUONG', 50_000));
    totals = applyPaymentCardEntry(totals, entry('TIEU', 300_000));
    totals = applyPaymentCardEntry(totals, entry('HOAN', 100_000));
    expect(totals).toEqual({
      so_du_dau: 100_000,
      tien_nap: 500_000,
      tien_thuong: 50_000,
      tien_da_dung: 200_000,
      so_du: 450_000,
    });
  });

  it('transfers and adjustments are signed: in counts as top-up or bonus, out as spent', () => {
    expect(paymentCardEntryDelta(entry('CHUYEN', 70_000))).toEqual({
      tien_nap: 70_000,
      tien_thuong: 0,
      tien_da_dung: 0,
    });
    expect(paymentCardEntryDelta(entry('CHUYEN', -70_000))).toMatchObject({ tien_da_dung: 70_000 });
    expect(paymentCardEntryDelta(entry('DC', 20_000))).toMatchObject({ tien_thuong: 20_000 });
    expect(paymentCardEntryDelta(entry('DC', -20_000))).toMatchObject({ tien_da_dung: 20_000 });
  });

  it('taking an entry back undoes it exactly', () => {
    const start = paymentCardBalanceOf(card({ tien_nap: 300_000, tien_da_dung: 50_000 }));
    for (const [kind] of cardTransactionKinds) {
      const e = entry(kind, kind === 'CHUYEN' ? -40_000 : 40_000);
      expect(applyPaymentCardEntry(applyPaymentCardEntry(start, e), e, -1)).toEqual(start);
    }
  });

  it('reads a fresh row’s null totals as zero', () => {
    expect(paymentCardTotalsOf({ so_du_dau: 5, tien_nap: null })).toEqual({
      so_du_dau: 5,
      tien_nap: 0,
      tien_thuong: 0,
      tien_da_dung: 0,
    });
  });
});

describe('payment card ledger: postings and refusals', () => {
  it('a payment within the balance is taken; one beyond it is refused with the balance', () => {
    const paid = postPaymentCardEntries(card(), { apply: entry('TIEU', 100_000) });
    expect(paid).toEqual({ ok: true, card: expect.objectContaining({ so_du: 0, tien_da_dung: 100_000 }) });
    const over = postPaymentCardEntries(card(), { apply: entry('TIEU', 100_001) });
    expect(over).toEqual({
      ok: false,
      refusal: {
        code: 'CARD_BALANCE_INSUFFICIENT',
        status: 409,
        field: 'so_tien',
        params: { ma_the: 'TT001', so_du: 100_000 },
      },
    });
    if (!over.ok)
      expect(errorMessage(over.refusal.code, 'vi', over.refusal.params)).toBe(
        'Số dư thẻ TT001 không đủ (số dư hiện tại 100,000)',
      );
  });

  it('a transfer out or an adjustment down beyond the balance is refused too', () => {
    for (const kind of ['CHUYEN', 'DC'])
      expect(postPaymentCardEntries(card(), { apply: entry(kind, -150_000) })).toMatchObject({
        ok: false,
        refusal: { code: 'CARD_BALANCE_INSUFFICIENT' },
      });
  });

  it('refuses a card not activated, locked, expired by status or by date', () => {
    const refusal = (extra: Record<string, unknown>, ngay_ct = '2031-06-01') => {
      const result = postPaymentCardEntries(card(extra), { apply: entry('NAP', 10_000, ngay_ct) });
      return result.ok ? undefined : result.refusal.code;
    };
    expect(refusal({ trang_thai: '0' })).toBe('CARD_NOT_ACTIVATED');
    expect(refusal({ trang_thai: '2' })).toBe('CARD_LOCKED');
    expect(refusal({ trang_thai: '3' })).toBe('CARD_EXPIRED');
    expect(refusal({}, '2032-01-01')).toBe('CARD_EXPIRED');
    expect(refusal({}, '2031-12-31')).toBeUndefined();
    expect(refusal({ ngay_het_han: null }, '2099-01-01')).toBeUndefined();
  });

  it('an adjustment is a correction: it passes on a locked or expired card', () => {
    expect(
      postPaymentCardEntries(card({ trang_thai: '2', ngay_het_han: '2020-01-01' }), {
        apply: entry('DC', 10_000),
      }),
    ).toMatchObject({ ok: true, card: { so_du: 110_000 } });
  });

  it('refuses a negative amount for kinds that take a positive one', () => {
    for (const kind of ['NAP', 'THUONG', 'TIEU', 'HOAN'])
      expect(postPaymentCardEntries(card(), { apply: entry(kind, -1) })).toMatchObject({
        ok: false,
        refusal: { code: 'CARD_AMOUNT_NEGATIVE', status: 400 },
      });
  });

  it('refuses a refund larger than what was spent', () => {
    const spent = card({ tien_da_dung: 30_000 });
    expect(postPaymentCardEntries(spent, { apply: entry('HOAN', 30_001) })).toMatchObject({
      ok: false,
      refusal: { code: 'CARD_REFUND_TOO_LARGE', params: { tien_da_dung: 30_000 } },
    });
    expect(postPaymentCardEntries(spent, { apply: entry('HOAN', 30_000) })).toMatchObject({
      ok: true,
      card: { tien_da_dung: 0 },
    });
  });

  it('an edit undoes the old entry then applies the new one, checked on the result', () => {
    // 100k opening + 500k top-up - 450k spent = 150k.
    const spent = card({ tien_nap: 500_000, tien_da_dung: 450_000 });
    const grow = postPaymentCardEntries(spent, { undo: entry('NAP', 500_000), apply: entry('NAP', 600_000) });
    expect(grow).toMatchObject({ ok: true, card: { tien_nap: 600_000, so_du: 250_000 } });
    const shrink = postPaymentCardEntries(spent, {
      undo: entry('NAP', 500_000),
      apply: entry('NAP', 300_000),
    });
    expect(shrink).toMatchObject({ ok: false, refusal: { code: 'CARD_BALANCE_INSUFFICIENT' } });
  });

  it('taking back a top-up already spent is refused; taking back a payment is not, even on a locked card', () => {
    const spent = card({ tien_nap: 500_000, tien_da_dung: 450_000, trang_thai: '2' });
    expect(postPaymentCardEntries(spent, { undo: entry('NAP', 500_000) })).toMatchObject({
      ok: false,
      refusal: { code: 'CARD_BALANCE_INSUFFICIENT' },
    });
    expect(postPaymentCardEntries(spent, { undo: entry('TIEU', 450_000) })).toMatchObject({
      ok: true,
      card: { so_du: 600_000, tien_da_dung: 0 },
    });
  });

  it('a new opening balance moves the balance; one below what was spent is refused', () => {
    const spent = card({ so_du_dau: 100_000, tien_da_dung: 80_000 });
    expect(rebalancePaymentCard({ ...spent, so_du_dau: 150_000 }, spent)).toMatchObject({
      ok: true,
      card: { so_du: 70_000 },
    });
    expect(rebalancePaymentCard({ ...spent, so_du_dau: 50_000 }, spent)).toMatchObject({
      ok: false,
      refusal: { code: 'CARD_BALANCE_INSUFFICIENT', field: 'so_du_dau', params: { so_du: 20_000 } },
    });
  });
});

describe('customer card points', () => {
  const member = (diem: number | null, extra: Record<string, unknown> = {}) => ({
    ma_the: 'KH001',
    trang_thai: '1',
    ngay_het_han: null,
    diem,
    ...extra,
  });
  const event = (loai_gd: string, diem: number, ngay_ct = '2031-06-01') => ({ loai_gd, diem, ngay_ct });

  it('issue and earning add points, redeeming takes them, other events move none', () => {
    const moved = Object.fromEntries(
      customerCardEvents.map(([kind]) => [kind, customerCardEntryPoints(event(kind, 10))]),
    );
    expect(moved).toEqual({ PH: 10, TD: 10, DD: -10, NH: 0, KH: 0, MK: 0 });
  });

  it('posts points; a null balance counts as zero', () => {
    expect(postCustomerCardEntries(member(null), { apply: event('TD', 120) })).toEqual({
      ok: true,
      card: { diem: 120 },
    });
    expect(postCustomerCardEntries(member(120), { undo: event('TD', 120), apply: event('TD', 80) })).toEqual({
      ok: true,
      card: { diem: 80 },
    });
  });

  it('refuses redeeming more than the card has, with the points it has', () => {
    const result = postCustomerCardEntries(member(50), { apply: event('DD', 60) });
    expect(result).toMatchObject({
      ok: false,
      refusal: { code: 'CARD_POINTS_INSUFFICIENT', params: { ma_the: 'KH001', diem: 50 } },
    });
    if (!result.ok)
      expect(errorMessage(result.refusal.code, 'en', result.refusal.params)).toBe(
        'Card KH001 does not have enough points (50 points now)',
      );
    // Taking back earned points already redeemed is refused as well.
    expect(postCustomerCardEntries(member(10), { undo: event('TD', 40) })).toMatchObject({ ok: false });
  });

  it('refuses earning or redeeming on a card that is not usable, and negative points', () => {
    expect(postCustomerCardEntries(member(50, { trang_thai: '2' }), { apply: event('TD', 5) })).toMatchObject(
      {
        ok: false,
        refusal: { code: 'CARD_LOCKED' },
      },
    );
    expect(
      postCustomerCardEntries(member(50, { ngay_het_han: '2031-05-31' }), { apply: event('DD', 5) }),
    ).toMatchObject({ ok: false, refusal: { code: 'CARD_EXPIRED' } });
    // An upgrade on a locked card moves no points and passes.
    expect(postCustomerCardEntries(member(50, { trang_thai: '2' }), { apply: event('NH', 0) })).toEqual({
      ok: true,
      card: { diem: 50 },
    });
    expect(postCustomerCardEntries(member(50), { apply: event('TD', -5) })).toMatchObject({
      ok: false,
      refusal: { code: 'CARD_POINTS_NEGATIVE', status: 400 },
    });
  });
});
