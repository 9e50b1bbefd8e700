import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { shared, sharedField } from '../shared-fields.js';

/** Customer tiers (Thành viên, Bạc, Vàng, VIP…): the spend that reaches them and what they give. */
export const levels = defineResource({
  name: 'levels',
  route: '/crm/levels',
  table: 'crm_levels',
  title: ['Hạng khách hàng', 'Customer levels'],
  fields: {
    ma_hang: f.code(['Mã hạng', 'Level code'], { required: true, unique: true, max: 32 }),
    ten_hang: f.text(['Tên hạng', 'Level name'], { required: true, max: 200 }),
    thu_tu: f.number(['Thứ tự', 'Rank'], { min: 0, max: 999, defaultValue: 0 }),
    doanh_so_tu: f.money(['Doanh số từ', 'Spend from'], {
      defaultValue: 0,
      help: 'Total spend from which a customer reaches this level',
    }),
    ty_le_ck: f.percent(['Tỷ lệ chiết khấu', 'Discount %'], { defaultValue: 0 }),
    he_so_diem: f.number(['Hệ số tích điểm', 'Points multiplier'], {
      min: 0,
      max: 100,
      precision: 2,
      defaultValue: 1,
    }),
    mau_sac: f.text(['Màu sắc', 'Colour'], { max: 7, help: 'Badge colour #RRGGBB' }),
    ghi_chu: sharedField('ghi_chu', { max: 500 }),
    ...shared('trang_thai'),
  },
  keyFields: ['ma_hang'],
  listColumns: ['ma_hang', 'ten_hang', 'thu_tu', 'doanh_so_tu', 'ty_le_ck', 'he_so_diem', 'trang_thai'],
  filters: ['ma_hang', 'trang_thai'],
  search: ['ma_hang', 'ten_hang'],
  defaultSort: ['thu_tu', 'ma_hang'],
  sections: [
    { title: ['Thông tin chung', 'General'], fields: ['ma_hang', 'ten_hang', 'thu_tu', 'mau_sac'] },
    {
      title: ['Điều kiện và ưu đãi', 'Threshold and benefits'],
      fields: ['doanh_so_tu', 'ty_le_ck', 'he_so_diem'],
    },
    { title: ['Khác', 'Other'], fields: ['ghi_chu', 'trang_thai'] },
  ],
});

/** Free labels staff put on customers (Da nhạy cảm, Khách khó tính, Mẹ bỉm sữa…). */
export const tags = defineResource({
  name: 'tags',
  route: '/crm/tags',
  table: 'crm_tags',
  title: ['Nhãn', 'Tags'],
  fields: {
    ma_nhan: f.code(['Mã nhãn', 'Tag code'], { required: true, unique: true, max: 32 }),
    ten_nhan: f.text(['Tên nhãn', 'Tag name'], { required: true, max: 100 }),
    mau_sac: f.text(['Màu sắc', 'Colour'], { max: 7, help: 'Badge colour #RRGGBB' }),
    ghi_chu: sharedField('ghi_chu', { max: 500 }),
    ...shared('trang_thai'),
  },
  keyFields: ['ma_nhan'],
  listColumns: ['ma_nhan', 'ten_nhan', 'mau_sac', 'trang_thai'],
  filters: ['ma_nhan', 'trang_thai'],
  search: ['ma_nhan', 'ten_nhan'],
  defaultSort: ['ma_nhan'],
});
