import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { sharedField } from '../shared-fields.js';

/** Where a banner shows. */
export const bannerPlaces = [
  ['DASHBOARD', 'Trang tổng quan', 'Dashboard'],
  ['LOGIN', 'Trang đăng nhập', 'Sign-in page'],
  ['PORTAL', 'Cổng khách hàng', 'Client portal'],
  ['POS', 'Màn hình thu ngân', 'Cashier screen'],
] as const;

/** Banners (banner): promotion images shown on the dashboard, sign-in page, client portal or cashier screen. */
export const layoutBanners = defineResource({
  name: 'layout-banners',
  route: '/system/layout/banners',
  table: 'layout_banners',
  title: ['Banner', 'Banners'],
  fields: {
    ma_banner: f.code(['Mã banner', 'Banner code'], { required: true, unique: true, max: 32 }),
    tieu_de: f.text(['Tiêu đề', 'Title'], { required: true, max: 200 }),
    hinh_anh: f.text(['Đường dẫn hình ảnh', 'Image URL'], { required: true, max: 500 }),
    lien_ket: f.text(['Liên kết', 'Link'], { max: 500 }),
    vi_tri: f.enum(['Vị trí', 'Place'], bannerPlaces, { required: true, defaultValue: 'DASHBOARD' }),
    ngay_bd: f.date(['Từ ngày', 'From']),
    ngay_kt: f.date(['Đến ngày', 'Until']),
    stt: f.number(['Thứ tự', 'Order'], { min: 0, defaultValue: 0 }),
    ghi_chu: sharedField('ghi_chu', { max: 500 }),
    trang_thai: f.boolean(['Hiển thị', 'Shown'], { defaultValue: true }),
  },
  keyFields: ['ma_banner'],
  listColumns: ['ma_banner', 'tieu_de', 'vi_tri', 'ngay_bd', 'ngay_kt', 'stt', 'trang_thai'],
  filters: ['ma_banner', 'vi_tri', 'trang_thai'],
  search: ['ma_banner', 'tieu_de'],
  defaultSort: ['vi_tri', 'stt'],
  sections: [
    { title: ['Nội dung', 'Content'], fields: ['ma_banner', 'tieu_de', 'hinh_anh', 'lien_ket'] },
    {
      title: ['Hiển thị', 'Display'],
      fields: ['vi_tri', 'ngay_bd', 'ngay_kt', 'stt', 'ghi_chu', 'trang_thai'],
    },
  ],
  check: (row) =>
    row.ngay_bd && row.ngay_kt && (row.ngay_kt as string) < (row.ngay_bd as string)
      ? { code: 'DATE_RANGE_INVALID', field: 'ngay_kt' }
      : undefined,
});
