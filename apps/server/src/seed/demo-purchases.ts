import { STOCKED_KINDS, receivedOrder, resourceNamed } from '@sen/domain/resources';
import type { CatalogueRow } from './catalogue-rows.js';
import { demoWarehouses } from './demo-resource-sets.js';

type Line = Record<string, unknown>;

const linesOf = (row: CatalogueRow): Line[] => (Array.isArray(row.chi_tiet) ? (row.chi_tiet as Line[]) : []);

/**
 * The demo's purchase orders as receiving leaves them (purchases/order-receipts.ts): an order partly received
 * ('2') or received ('3') has a done goods receipt of the same branch, supplier and goods, dated on or after it
 * (the whole order, or half of its first line); the other demo receipts name no order. An order no receipt can
 * stand for goes back to sent. Each order's lines show what came in.
 */
export const withDemoPurchases = (rows: Map<string, CatalogueRow[]>): void => {
  const receipts = resourceNamed('receipt-orders');
  const orders = rows.get('domestic-orders') ?? [];
  const stocked = new Set(
    (rows.get('products') ?? [])
      .filter((p) => STOCKED_KINDS.includes(String(p.loai_vt ?? 'HH')))
      .map((p) => p.ma_vt),
  );
  const free = (rows.get('receipt-orders') ?? []).filter(
    (row) => !String(row._id).startsWith('opening-stock-'),
  );
  for (const row of free) row.so_dh = null;
  const goods = (ma_dvcs: unknown) =>
    demoWarehouses.find((w) => w.ma_dvcs === ma_dvcs && w.ma_kho.endsWith('-HH'))?.ma_kho ?? null;
  const made = new Map<CatalogueRow, CatalogueRow>();
  for (const order of orders) {
    // An order of goods kept in stock only, each line into the order's warehouse.
    order.chi_tiet = linesOf(order).filter((line) => stocked.has(line.ma_vt));
    const ma_kho = order.ma_kho ?? goods(order.ma_dvcs);
    order.ma_kho = ma_kho;
    for (const line of linesOf(order)) line.ma_kho = null;
    const status = String(order.trang_thai);
    const receiving = (status === '2' || status === '3') && linesOf(order).length > 0;
    const receipt = receiving
      ? free.find((row) => !made.has(row) && row.ma_dvcs === order.ma_dvcs && ma_kho)
      : undefined;
    if (receiving && receipt && receipts) {
      const lines = linesOf(order)
        .map((line, index) => ({
          ma_vt: line.ma_vt,
          ten_vt: line.ten_vt,
          dvt: line.dvt,
          ma_kho: null,
          so_luong: status === '3' ? line.so_luong : index === 0 ? Math.ceil(Number(line.so_luong) / 2) : 0,
          gia: line.gia,
        }))
        .filter((line) => Number(line.so_luong) > 0);
      const day = String(receipt.ngay_ct) < String(order.ngay_ct) ? order.ngay_ct : receipt.ngay_ct;
      const filled = {
        ...receipt,
        ngay_ct: day,
        loai_nhap: '1',
        so_dh: order.so_ct,
        ma_ncc: order.ma_ncc,
        ten_ncc: order.ten_ncc,
        ma_kho,
        trang_thai: '1',
        dien_giai: `Nhập hàng theo đơn mua ${String(order.so_ct)}`,
        chi_tiet: lines,
      };
      made.set(receipt, (receipts.derive ? receipts.derive(filled) : filled) as CatalogueRow);
    } else if (receiving) order.trang_thai = '1';
    const received = receivedOrder(
      order,
      [...made.values()].filter((row) => row.so_dh === order.so_ct && row.ma_dvcs === order.ma_dvcs),
    );
    if (!received.ok) continue;
    order.trang_thai = received.trang_thai;
    linesOf(order).forEach((line, index) => (line.sl_nhan = received.lines[index]?.sl_nhan ?? 0));
    const domestic = resourceNamed('domestic-orders');
    Object.assign(order, domestic?.derive ? domestic.derive(order) : order);
  }
  rows.set(
    'receipt-orders',
    (rows.get('receipt-orders') ?? []).map((row) => made.get(row) ?? row),
  );
};
