import { nthCodeOf as codeOf } from './demo-codes.js';

/**
 * The demo's goods and services as a Vietnamese day spa with a small lounge sells them: each product with its
 * kind (goods sold over the counter, or materials the treatment rooms use up), unit, price, cost, group and type;
 * each service with its duration, price and technician wage per turn. Services are coded DV… and products VT…,
 * so no code names both. The last four products become the spa's packages (demo-packages.ts).
 */

/** The product groups (curatedNames['product-groups'], in order) and product types (curatedNames['product-types']). */
const GROUP = {
  face: 0,
  body: 1,
  hair: 2,
  cosmetics: 3,
  drinks: 4,
  supplies: 5,
  packages: 6,
  nails: 7,
} as const;
const TYPE = { retail: 0, service: 1, supplies: 2, package: 3 } as const;

type Good = [name: string, kind: 'HH' | 'NVL', unit: string, price: number, cost: number, group: number];

const goods: Good[] = [
  ['Sữa rửa mặt trà xanh 150ml', 'HH', 'CHAI', 285_000, 150_000, GROUP.cosmetics],
  ['Kem dưỡng ẩm ban đêm 50ml', 'HH', 'HU', 450_000, 240_000, GROUP.cosmetics],
  ['Serum vitamin C 30ml', 'HH', 'CHAI', 520_000, 280_000, GROUP.cosmetics],
  ['Mặt nạ collagen hộp 10 miếng', 'HH', 'HOP', 250_000, 120_000, GROUP.cosmetics],
  ['Kem chống nắng SPF50 50ml', 'HH', 'TUYP', 380_000, 200_000, GROUP.cosmetics],
  ['Nước hoa hồng không cồn 200ml', 'HH', 'CHAI', 220_000, 110_000, GROUP.cosmetics],
  ['Dầu gội thảo dược 300ml', 'HH', 'CHAI', 180_000, 90_000, GROUP.hair],
  ['Tinh dầu sả chanh 10ml', 'HH', 'CHAI', 95_000, 45_000, GROUP.body],
  ['Trà gừng mật ong', 'HH', 'LY', 35_000, 12_000, GROUP.drinks],
  ['Nước ép cam tươi', 'HH', 'LY', 45_000, 18_000, GROUP.drinks],
  ['Cà phê sữa đá', 'HH', 'LY', 29_000, 10_000, GROUP.drinks],
  ['Khăn mặt cotton', 'NVL', 'CAI', 25_000, 15_000, GROUP.supplies],
  ['Bông tẩy trang hộp 100 miếng', 'NVL', 'HOP', 45_000, 28_000, GROUP.supplies],
  ['Găng tay y tế hộp 100 chiếc', 'NVL', 'HOP', 90_000, 65_000, GROUP.supplies],
  ['Muối tắm thảo dược 500g', 'HH', 'HU', 160_000, 70_000, GROUP.body],
  ['Sữa tắm hương sen 500ml', 'HH', 'CHAI', 210_000, 100_000, GROUP.body],
  ['Kem tẩy tế bào chết 100ml', 'HH', 'TUYP', 240_000, 120_000, GROUP.body],
  ['Tinh chất dưỡng tóc bưởi 100ml', 'HH', 'CHAI', 150_000, 70_000, GROUP.hair],
  ['Son dưỡng môi mật ong', 'HH', 'CAI', 85_000, 35_000, GROUP.cosmetics],
  ['Xịt khoáng 150ml', 'HH', 'CHAI', 260_000, 140_000, GROUP.cosmetics],
  ['Mặt nạ đất sét 100g', 'HH', 'HU', 195_000, 90_000, GROUP.face],
  ['Kem trị thâm 30ml', 'HH', 'TUYP', 420_000, 210_000, GROUP.face],
  ['Gel lô hội 300ml', 'HH', 'HU', 130_000, 60_000, GROUP.body],
  ['Dầu massage hạnh nhân 1 lít', 'NVL', 'CHAI', 320_000, 210_000, GROUP.supplies],
  ['Nến thơm oải hương', 'HH', 'CAI', 150_000, 70_000, GROUP.body],
  ['Trà hoa cúc', 'HH', 'LY', 30_000, 9_000, GROUP.drinks],
  ['Nước suối 500ml', 'HH', 'CHAI', 10_000, 4_500, GROUP.drinks],
  ['Sữa chua nha đam', 'HH', 'HU', 25_000, 11_000, GROUP.drinks],
  ['Bánh quy yến mạch hộp 200g', 'HH', 'HOP', 55_000, 30_000, GROUP.drinks],
  ['Khăn tắm lớn', 'NVL', 'CAI', 120_000, 80_000, GROUP.supplies],
  ['Áo choàng spa', 'NVL', 'CAI', 250_000, 170_000, GROUP.supplies],
  ['Mũ trùm tóc hộp 100 chiếc', 'NVL', 'HOP', 60_000, 40_000, GROUP.supplies],
  ['Dép đi trong phòng', 'NVL', 'DOI', 35_000, 20_000, GROUP.supplies],
  ['Bông gạc y tế hộp 10 gói', 'NVL', 'HOP', 40_000, 25_000, GROUP.supplies],
  ['Cồn sát khuẩn 70 độ 500ml', 'NVL', 'CHAI', 45_000, 30_000, GROUP.supplies],
  ['Gel siêu âm 250ml', 'NVL', 'CHAI', 70_000, 40_000, GROUP.supplies],
  // The four packages (demo-packages.ts gives them their names, sessions and prices).
  ['Liệu trình 1', 'HH', 'GOI', 0, 0, GROUP.packages],
  ['Liệu trình 2', 'HH', 'GOI', 0, 0, GROUP.packages],
  ['Liệu trình 3', 'HH', 'GOI', 0, 0, GROUP.packages],
  ['Liệu trình 4', 'HH', 'GOI', 0, 0, GROUP.packages],
];

