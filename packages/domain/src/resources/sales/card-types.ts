import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { cardKinds } from './options.js';
import { shared } from '../shared-fields.js';

/** Card types (loại thẻ): kinds of membership and prepaid cards, with face value, discount, points and validity. */
export const cardTypes = defineResource({
  name: 'card-types',
  route: '/sales/card-types',
  table: 'sales_card_types',
  title: ['Loại thẻ', 'Card types'],
  fields: {
    ma_loai_the: f.code(['Mã loại thẻ', 'Card type code'], { required: true, unique: true, max: 32 }),
    ten_loai_the: f.text(['Tên loại thẻ', 'Card type name'], { required: true, max: 200 }),
    nhom_the: f.enum(['Nhóm thẻ', 'Card kind'], cardKinds, { required: true, defaultValue: 'KH' }),
    menh_gia: f.money(['Mệnh giá', 'Face value'], { defaultValue: 0 }),
    gia_ban: f.money(['Giá bán', 'Sale price'], { defaultValue: 0 }),
    ck: f.percent(['% Chiết khấu khi dùng thẻ', 'Discount % with the card'], { defaultValue: 0 }),
    ty_le_tich_diem: f.percent(['% Tích điểm', 'Points earned %'], { defaultValue: 0 }),
    so_thang_hieu_luc: f.number(['Số tháng hiệu lực', 'Valid for (months)'], {
      min: 0,
      max: 120,
      defaultValue: 12,
    }),
    ...shared('ghi_chu'),
    ...shared('trang_thai'),
  },
  keyFields: ['ma_loai_the'],
  listColumns: [
    'ma_loai_the',
    'ten_loai_the',
    'nhom_the',
    'menh_gia',
    'gia_ban',
    'ck',
    'so_thang_hieu_luc',
    'trang_thai',
  ],
  filters: ['ma_loai_the', 'nhom_the', 'trang_thai'],
  search: ['ma_loai_the', 'ten_loai_the'],
  defaultSort: ['ma_loai_the'],
  sections: [
    { title: ['Thông tin chung', 'General'], fields: ['ma_loai_the', 'ten_loai_the', 'nhom_the'] },
    {
      title: ['Giá trị', 'Value'],
      fields: ['menh_gia', 'gia_ban', 'ck', 'ty_le_tich_diem', 'so_thang_hieu_luc', 'ghi_chu', 'trang_thai'],
    },
  ],
});
