import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Units of a spa/clinic/restaurant: things sold by the piece, box or bottle, services by the session or package. */
export const demoUnits = [
  { ma_dvt: 'CAI', ten_dvt: 'Cái', ten_dvt_en: 'Piece' },
  { ma_dvt: 'HOP', ten_dvt: 'Hộp', ten_dvt_en: 'Box' },
  { ma_dvt: 'CHAI', ten_dvt: 'Chai', ten_dvt_en: 'Bottle' },
  { ma_dvt: 'LAN', ten_dvt: 'Lần', ten_dvt_en: 'Time' },
  { ma_dvt: 'BUOI', ten_dvt: 'Buổi', ten_dvt_en: 'Session' },
  { ma_dvt: 'GOI', ten_dvt: 'Gói', ten_dvt_en: 'Package' },
  { ma_dvt: 'LY', ten_dvt: 'Ly', ten_dvt_en: 'Cup' },
  { ma_dvt: 'HU', ten_dvt: 'Hũ', ten_dvt_en: 'Jar' },
  { ma_dvt: 'TUYP', ten_dvt: 'Tuýp', ten_dvt_en: 'Tube' },
  { ma_dvt: 'DOI', ten_dvt: 'Đôi', ten_dvt_en: 'Pair' },
  { ma_dvt: 'ML', ten_dvt: 'ml', ten_dvt_en: 'Millilitre' },
] as const;

/** VAT rates of Vietnam (8% is the temporary reduced rate). */
export const demoTaxes = [
  { ma_thue: 'VAT0', ten_thue: 'Thuế GTGT 0%', thue_suat: 0, tk_thue: '33311' },
  { ma_thue: 'VAT5', ten_thue: 'Thuế GTGT 5%', thue_suat: 5, tk_thue: '33311' },
  { ma_thue: 'VAT8', ten_thue: 'Thuế GTGT 8% (giảm thuế)', thue_suat: 8, tk_thue: '33311' },
  { ma_thue: 'VAT10', ten_thue: 'Thuế GTGT 10%', thue_suat: 10, tk_thue: '33311' },
] as const;

/** Two warehouses per branch: goods for sale and consumables of the treatment rooms. */
export const demoWarehouses = [
  { ma_kho: 'K01-HH', ten_kho: 'Kho hàng hóa Quận 1', ma_dvcs: 'CN01', thu_kho: 'Trần Thị Mai' },
  { ma_kho: 'K01-VT', ten_kho: 'Kho vật tư tiêu hao Quận 1', ma_dvcs: 'CN01', thu_kho: 'Trần Thị Mai' },
  { ma_kho: 'K02-HH', ten_kho: 'Kho hàng hóa Hà Nội', ma_dvcs: 'CN02', thu_kho: 'Phạm Văn Đức' },
  { ma_kho: 'K02-VT', ten_kho: 'Kho vật tư tiêu hao Hà Nội', ma_dvcs: 'CN02', thu_kho: 'Phạm Văn Đức' },
  { ma_kho: 'K03-HH', ten_kho: 'Kho hàng hóa Đà Nẵng', ma_dvcs: 'CN03', thu_kho: 'Lê Thị Hoa' },
  { ma_kho: 'K03-VT', ten_kho: 'Kho vật tư tiêu hao Đà Nẵng', ma_dvcs: 'CN03', thu_kho: 'Lê Thị Hoa' },
] as const;

/** Free catalogue 1 used as "where the customer heard of us". */
export const demoCustom1 = [
  { ma: 'FB', ten: 'Quảng cáo Facebook', ten_en: 'Facebook ads', stt: 1 },
  { ma: 'ZALO', ten: 'Zalo OA', ten_en: 'Zalo official account', stt: 2 },
  { ma: 'GT', ten: 'Khách giới thiệu', ten_en: 'Referral', stt: 3 },
  { ma: 'VL', ten: 'Khách vãng lai', ten_en: 'Walk-in', stt: 4 },
] as const;