/** The demo products (fixed rows of `products`, in order). */
export const demoProducts = goods.map(([ten_vt, loai_vt, dvt, gia_ban, gia_von, group]) => ({
  ten_vt,
  loai_vt,
  dvt,
  gia_ban,
  gia_von,
  ma_nhom_vt: codeOf('ma_nhom_vt', group),
  ma_loai_vt: codeOf(
    'ma_loai_vt',
    group === GROUP.packages ? TYPE.package : loai_vt === 'NVL' ? TYPE.supplies : TYPE.retail,
  ),
  ma_thue: loai_vt === 'NVL' ? 'VAT10' : group === GROUP.drinks ? 'VAT8' : 'VAT10',
}));

type Service = [name: string, english: string, minutes: number, price: number, wage: number, group: number];

const services: Service[] = [
  ['Chăm sóc da mặt cơ bản 60 phút', 'Basic facial 60 min', 60, 350_000, 60_000, GROUP.face],
  ['Massage body đá nóng 90 phút', 'Hot stone body massage 90 min', 90, 550_000, 90_000, GROUP.body],
  ['Gội đầu dưỡng sinh 45 phút', 'Herbal hair wash 45 min', 45, 150_000, 30_000, GROUP.hair],
  ['Triệt lông vùng nách', 'Underarm hair removal', 30, 250_000, 40_000, GROUP.body],
  ['Trị mụn chuyên sâu 75 phút', 'Deep acne treatment 75 min', 75, 450_000, 70_000, GROUP.face],
  ['Tắm trắng phi thuyền 60 phút', 'Whitening capsule bath 60 min', 60, 600_000, 80_000, GROUP.body],
  ['Xông hơi thảo dược 30 phút', 'Herbal steam 30 min', 30, 120_000, 20_000, GROUP.body],
  ['Sơn gel tay', 'Gel manicure', 45, 150_000, 30_000, GROUP.nails],
  ['Nối mi tự nhiên', 'Natural eyelash extensions', 90, 350_000, 60_000, GROUP.nails],
  ['Massage chân thảo dược 60 phút', 'Herbal foot massage 60 min', 60, 250_000, 45_000, GROUP.body],
];

/**
 * Processing time of a service by its index (minutes in, minutes the technician's hands are free): the facial's
 * mask sets for 20 minutes, the capsule bath runs on its own for 40.
 */
const processing: Readonly<Record<number, readonly [number, number]>> = { 0: [30, 20], 5: [10, 40] };

/** The demo services (fixed rows of `stock-services`, in order), coded DV001…. */
export const demoServices = services.map(
  ([ten_vt, ten_vt_en, thoi_gian, gia_ban, tien_cong, group], index) => ({
    ma_vt: `DV${String(index + 1).padStart(3, '0')}`,
    ten_vt,
    ten_vt_en,
    dvt: 'LAN',
    thoi_gian,
    cho_sau: processing[index]?.[0] ?? 0,
    thoi_gian_cho: processing[index]?.[1] ?? 0,
    gia_ban,
    tien_cong,
    so_ktv: 1,
    can_phong: group !== GROUP.nails,
    ma_nhom_vt: codeOf('ma_nhom_vt', group),
    ma_loai_vt: codeOf('ma_loai_vt', TYPE.service),
    ma_thue: 'VAT8',
  }),
);
