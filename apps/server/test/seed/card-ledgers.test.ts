import {
  applyPaymentCardEntry,
  customerCardEntryPoints,
  paymentCardBalanceOf,
  resourceCatalogue,
} from '@sen/domain/resources';
import { describe, expect, it } from 'vitest';
import { catalogueRows, type CatalogueRow } from '../../src/seed/catalogue-rows.js';
import { demoSalers, existingDemoRows, startupKeys } from '../../src/seed/demo-catalogue.js';
import { cardEntryPhrases } from '../../src/seed/demo-phrases.js';

/** The demo cards agree with their ledgers: replaying each card's history gives its totals, balance and points. */

const { rows } = catalogueRows(resourceCatalogue, {
  today: new Date('2026-03-15T03:00:00Z'),
  existing: existingDemoRows(),
  startupKeys,
  fixed: { salers: demoSalers },
});
const rowsOf = (name: string): CatalogueRow[] => rows.get(name) ?? [];
const inOrder = (entries: CatalogueRow[]) =>
  [...entries].sort((a, b) =>
    `${String(a.ngay_ct)}${String(a.ngay_tao)}${String(a.so_ct)}`.localeCompare(
      `${String(b.ngay_ct)}${String(b.ngay_tao)}${String(b.so_ct)}`,
    ),
  );

describe('demo card ledgers', () => {
  it('each payment card entry says what its kind did (a top-up reads as a top-up)', () => {
    const entries = rowsOf('payment-card-histories');
    for (const entry of entries)
      expect(
        cardEntryPhrases[String(entry.loai_gd)],
        `${String(entry.so_ct)} ${String(entry.loai_gd)}`,
      ).toContain(entry.dien_giai);
  });

  it('each card entry names its card’s customer', () => {
    for (const [cards, entries] of [
      ['payment-cards', 'payment-card-histories'],
      ['customer-cards', 'customer-card-histories'],
    ] as const) {
      const holder = new Map(rowsOf(cards).map((card) => [card.ma_the, [card.ma_kh, card.ten_kh]]));
      expect(rowsOf(entries).length).toBeGreaterThan(0);
      for (const entry of rowsOf(entries))
        expect([entry.ma_kh, entry.ten_kh], String(entry.so_ct)).toEqual(holder.get(entry.ma_the));
    }
  });

  it('every payment card’s totals and balance are its history replayed; each entry is stamped, none negative', () => {
    const cards = rowsOf('payment-cards');
    const entries = rowsOf('payment-card-histories');
    expect(cards.length).toBeGreaterThan(0);
    // Payments stay in the demo (not all turned into top-ups).
    expect(entries.some((e) => e.loai_gd === 'TIEU')).toBe(true);
    for (const card of cards) {
      let balance = paymentCardBalanceOf({
        so_du_dau: Number(card.so_du_dau),
        tien_nap: 0,
        tien_thuong: 0,
        tien_da_dung: 0,
      });
      for (const entry of inOrder(entries.filter((e) => e.ma_the === card.ma_the))) {
        balance = applyPaymentCardEntry(balance, {
          loai_gd: String(entry.loai_gd),
          so_tien: Number(entry.so_tien),
          ngay_ct: String(entry.ngay_ct),
        });
        expect(entry.so_du_sau, String(entry.so_ct)).toBe(balance.so_du);
        expect(balance.so_du).toBeGreaterThanOrEqual(0);
        expect(balance.tien_da_dung).toBeGreaterThanOrEqual(0);
      }
      expect(card, String(card.ma_the)).toMatchObject(balance);
      expect(card.so_du).toBe(
        Number(card.so_du_dau) + Number(card.tien_nap) + Number(card.tien_thuong) - Number(card.tien_da_dung),
      );
    }
  });

  it('every membership card’s points are its history’s, never below zero', () => {
    const cards = rowsOf('customer-cards');
    const entries = rowsOf('customer-card-histories');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      let points = 0;
      for (const entry of inOrder(entries.filter((e) => e.ma_the === card.ma_the))) {
        points += customerCardEntryPoints({
          loai_gd: String(entry.loai_gd),
          diem: Number(entry.diem),
          ngay_ct: String(entry.ngay_ct),
        });
        expect(points).toBeGreaterThanOrEqual(0);
      }
      expect(card.diem, String(card.ma_the)).toBe(points);
    }
  });
});