/** Statuses of sales invoices (HD) and service vouchers (DV). */
export const demoVoucherInfos = [
  {
    ma_ct: 'HD',
    status: '0',
    ten_trang_thai: 'Lập chứng từ',
    ten_trang_thai_en: 'Draft',
    mau_sac: '#82868B',
    cho_sua: true,
    cho_xoa: true,
    mac_dinh: true,
    stt: 1,
  },
  {
    ma_ct: 'HD',
    status: '1',
    ten_trang_thai: 'Đã duyệt',
    ten_trang_thai_en: 'Approved',
    mau_sac: '#28C76F',
    cho_sua: false,
    cho_xoa: false,
    mac_dinh: false,
    stt: 2,
  },
  {
    ma_ct: 'HD',
    status: '9',
    ten_trang_thai: 'Đã hủy',
    ten_trang_thai_en: 'Cancelled',
    mau_sac: '#EA5455',
    cho_sua: false,
    cho_xoa: false,
    mac_dinh: false,
    stt: 3,
  },
  {
    ma_ct: 'DV',
    status: '0',
    ten_trang_thai: 'Chờ thực hiện',
    ten_trang_thai_en: 'Waiting',
    mau_sac: '#FF9F43',
    cho_sua: true,
    cho_xoa: true,
    mac_dinh: true,
    stt: 1,
  },
  {
    ma_ct: 'DV',
    status: '1',
    ten_trang_thai: 'Đang thực hiện',
    ten_trang_thai_en: 'In progress',
    mau_sac: '#00CFE8',
    cho_sua: true,
    cho_xoa: false,
    mac_dinh: false,
    stt: 2,
  },
  {
    ma_ct: 'DV',
    status: '2',
    ten_trang_thai: 'Hoàn thành',
    ten_trang_thai_en: 'Done',
    mau_sac: '#28C76F',
    cho_sua: false,
    cho_xoa: false,
    mac_dinh: false,
    stt: 3,
  },
  {
    ma_ct: 'PT',
    status: '1',
    ten_trang_thai: 'Đã thu',
    ten_trang_thai_en: 'Received',
    mau_sac: '#28C76F',
    cho_sua: false,
    cho_xoa: false,
    mac_dinh: true,
    stt: 1,
  },
] as const;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Discount codes: a percentage and an amount at Quận 1, a percentage in Hà Nội, an expired one in Đà Nẵng. */
export const demoDiscountCodes = (today = new Date()) => {
  const day = (offset: number) => isoDay(new Date(today.getTime() + offset * 86_400_000));
  return [
    {
      ma_ck: 'KM-Q1-10',
      ten_ck: 'Giảm 10% liệu trình chăm sóc da',
      ma_dvcs: 'CN01',
      ty_le_ck: 10,
      tien_ck: null,
      ngay_hl_tu: day(-10),
      ngay_hl_den: day(50),
      so_lan_toi_da: 200,
    },
    {
      ma_ck: 'KM-Q1-50K',
      ten_ck: 'Giảm 50.000đ cho khách mới',
      ma_dvcs: 'CN01',
      ty_le_ck: null,
      tien_ck: 50_000,
      ngay_hl_tu: day(-30),
      ngay_hl_den: null,
      so_lan_toi_da: null,
    },
    {
      ma_ck: 'KM-HN-15',
      ten_ck: 'Ưu đãi 15% gội đầu dưỡng sinh',
      ma_dvcs: 'CN02',
      ty_le_ck: 15,
      tien_ck: null,
      ngay_hl_tu: day(-5),
      ngay_hl_den: day(25),
      so_lan_toi_da: 100,
    },
    {
      ma_ck: 'KM-DN-TET',
      ten_ck: 'Khuyến mại Tết 20%',
      ma_dvcs: 'CN03',
      ty_le_ck: 20,
      tien_ck: null,
      ngay_hl_tu: day(-120),
      ngay_hl_den: day(-90),
      so_lan_toi_da: 50,
    },
  ];
};

/**
 * Catalogues a cashier reads while selling (units, taxes, warehouses): the read right and the page (r_access, so
 * the back-office list opens read-only), no add/edit/delete.
 */
const cashierReadMenus = ['stock.units', 'stock.warehouses', 'accounting.taxs'] as const;

/**
 * The demo tenant's resource-set rows (units, taxes, warehouses per branch, discount codes, custom catalogue 1,
 * voucher infos) and the cashier's read right on the catalogues used at the till.
 */
export const seedDemoResourceSets = async (
  db: Db,
  tenantId: string,
  cashierId: string,
  today = new Date(),
): Promise<void> => {
  const tenant_id = tenantId;
  await db
    .insertInto('units')
    .values(demoUnits.map((u) => ({ tenant_id, ...u, ghi_chu: null })))
    .execute();
  await db
    .insertInto('taxes')
    .values(demoTaxes.map((t) => ({ tenant_id, ...t, ghi_chu: null })))
    .execute();
  await db
    .insertInto('warehouses')
    .values(demoWarehouses.map((w) => ({ tenant_id, ...w, dia_chi: null, dien_thoai: null, ghi_chu: null })))
    .execute();
  await db
    .insertInto('discount_codes')
    .values(demoDiscountCodes(today).map((d) => ({ tenant_id, ...d, ghi_chu: null })))
    .execute();
  await db
    .insertInto('custom1')
    .values(demoCustom1.map((c) => ({ tenant_id, ...c, ghi_chu: null })))
    .execute();
  await db
    .insertInto('voucher_infos')
    .values(demoVoucherInfos.map((v) => ({ tenant_id, ...v })))
    .execute();
  await db
    .insertInto('user_rights')
    .values(
      cashierReadMenus.map((menu_id) => ({
        tenant_id,
        user_id: cashierId,
        menu_id,
        r_access: true,
        r_read: true,
      })),
    )
    .execute();
};
