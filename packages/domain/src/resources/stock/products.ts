import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { productKinds } from '../options.js';
import { shared } from '../shared-fields.js';
import type { RecordProblem } from '../wire-schemas.js';

/** A package (liệu trình, loai_vt GOI) names the service it gives and how many sessions. */
export const packageProductProblem = (row: Record<string, unknown>): RecordProblem | undefined => {
  if (row.loai_vt !== 'GOI') return undefined;
  if (typeof row.ma_dv_chinh !== 'string' || row.ma_dv_chinh.trim() === '')
    return { code: 'PACKAGE_SERVICE_REQUIRED', field: 'ma_dv_chinh' };
  if (typeof row.so_buoi !== 'number' || !(row.so_buoi > 0))
    return { code: 'PACKAGE_SESSIONS_REQUIRED', field: 'so_buoi' };
  return undefined;
};

/** Products: retail goods (mỹ phẩm, đồ uống), services, materials consumed by services and packages. */
export const products = defineResource({
  name: 'products',
  route: '/stock/products',
  table: 'products',
  title: ['Hàng hóa', 'Products'],
  fields: {
    ma_vt: f.code(['Mã hàng', 'Product code'], { required: true, unique: true, max: 32 }),
    ten_vt: f.text(['Tên hàng', 'Product name'], { required: true, max: 200 }),
    loai_vt: f.enum(['Loại', 'Kind'], productKinds, { defaultValue: 'HH' }),
    dvt: f.lookup(['Đơn vị tính', 'Unit'], 'units', { required: true }),
    ma_nhom_vt: f.lookup(['Nhóm hàng', 'Product group'], 'product-groups'),
    ma_loai_vt: f.lookup(['Loại hàng', 'Product type'], 'product-types'),
    ma_vach: f.text(['Mã vạch', 'Barcode'], { max: 64 }),
    gia_ban: f.money(['Giá bán', 'Sale price'], { defaultValue: 0 }),
    gia_von: f.money(['Giá vốn', 'Cost price'], { defaultValue: 0 }),
    ma_thue: f.lookup(['Thuế suất', 'Tax'], 'taxs'),
    theo_doi_lo: f.boolean(['Theo dõi lô', 'Tracked by batch'], { defaultValue: false }),
    // A package (loai_vt GOI): sold, it gives the customer so_buoi sessions of its main service, for so_ngay_hl days.
    ma_dv_chinh: f.lookup(['Dịch vụ của gói', 'Package service'], 'stock-services'),
    so_buoi: f.number(['Số buổi', 'Sessions'], { min: 0, max: 1000, defaultValue: 0 }),
    so_ngay_hl: f.number(['Số ngày hiệu lực (0: không hạn)', 'Valid for days (0: no limit)'], {
      min: 0,
      max: 3650,
      defaultValue: 0,
    }),
    ...shared('ghi_chu'),
    ...shared('trang_thai'),
  },
  keyFields: ['ma_vt'],
  check: packageProductProblem,
  listColumns: ['ma_vt', 'ten_vt', 'loai_vt', 'dvt', 'ma_nhom_vt', 'gia_ban', 'trang_thai'],
  filters: ['ma_vt', 'loai_vt', 'dvt', 'ma_nhom_vt', 'ma_loai_vt', 'trang_thai'],
  search: ['ma_vt', 'ten_vt', 'ma_vach'],
  defaultSort: ['ma_vt'],
  sections: [
    {
      title: ['Thông tin chung', 'General'],
      fields: ['ma_vt', 'ten_vt', 'loai_vt', 'dvt', 'ma_nhom_vt', 'ma_loai_vt', 'ma_vach'],
    },
    { title: ['Giá', 'Prices'], fields: ['gia_ban', 'gia_von', 'ma_thue'] },
    { title: ['Liệu trình', 'Package'], fields: ['ma_dv_chinh', 'so_buoi', 'so_ngay_hl'] },
    { title: ['Khác', 'Other'], fields: ['theo_doi_lo', 'ghi_chu', 'trang_thai'] },
  ],
});
