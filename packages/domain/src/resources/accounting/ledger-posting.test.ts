import { describe, expect, it } from 'vitest';
import {
  ledgerEntriesOf,
  ledgerPostings,
  returnRefundOf,
  salePaymentOf,
  type LedgerEntry,
  type LedgerFacts,
} from './ledger-posting.js';

const types: Record<string, { loai_tt: string; tk: string | null }> = {
  TM: { loai_tt: 'TM', tk: '1111' },
  CK: { loai_tt: 'CK', tk: '1121' },
  TTT: { loai_tt: 'TTT', tk: '3387' },
  NONE: { loai_tt: 'TM', tk: null },
};
const facts = (flags: string[] = []): LedgerFacts => ({
  paymentType: (code) => types[code],
  flag: (name) => flags.includes(name),
});

/** The ledger summed per account: debits − credits. */
const byAccount = (entries: readonly LedgerEntry[]) => {
  const sums: Record<string, number> = {};
  for (const e of entries) sums[e.tk] = (sums[e.tk] ?? 0) + e.ps_no - e.ps_co;
  return sums;
};

const posted = (source: string, voucher: Record<string, unknown>, flags: string[] = []) => {
  const result = ledgerEntriesOf(ledgerPostings[source]!, voucher, facts(flags));
  if (!result.ok) throw new Error(result.refusal.code);
  return result.posted;
};

const sale = { trang_thai: '1', ma_kh: 'KH1', t_tt: 1_100_000, t_thue: 100_000 };

describe('the account ledger rule', () => {
  it('a sale: revenue and VAT against the receivable, payments against it, the rest owed', () => {
    const { entries, card } = posted('bills', {
      ...sale,
      ma_httt: 'CK',
      da_tt: 800_000,
      ma_the: 'T1',
      tien_the: 300_000,
    });
    expect(byAccount(entries)).toEqual({
      '131': 300_000,
      '511': -1_000_000,
      '3331': -100_000,
      '1121': 500_000,
      '3387': 300_000,
    });
    expect(card).toEqual({ ma_the: 'T1', so_tien: 300_000, loai_gd: 'TIEU' });
    // Every movement is a pair: debits equal credits.
    expect(entries.reduce((t, e) => t + e.ps_no - e.ps_co, 0)).toBe(0);
  });

  it('pays in cash when the type names no account; change is not posted; a card type pays it all from the card', () => {
    expect(byAccount(posted('bills', { ...sale, ma_httt: 'NONE', da_tt: 2_000_000 }).entries)['1111']).toBe(
      1_100_000,
    );
    const byCard = posted('sales-services', { ...sale, ma_httt: 'TTT', ma_the: 'T1', da_tt: 1_100_000 });
    expect(byCard.card).toEqual({ ma_the: 'T1', so_tien: 1_100_000, loai_gd: 'TIEU' });
    expect(byAccount(byCard.entries)['1111']).toBeUndefined();
  });

  it('lets a walk-in sale (no customer) through paid in full only', () => {
    expect(salePaymentOf({ ...sale, ma_kh: null, da_tt: sale.t_tt }, facts())).toMatchObject({ ok: true });
    expect(salePaymentOf({ ...sale, ma_kh: null, da_tt: 100 }, facts())).toMatchObject({
      ok: false,
      refusal: { code: 'DEBT_CUSTOMER_REQUIRED', field: 'ma_kh' },
    });
  });

  it('refuses a card part with no card or above what is paid', () => {
    expect(salePaymentOf({ ...sale, da_tt: 100, tien_the: 100 }, facts())).toMatchObject({
      ok: false,
      refusal: { code: 'PAYMENT_CARD_REQUIRED', field: 'ma_the' },
    });
    expect(salePaymentOf({ ...sale, da_tt: 100, ma_the: 'T1', tien_the: 200 }, facts())).toMatchObject({
      ok: false,
      refusal: { code: 'PAYMENT_CARD_MORE_THAN_PAID', field: 'tien_the' },
    });
  });

  it('splits what is paid between two payment types: cash for part, a transfer for the rest', () => {
    const split = posted('retail-orders', {
      ...sale,
      ma_httt: 'TM',
      da_tt: 1_100_000,
      ma_httt2: 'CK',
      tien_httt2: 600_000,
    });
    const accounts = byAccount(split.entries);
    expect(accounts['1111']).toBe(500_000);
    expect(accounts['1121']).toBe(600_000);
    expect(split.entries.reduce((t, e) => t + e.ps_no - e.ps_co, 0)).toBe(0);
  });

  it('refuses a second payment with no type, by prepaid card, or above what is left to pay', () => {
    expect(salePaymentOf({ ...sale, da_tt: 1_100_000, tien_httt2: 100 }, facts())).toMatchObject({
      ok: false,
      refusal: { code: 'PAYMENT_SPLIT_TYPE_REQUIRED', field: 'ma_httt2' },
    });
    expect(
      salePaymentOf({ ...sale, da_tt: 1_100_000, ma_httt2: 'TTT', tien_httt2: 100 }, facts()),
    ).toMatchObject({
      ok: false,
      refusal: { code: 'PAYMENT_SPLIT_NOT_CARD', field: 'ma_httt2' },
    });
    expect(
      salePaymentOf(
        { ...sale, da_tt: 1_100_000, ma_the: 'T1', tien_the: 1_000_000, ma_httt2: 'CK', tien_httt2: 200_000 },
        facts(),
      ),
    ).toMatchObject({ ok: false, refusal: { code: 'PAYMENT_SPLIT_MORE_THAN_LEFT', field: 'tien_httt2' } });
  });

  it('drafts, cancelled and (where asked) unapproved vouchers post nothing', () => {
    expect(posted('bills', { ...sale, trang_thai: '0' }).entries).toEqual([]);
    expect(posted('bills', { ...sale, trang_thai: '9' }).entries).toEqual([]);
    expect(posted('bills', sale, ['sale_bill_require_approve']).entries).toEqual([]);
    expect(
      posted('bills', { ...sale, ngay_duyet: '2026-11-01' }, ['sale_bill_require_approve']).entries,
    ).not.toEqual([]);
  });

  it('receipts and payments move the fund against each line’s account; a return refunds', () => {
    const receipt = posted('receive-invoices', {
      trang_thai: '1',
      tk_no: '1111',
      chi_tiet: [
        { tk_co: '131', tien: 300_000 },
        { tk_co: '511', tien: 50_000 },
      ],
    });
    expect(byAccount(receipt.entries)).toEqual({ '1111': 350_000, '131': -300_000, '511': -50_000 });
    const payment = posted('spend-invoices', {
      trang_thai: '1',
      tk_co: '1111',
      chi_tiet: [{ tk_no: '642', tien: 70_000 }],
    });
    expect(byAccount(payment.entries)).toEqual({ '1111': -70_000, '642': 70_000 });
    const refund = posted('returns', { ...sale, ma_httt: 'TM' });
    expect(byAccount(refund.entries)).toEqual({
      '131': 0,
      '511': 1_000_000,
      '3331': 100_000,
      '1111': -1_100_000,
    });
  });

  it('opening balances post one side on 1 January', () => {
    const opening = posted('customer-balances', {
      nam: 2026,
      ma_kh: 'KH1',
      tk: '131',
      du_no: 250_000,
      du_co: 0,
    });
    expect(opening.entries).toEqual([
      expect.objectContaining({ tk: '131', tk_du: '', ma_kh: 'KH1', ps_no: 250_000, ps_co: 0 }),
    ]);
  });
});

