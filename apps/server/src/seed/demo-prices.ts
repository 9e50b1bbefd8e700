import { nthCodeOf } from './demo-codes.js';

/**
 * The demo spa's price rules, which a bill entered in the demo is priced by (prices at entry): modest discounts
 * for its customer groups and member card, three golden hours at CN01, two discounts, two product promotions and
 * two revenue bands, all approved and valid for the current year. Generated at random they would take 40 % off
 * every bill, so each of these resources holds exactly these rows.
 */

const product = (n: number) => nthCodeOf('ma_vt', n - 1);
/** The product groups, in curatedNames['product-groups'] order (demo-goods.ts). */
const group = {
  face: nthCodeOf('ma_nhom_vt', 0),
  cosmetics: nthCodeOf('ma_nhom_vt', 3),
  drinks: nthCodeOf('ma_nhom_vt', 4),
};
/** The customer groups, in curatedNames['customer-groups'] order: Khách thường, thân thiết, VIP, … */
const customers = { loyal: nthCodeOf('ma_nhom_kh', 1), vip: nthCodeOf('ma_nhom_kh', 2) };

const rule = (yearStart: string) => ({
  ngay_ct: yearStart,
  tu_ngay: yearStart,
  den_ngay: `${yearStart.slice(0, 4)}-12-31`,
  ma_dvcs: 'CN01',
  ma_ctkm: null,
  trang_thai: '1',
});

/** Fixed rows (catalogue-rows' `fixed`) of the price rules for the demo made on `today`. */
export const demoPriceRules = (today: Date): Record<string, Record<string, unknown>[]> => {
  const yearStart = `${today.getUTCFullYear()}-01-01`;
  return {
    // Khách thường, thân thiết, VIP, doanh nghiệp, mới, du lịch.
    'customer-groups': [0, 5, 10, 3, 0, 0].map((ck) => ({ ck })),
    // Thẻ thành viên, thẻ trả trước 5 và 10 triệu, thẻ quà tặng.
    'card-types': [3, 0, 0, 0].map((ck) => ({ ck })),
    'golden-hours': [
      {
        ten_gio_vang: 'Giờ vàng buổi trưa: đồ uống giảm 20%',
        tu_gio: '11:00',
        den_gio: '13:00',
        thu_trong_tuan: '2,3,4,5,6',
        ma_nhom_vt: group.drinks,
        ma_vt: null,
        ck: 20,
        gia_ban: 0,
      },
      {
        ten_gio_vang: 'Giờ vàng sáng thứ Hai: mặt nạ đất sét 149.000',
        tu_gio: '09:00',
        den_gio: '11:00',
        thu_trong_tuan: '2',
        ma_nhom_vt: null,
        ma_vt: product(21),
        ck: 0,
        gia_ban: 149_000,
      },
      {
        ten_gio_vang: 'Giờ vàng cuối ngày: đồ uống giảm 30%',
        tu_gio: '19:00',
        den_gio: '21:00',
        thu_trong_tuan: '',
        ma_nhom_vt: group.drinks,
        ma_vt: null,
        ck: 30,
        gia_ban: 0,
      },
    ].map((row) => ({
      ...row,
      tu_ngay: yearStart,
      den_ngay: `${yearStart.slice(0, 4)}-12-31`,
      ma_dvcs: 'CN01',
      trang_thai: true,
    })),
    discounts: [
      {
        ...rule(yearStart),
        ten_ck: 'Giảm 10% mỹ phẩm cho khách thân thiết',
        ma_nhom_kh: customers.loyal,
        ma_loai_the: null,
        chi_tiet: [{ ma_nhom_vt: group.cosmetics, ma_vt: null, ck: 10, tien_ck: 0 }],
      },
      {
        ...rule(yearStart),
        ten_ck: 'Giảm 15% mọi sản phẩm cho khách VIP',
        ma_nhom_kh: customers.vip,
        ma_loai_the: null,
        chi_tiet: [{ ma_nhom_vt: null, ma_vt: null, ck: 15, tien_ck: 0 }],
      },
    ],
    'promotion-products': [
      {
        ...rule(yearStart),
        ten_ctkm: 'Mua 2 sữa rửa mặt trà xanh tặng 1 son dưỡng môi',
        ma_nhom_kh: null,
        chi_tiet: [
          {
            ma_vt: product(1),
            ten_vt: 'Sữa rửa mặt trà xanh 150ml',
            so_luong_mua: 2,
            ma_vt_km: product(19),
            ten_vt_km: 'Son dưỡng môi mật ong',
            so_luong_km: 1,
            ck: 0,
            gia_km: 0,
          },
        ],
      },
      {
        ...rule(yearStart),
        ten_ctkm: 'Mặt nạ collagen hộp 10 miếng giá 199.000',
        ma_nhom_kh: null,
        chi_tiet: [
          {
            ma_vt: product(4),
            ten_vt: 'Mặt nạ collagen hộp 10 miếng',
            so_luong_mua: 1,
            ma_vt_km: null,
            ten_vt_km: null,
            so_luong_km: 0,
            ck: 0,
            gia_km: 199_000,
          },
        ],
      },
    ],
    'promotion-revenue': [
      {
        ...rule(yearStart),
        ten_ctkm: 'Hóa đơn từ 2 triệu giảm 5%, từ 5 triệu giảm 8% và tặng nến thơm',
        ma_nhom_kh: null,
        chi_tiet: [
          {
            doanh_so_tu: 2_000_000,
            doanh_so_den: 4_999_999,
            ck: 5,
            tien_ck: 0,
            ma_vt_km: null,
            so_luong_km: 0,
          },
          {
            doanh_so_tu: 5_000_000,
            doanh_so_den: null,
            ck: 8,
            tien_ck: 0,
            ma_vt_km: product(25),
            ten_vt_km: 'Nến thơm oải hương',
            so_luong_km: 1,
          },
        ],
      },
    ],
  };
};

/** The price-rule vouchers hold exactly their fixed rows (customer groups and card types keep their own count). */
export const demoPriceRuleCount = (name: string, today: Date): number | undefined =>
  ['golden-hours', 'discounts', 'promotion-products', 'promotion-revenue'].includes(name)
    ? demoPriceRules(today)[name]?.length
    : undefined;
