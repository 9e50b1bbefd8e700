import { STOCKED_KINDS, type Resource } from '@sen/domain/resources';
import { numberVouchers, type CatalogueRow } from './catalogue-rows.js';

/**
 * The demo business's opening stock (tồn đầu kỳ): one goods receipt per warehouse on the first day of the demo's
 * vouchers, of every product the warehouse keeps (goods in the '-HH' warehouses, materials in the '-VT' ones), at
 * the product's cost. Posted first, so the demo's sales and issues leave stock that was there: the stock reports
 * open on believable, positive balances.
 */

/** The opening receipts' ids begin with this (then the warehouse's code). */
export const OPENING_STOCK_ID = 'opening-stock-';

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The first day of the demo's vouchers: 89 days before today, not before 1 January (vouchers are this year's). */
export const demoStartDay = (today: Date): string =>
  isoDay(new Date(Math.max(Date.UTC(today.getUTCFullYear(), 0, 1), today.getTime() - 89 * 86_400_000)));

export const withOpeningStock = (
  receipts: Resource,
  rows: Map<string, CatalogueRow[]>,
  warehouses: readonly Readonly<Record<string, unknown>>[],
  today: Date,
): void => {
  const products = (rows.get('products') ?? []).filter((p) =>
    STOCKED_KINDS.includes(String(p.loai_vt ?? 'HH')),
  );
  const ngay_ct = demoStartDay(today);
  const opening: CatalogueRow[] = warehouses.flatMap((warehouse, w) => {
    const ma_kho = String(warehouse.ma_kho);
    const kind = ma_kho.endsWith('-VT') ? 'NVL' : 'HH';
    const kept = products.filter((p) => String(p.loai_vt ?? 'HH') === kind);
    if (kept.length === 0) return [];
    const chi_tiet = kept.map((p, i) => {
      const gia = Number(p.gia_von ?? 0) || Math.round(Number(p.gia_ban ?? 0) * 0.45);
      // 30 to 120 of each, varied but the same every time the demo is made.
      const so_luong = 30 + ((i * 37 + w * 11) % 91);
      return { ma_vt: p.ma_vt, ten_vt: p.ten_vt, dvt: p.dvt, ma_kho, so_luong, gia };
    });
    const row = {
      _id: `${OPENING_STOCK_ID}${ma_kho}`,
      ma_dvcs: warehouse.ma_dvcs,
      ma_ct: receipts.voucher?.ma_ct,
      ngay_ct,
      loai_nhap: '1',
      ma_kho,
      dien_giai: `Tồn đầu kỳ ${String(warehouse.ten_kho ?? ma_kho)}`,
      trang_thai: '1',
      chi_tiet,
      nguoi_tao: 'admin',
      ngay_tao: `${ngay_ct}T01:00:00.000Z`,
      nguoi_sua: null,
      ngay_sua: null,
    };
    return [(receipts.derive ? receipts.derive(row) : row) as CatalogueRow];
  });
  const all = [...opening, ...(rows.get(receipts.name) ?? [])];
  numberVouchers(receipts, all);
  rows.set(receipts.name, all);
};
