import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { shared } from '../shared-fields.js';

/** Currencies (ngoại tệ): VND, the base currency, and the foreign ones guests pay with (USD, EUR, KRW …). */
export const currencies = defineResource({
  name: 'currencies',
  route: '/accounting/currencies',
  table: 'currencies',
  title: ['Ngoại tệ', 'Currencies'],
  fields: {
    ma_nt: f.code(['Mã ngoại tệ', 'Currency code'], { required: true, unique: true, max: 8 }),
    ten_nt: f.text(['Tên ngoại tệ', 'Currency name'], { required: true, max: 100 }),
    ten_nt_en: f.text(['Tên tiếng Anh', 'English name'], { max: 100 }),
    ky_hieu: f.text(['Ký hiệu', 'Symbol'], { max: 8 }),
    so_le: f.number(['Số chữ số thập phân', 'Decimals'], { min: 0, max: 4, defaultValue: 0 }),
    ...shared('ghi_chu'),
    ...shared('trang_thai'),
  },
  keyFields: ['ma_nt'],
  listColumns: ['ma_nt', 'ten_nt', 'ky_hieu', 'so_le', 'trang_thai'],
  filters: ['ma_nt', 'trang_thai'],
  search: ['ma_nt', 'ten_nt', 'ten_nt_en'],
  defaultSort: ['ma_nt'],
});
