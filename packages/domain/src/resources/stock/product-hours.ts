import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { shared } from '../shared-fields.js';

/** Selling hours (giờ bán hàng): when a product may be sold at a branch, e.g. breakfast 06:00–10:00 on weekdays. */
export const productHours = defineResource({
  name: 'product-hours',
  route: '/stock/product-hours',
  table: 'stock_product_hours',
  title: ['Giờ bán hàng', 'Selling hours'],
  branchScope: 'selected',
  fields: {
    ma_vt: f.lookup(['Mã hàng', 'Product'], 'products', { required: true, fills: { ten_vt: 'ten_vt' } }),
    ...shared('ten_vt'),
    tu_gio: f.time(['Từ giờ', 'From'], { required: true }),
    den_gio: f.time(['Đến giờ', 'Until'], { required: true }),
    thu_2: f.boolean(['Thứ 2', 'Monday'], { defaultValue: true }),
    thu_3: f.boolean(['Thứ 3', 'Tuesday'], { defaultValue: true }),
    thu_4: f.boolean(['Thứ 4', 'Wednesday'], { defaultValue: true }),
    thu_5: f.boolean(['Thứ 5', 'Thursday'], { defaultValue: true }),
    thu_6: f.boolean(['Thứ 6', 'Friday'], { defaultValue: true }),
    thu_7: f.boolean(['Thứ 7', 'Saturday'], { defaultValue: true }),
    chu_nhat: f.boolean(['Chủ nhật', 'Sunday'], { defaultValue: true }),
    ...shared('ghi_chu'),
    ...shared('trang_thai'),
  },
  keyFields: ['ma_dvcs', 'ma_vt', 'tu_gio'],
  listColumns: [
    'ma_vt',
    'ten_vt',
    'tu_gio',
    'den_gio',
    'thu_2',
    'thu_7',
    'chu_nhat',
    'trang_thai',
    'ma_dvcs',
  ],
  filters: ['ma_vt', 'ma_dvcs', 'trang_thai'],
  search: ['ma_vt', 'ten_vt'],
  defaultSort: ['ma_vt', 'tu_gio'],
  sections: [
    { title: ['Hàng hóa', 'Product'], fields: ['ma_dvcs', 'ma_vt', 'ten_vt', 'tu_gio', 'den_gio'] },
    {
      title: ['Ngày trong tuần', 'Days of the week'],
      fields: ['thu_2', 'thu_3', 'thu_4', 'thu_5', 'thu_6', 'thu_7', 'chu_nhat'],
    },
    { title: ['Khác', 'Other'], fields: ['ghi_chu', 'trang_thai'] },
  ],
  /** The window ends after it starts ('HH:mm' strings compare in time order). */
  check: (row) =>
    row.tu_gio && row.den_gio && (row.den_gio as string) <= (row.tu_gio as string)
      ? { code: 'DATE_RANGE_INVALID', field: 'den_gio' }
      : undefined,
});
