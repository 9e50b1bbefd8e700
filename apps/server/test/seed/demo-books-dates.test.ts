import { ledgerEntriesOf, ledgerPostings } from '@sen/domain/resources';
import { describe, expect, it } from 'vitest';
import { demoCatalogueRows, demoPaymentTypes } from '../../src/seed/demo-catalogue.js';
import type { CatalogueRow } from '../../src/seed/catalogue-rows.js';
import { fieldPhrases, notePhrases } from '../../src/seed/demo-phrases.js';

/**
 * The demo's books whatever the day it is seeded (its vouchers fall in the 90 days before, within the year): posted
 * with the ledger's own rule, no customer is ever left with more than a small credit, a receipt collects no more
 * than its customer owed before its day, funds never run dry, some debt is still open at the end, and the cash and
 * bank vouchers say what they are. (demo-books.test.ts checks the same of today's demo in the database.)
 */

const facts = {
  paymentType: (ma_httt: string) => demoPaymentTypes.find((t) => t.ma_httt === ma_httt),
  flag: () => false,
};
const CASH = ['receive-invoices', 'bank-receive-invoices', 'spend-invoices', 'bank-spend-invoices'];
const RECEIPTS = new Set(['receive-invoices', 'bank-receive-invoices']);

const dayOf = (row: CatalogueRow) => String(row.ngay_ct ?? `${String(row.nam)}-01-01`);

const booksOn = (today: Date) => {
  const { rows } = demoCatalogueRows(today);
  const entries = Object.keys(ledgerPostings).flatMap((source) =>
    (rows.get(source) ?? []).flatMap((row) => {
      const result = ledgerEntriesOf(ledgerPostings[source]!, row, facts);
      if (!result.ok) throw new Error(`${source} ${String(row.so_ct)}: ${result.refusal.code}`);
      return result.posted.entries.map((entry) => ({
        ...entry,
        source,
        day: dayOf(row),
        ma_dvcs: String(row.ma_dvcs),
      }));
    }),
  );
  return { rows, entries };
};

const days = ['2026-01-06', '2026-03-15', '2026-07-01', '2026-11-29', '2027-12-31'];

describe.each(days)('the demo books seeded on %s', (day) => {
  const { rows, entries } = booksOn(new Date(`${day}T03:00:00Z`));
  const ordered = [...new Set(entries.map((e) => e.day))].sort();

  it('never leave a customer with more than a small credit, and end with debts open', () => {
    const balances = new Map<string, number>();
    for (const d of ordered) {
      for (const e of entries)
        if (e.day === d && e.tk === '131' && e.ma_kh)
          balances.set(e.ma_kh, (balances.get(e.ma_kh) ?? 0) + e.ps_no - e.ps_co);
      for (const [ma_kh, balance] of balances)
        expect(balance, `${ma_kh} on ${d}`).toBeGreaterThanOrEqual(-1_000_000);
    }
    const total = [...balances.values()].reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(0);
  });

  it('collect from a customer no more than they owed before the day', () => {
    const collected = new Map<string, number>();
    for (const e of entries)
      if (RECEIPTS.has(e.source) && e.tk === '131' && e.ma_kh)
        collected.set(`${e.ma_kh}|${e.day}`, (collected.get(`${e.ma_kh}|${e.day}`) ?? 0) + e.ps_co);
    for (const [key, amount] of collected) {
      const [ma_kh, d] = key.split('|') as [string, string];
      const owed = entries
        .filter((e) => e.tk === '131' && e.ma_kh === ma_kh && e.day < d)
        .reduce((sum, e) => sum + e.ps_no - e.ps_co, 0);
      expect(amount, key).toBeLessThanOrEqual(owed);
    }
  });

  it('never take a cash fund or bank account below nothing', () => {
    const funds = new Map<string, number>();
    for (const d of ordered) {
      for (const e of entries)
        if (e.day === d && (e.tk === '1111' || e.tk === '1121')) {
          const key = `${e.tk}|${e.ma_dvcs}`;
          funds.set(key, (funds.get(key) ?? 0) + e.ps_no - e.ps_co);
        }
      for (const [key, balance] of funds) expect(balance, `${key} on ${d}`).toBeGreaterThanOrEqual(0);
    }
  });

  it('describe every cash and bank voucher as what it is, and number them without gaps', () => {
    const generic = new Set<string>(notePhrases);
    for (const source of CASH) {
      const vouchers = rows.get(source) ?? [];
      expect(vouchers.length, source).toBeGreaterThan(3);
      for (const v of vouchers) {
        expect(generic.has(String(v.dien_giai)), `${source} ${String(v.dien_giai)}`).toBe(false);
        expect(String(v.dien_giai ?? '')).not.toBe('');
      }
      const byBranch = new Map<string, number[]>();
      for (const v of vouchers)
        byBranch.set(String(v.ma_dvcs), [
          ...(byBranch.get(String(v.ma_dvcs)) ?? []),
          Number(String(v.so_ct).replace(/\D/g, '')),
        ]);
      for (const numbers of byBranch.values())
        expect(numbers.sort((a, b) => a - b)).toEqual(numbers.map((_, i) => i + 1));
    }
    // A branch's bank vouchers go through its one account.
    for (const source of ['bank-receive-invoices', 'bank-spend-invoices']) {
      const accounts = new Map<string, Set<unknown>>();
      for (const v of rows.get(source) ?? [])
        accounts.set(String(v.ma_dvcs), (accounts.get(String(v.ma_dvcs)) ?? new Set()).add(v.so_tk_nh));
      for (const [branch, numbers] of accounts) expect(numbers.size, `${source} ${branch}`).toBe(1);
    }
    // The sales beside them in the cash book say what a sale says.
    for (const source of ['bills', 'sales-services', 'retail-orders', 'no-name-orders', 'no-name-deposits']) {
      const own = new Set(fieldPhrases[`${source}.dien_giai`] ?? []);
      for (const v of rows.get(source) ?? [])
        if (v.dien_giai) expect(own.has(String(v.dien_giai)), `${source} ${String(v.dien_giai)}`).toBe(true);
    }
  });
});
