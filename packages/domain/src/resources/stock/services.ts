import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { shared } from '../shared-fields.js';

/** The service catalogue of a spa or clinic (dịch vụ): treatments with their duration, price and technician wage. */
export const stockServices = defineResource({
  name: 'stock-services',
  route: '/stock/services',
  table: 'stock_services',
  title: ['Dịch vụ', 'Services'],
  fields: {
    ma_vt: f.code(['Mã dịch vụ', 'Service code'], { required: true, unique: true, max: 32 }),
    ten_vt: f.text(['Tên dịch vụ', 'Service name'], { required: true, max: 200 }),
    ten_vt_en: f.text(['Tên tiếng Anh', 'English name'], { max: 200 }),
    ma_nhom_vt: f.lookup(['Nhóm dịch vụ', 'Service group'], 'product-groups'),
    ma_loai_vt: f.lookup(['Loại dịch vụ', 'Service type'], 'product-types'),
    dvt: f.lookup(['Đơn vị tính', 'Unit'], 'units', { required: true }),
    thoi_gian: f.number(['Thời gian (phút)', 'Duration (minutes)'], { min: 0, max: 1440, defaultValue: 60 }),
    // Processing (a mask setting, colour taking): `cho_sau` minutes in, the technician is free for `thoi_gian_cho`.
    cho_sau: f.number(['Chờ sau (phút)', 'Processing starts after (minutes)'], {
      min: 0,
      max: 1440,
      defaultValue: 0,
    }),
    thoi_gian_cho: f.number(
      ['Thời gian chờ, kỹ thuật viên rảnh tay (phút)', 'Processing time, hands free (minutes)'],
      {
        min: 0,
        max: 1440,
        defaultValue: 0,
      },
    ),
    gia_ban: f.money(['Giá bán', 'Sale price'], { defaultValue: 0 }),
    ma_thue: f.lookup(['Thuế suất', 'Tax'], 'taxs'),
    tien_cong: f.money(['Tiền công kỹ thuật viên', 'Technician wage per turn'], { defaultValue: 0 }),
    so_ktv: f.number(['Số kỹ thuật viên', 'Technicians needed'], { min: 1, max: 10, defaultValue: 1 }),
    can_phong: f.boolean(['Cần phòng / giường', 'Needs a room'], { defaultValue: true }),
    ma_vach: f.text(['Mã vạch', 'Barcode'], { max: 64 }),
    mo_ta: f.text(['Mô tả', 'Description'], { max: 2000, multiline: true }),
    ...shared('ghi_chu'),
    ...shared('trang_thai'),
  },
  keyFields: ['ma_vt'],
  listColumns: ['ma_vt', 'ten_vt', 'ma_nhom_vt', 'dvt', 'thoi_gian', 'gia_ban', 'tien_cong', 'trang_thai'],
  filters: ['ma_vt', 'ma_nhom_vt', 'ma_loai_vt', 'dvt', 'can_phong', 'trang_thai'],
  search: ['ma_vt', 'ten_vt', 'ten_vt_en', 'ma_vach'],
  defaultSort: ['ma_vt'],
  sections: [
    {
      title: ['Thông tin chung', 'General'],
      fields: ['ma_vt', 'ten_vt', 'ten_vt_en', 'ma_nhom_vt', 'ma_loai_vt', 'dvt', 'ma_vach'],
    },
    {
      title: ['Thực hiện', 'Delivery'],
      fields: ['thoi_gian', 'cho_sau', 'thoi_gian_cho', 'so_ktv', 'can_phong'],
    },
    { title: ['Giá', 'Prices'], fields: ['gia_ban', 'ma_thue', 'tien_cong'] },
    { title: ['Khác', 'Other'], fields: ['mo_ta', 'ghi_chu', 'trang_thai'] },
  ],
});