describe('a return’s refund', () => {
  const back = { trang_thai: '1', ma_kh: 'KH1', t_tt: 1_100_000, t_thue: 100_000 };

  it('goes back to the card when the refund type is a prepaid card: 3387 credited, no cash out', () => {
    const { entries, card } = posted('returns', { ...back, ma_httt: 'TTT', ma_the: 'THE1' });
    expect(card).toEqual({ ma_the: 'THE1', so_tien: 1_100_000, loai_gd: 'HOAN' });
    expect(byAccount(entries)).toEqual({ '131': 0, '511': 1_000_000, '3331': 100_000, '3387': -1_100_000 });
  });

  it('splits between the card (tien_the) and the refund type', () => {
    const { entries, card } = posted('returns', {
      ...back,
      ma_httt: 'TM',
      ma_the: 'THE1',
      tien_the: 400_000,
    });
    expect(card).toMatchObject({ so_tien: 400_000, loai_gd: 'HOAN' });
    expect(byAccount(entries)).toMatchObject({ '1111': -700_000, '3387': -400_000, '131': 0 });
  });

  it('is refused to a card not named, or more than the return comes to', () => {
    expect(returnRefundOf({ ...back, ma_httt: 'TTT' }, facts())).toMatchObject({
      ok: false,
      refusal: { code: 'PAYMENT_CARD_REQUIRED' },
    });
    expect(returnRefundOf({ ...back, ma_the: 'THE1', tien_the: 2_000_000 }, facts())).toMatchObject({
      ok: false,
      refusal: { code: 'PAYMENT_CARD_MORE_THAN_PAID' },
    });
  });
});
