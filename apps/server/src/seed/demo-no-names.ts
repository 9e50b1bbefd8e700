import { derivedRow, type CatalogueRow } from './catalogue-rows.js';

type Rows = Map<string, CatalogueRow[]>;

const FACE_VALUES = [500_000, 1_000_000, 2_000_000] as const;

/** 'YYYY-MM-DD' plus whole months (the day clamped to the month's last), as PostgreSQL adds an interval. */
const addMonths = (day: string, months: number): string => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
};

/**
 * The demo's no-name cards as posting leaves them (no-name-posting.ts): every card starts in stock with nothing
 * on it; each done sale of cards sells cards of its branch still in stock (one a line, at its type's face value
 * and price), each done top-up tops up a card of its branch sold before it; a sale or top-up with no card to
 * take stays a draft. The cards' balances, dates and histories come from posting them, never made up; no demo
 * service voucher is paid with one.
 */
export const withDemoNoNames = (rows: Rows): void => {
  // Gift cards of 500,000, 1,000,000 and 2,000,000, sold at their face value, good for a year.
  (rows.get('no-name-types') ?? []).forEach((type, index) => {
    const menh_gia = FACE_VALUES[index % FACE_VALUES.length]!;
    Object.assign(type, { menh_gia, gia_ban: menh_gia, so_thang_hieu_luc: 12 });
  });
  const types = new Map((rows.get('no-name-types') ?? []).map((type) => [type.ma_loai_the, type]));
  const cards = rows.get('no-name-cards') ?? [];
  for (const card of cards) {
    const type = types.get(card.ma_loai_the);
    Object.assign(card, {
      trang_thai: '0',
      so_du: 0,
      ngay_phat_hanh: null,
      ngay_het_han: null,
      menh_gia: type?.menh_gia ?? card.menh_gia,
    });
  }
  rows.set('no-name-histories', []);
  for (const service of rows.get('sales-services') ?? [])
    Object.assign(service, { ma_the_vd: null, tien_the_vd: 0 });

  const soldOn = new Map<unknown, string>();
  const byDate = (a: CatalogueRow, b: CatalogueRow) => String(a.ngay_ct).localeCompare(String(b.ngay_ct));
  const orders = [...(rows.get('no-name-orders') ?? [])].sort(byDate);
  for (const order of orders) {
    if (order.trang_thai !== '1') continue;
    const lines = (order.chi_tiet as Record<string, unknown>[] | undefined) ?? [];
    const inStock = cards.filter((card) => card.ma_dvcs === order.ma_dvcs && !soldOn.has(card.ma_the));
    // A branch keeps some cards in stock to sell at the counter.
    if (lines.length === 0 || inStock.length <= lines.length + 1) {
      order.trang_thai = '0';
      continue;
    }
    // One card each line, first in stock first.
    const taken: CatalogueRow[] = [];
    for (const line of lines) {
      const card = inStock[taken.length]!;
      taken.push(card);
      const type = types.get(card.ma_loai_the);
      Object.assign(line, {
        ma_the: card.ma_the,
        ma_loai_the: card.ma_loai_the,
        menh_gia: type?.menh_gia ?? card.menh_gia,
        so_luong: 1,
        gia: type?.gia_ban ?? line.gia,
        ck: 0,
        thue_suat: 0,
      });
    }
    for (const card of taken) soldOn.set(card.ma_the, String(order.ngay_ct));
    Object.assign(order, derivedRow('no-name-orders', order));
  }
  let deposits = 0;
  for (const deposit of rows.get('no-name-deposits') ?? []) {
    if (deposit.trang_thai !== '1') continue;
    const day = String(deposit.ngay_ct);
    const eligible = cards.filter((c) => {
      const sold = soldOn.get(c.ma_the);
      if (c.ma_dvcs !== deposit.ma_dvcs || !sold || sold >= day) return false;
      // Still valid on the day: sold, then good for its type's months.
      const months = Number(types.get(c.ma_loai_the)?.so_thang_hieu_luc ?? 0);
      return !months || addMonths(sold, months) >= day;
    });
    // The cards take turns; a top-up of 500,000 to 2,000,000, a bonus of 0, 5 or 10 % on the larger ones.
    const card = eligible[deposits % Math.max(1, eligible.length)];
    if (!card) {
      deposit.trang_thai = '0';
      continue;
    }
    const so_tien = FACE_VALUES[deposits % FACE_VALUES.length]!;
    const tien_thuong = so_tien >= 1_000_000 ? (so_tien * [0, 5, 10][deposits % 3]!) / 100 : 0;
    deposits++;
    Object.assign(
      deposit,
      derivedRow('no-name-deposits', { ...deposit, ma_the: card.ma_the, so_tien, ck: 0, tien_thuong }),
    );
  }
};
