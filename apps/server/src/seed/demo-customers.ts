import { nthCodeOf } from './demo-codes.js';
import { demoCities } from './demo-places.js';
/** About forty believable, deterministic demo customers spread over the three branches. */
export type DemoCustomer = {
  ma_kh: string;
  ten_kh: string;
  dien_thoai: string;
  email: string | null;
  ngay_sinh: string;
  gioi_tinh: '1' | '2';
  /** The street and the ward's name ('25 Lê Lợi, Phường Bến Thành'), as the client portal stores it. */
  dia_chi: string;
  /** The province's name, code and the ward's code of the address lists: the branch's city, one of its wards. */
  tinh_thanh: string;
  ma_tinh: string;
  ma_xa: string;
  ma_dvcs: string;
  ma_nvbh: string | null;
  /** Khách thân thiết (NK002) or VIP (NK003) for some; most belong to no group (the portal's customer neither). */
  ma_nhom_kh: string | null;
  /** Days before seeding the customer was created. */
  daysAgo: number;
};

const women = [
  'Trần Thị Mai',
  'Nguyễn Thị Hồng Nhung',
  'Lê Thị Thu Hà',
  'Phạm Ngọc Anh',
  'Hoàng Thị Thanh Hương',
  'Võ Thị Kim Ngân',
  'Đặng Thùy Linh',
  'Bùi Thị Phương',
  'Đỗ Minh Châu',
  'Huỳnh Thị Bích Trâm',
  'Ngô Thị Lan Anh',
  'Dương Thị Hạnh',
  'Lý Thị Mỹ Duyên',
  'Phan Thị Thảo',
  'Vũ Thị Ngọc Hân',
  'Trịnh Thị Yến',
  'Đinh Thị Quỳnh',
  'Mai Thị Tuyết',
  'Lâm Thị Diễm',
  'Cao Thị Hoài Thương',
  'Tạ Thị Hoa',
  'Hồ Thị Ánh Tuyết',
  'Lương Thị Vân',
  'Châu Ngọc Trinh',
  'Kiều Thị Oanh',
];
const men = [
  'Nguyễn Văn An',
  'Trần Minh Khoa',
  'Lê Hoàng Nam',
  'Phạm Quốc Bảo',
  'Hoàng Đức Thắng',
  'Võ Thành Trung',
  'Đặng Văn Hải',
  'Bùi Quang Huy',
  'Đỗ Tiến Dũng',
  'Huỳnh Gia Khang',
  'Ngô Văn Tùng',
  'Dương Minh Tuấn',
  'Lý Hoàng Phúc',
  'Phan Anh Tuấn',
  'Vũ Đình Long',
];

/** Streets of each branch's city (its wards: demoCities). */
const streets: Record<string, string[]> = {
  CN01: ['Lê Lợi', 'Pasteur', 'Nam Kỳ Khởi Nghĩa', 'Hai Bà Trưng', 'Điện Biên Phủ', 'Cách Mạng Tháng Tám'],
  CN02: ['Kim Mã', 'Láng Hạ', 'Xuân Thủy', 'Hàng Bài', 'Nguyễn Chí Thanh', 'Trần Duy Hưng'],
  CN03: ['Nguyễn Văn Linh', 'Lê Duẩn', 'Hùng Vương', 'Trần Phú', 'Ngô Quyền', 'Võ Nguyên Giáp'],
};
/** The portal demo customer's ward: Phường Bến Thành, Thành phố Hồ Chí Minh. */
const portalDemoWard = '26743';
const mobilePrefixes = [
  '090',
  '091',
  '093',
  '097',
  '098',
  '032',
  '035',
  '038',
  '070',
  '077',
  '079',
  '081',
  '083',
  '086',
  '088',
];
const branches = ['CN01', 'CN01', 'CN02', 'CN01', 'CN03'];
const salers: Record<string, (string | null)[]> = {
  CN01: ['NV001', 'NV001', 'NV002', null],
  CN02: ['NV003', 'NV004', null],
  CN03: ['NV005', null],
};

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

const asciiSlug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .split(' ');

/** The portal demo customer: phone 0901234567, 'Trần Thị Mai', branch CN01, looked after by NV001. */
export const portalDemoPhone = '0901234567';

/** The portal demo customer's code and name (the first demo customer). */
export const portalDemoCustomer = { ma_kh: 'KH0001', ten_kh: 'Trần Thị Mai', ma_dvcs: 'CN01' } as const;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The portal demo customer's payment card (the first card of the demo, active, in CN01) and its history: a top-up,
 * its bonus, spends at the spa and a second top-up, all this year (so the card screen of the portal has something to
 * show). Given as the first rows of each resource; the seed settles totals, balances and numbers as for any card.
 */
export const portalDemoCard = (today: Date) => {
  const yearStart = Date.UTC(today.getUTCFullYear(), 0, 1);
  const daysAgo = (days: number) =>
    isoDay(new Date(Math.max(yearStart, today.getTime() - days * 86_400_000)));
  const ma_the = 'THE001';
  const card = {
    ma_the,
    ...portalDemoCustomer,
    dien_thoai: portalDemoPhone,
    ngay_phat_hanh: daysAgo(61),
    ngay_het_han: isoDay(new Date(today.getTime() + 365 * 86_400_000)),
    trang_thai: '1',
    so_du_dau: 0,
  };
  const entry = (days: number, loai_gd: string, so_tien: number, dien_giai: string) => ({
    ma_the,
    ...portalDemoCustomer,
    ngay_ct: daysAgo(days),
    loai_gd,
    so_tien,
    dien_giai,
    so_ct_goc: null,
  });
  return {
    card,
    entries: [
      entry(60, 'NAP', 3_000_000, 'Nạp tiền vào thẻ tại quầy'),
      entry(60, 'THUONG', 300_000, 'Thưởng nạp 10%'),
      entry(41, 'TIEU', 650_000, 'Thanh toán chăm sóc da mặt cơ bản'),
      entry(23, 'TIEU', 1_200_000, 'Thanh toán massage body đá nóng và mỹ phẩm'),
      entry(9, 'NAP', 2_000_000, 'Nạp tiền vào thẻ qua chuyển khoản'),
      entry(2, 'TIEU', 480_000, 'Thanh toán gội đầu dưỡng sinh'),
    ],
  };
};

export const demoCustomers = (): DemoCustomer[] => {
  const names = women.flatMap((woman, i) => (men[i] ? [woman, men[i]] : [woman]));
  return names.map((ten_kh, i) => {
    const ma_dvcs = i === 0 ? 'CN01' : pick(branches, i);
    const isWoman = women.includes(ten_kh);
    const words = asciiSlug(ten_kh);
    const dien_thoai =
      i === 0
        ? portalDemoPhone
        : `${pick(mobilePrefixes, i * 7)}${String((i * 7_919_113 + 1_234_567) % 10_000_000).padStart(7, '0')}`;
    const city = demoCities[ma_dvcs as keyof typeof demoCities] ?? demoCities.CN01;
    const ward =
      (i === 0 ? city.wards.find((w) => w.ma_xa === portalDemoWard) : undefined) ?? pick(city.wards, i * 3);
    const year = 1972 + ((i * 7) % 31);
    const month = String(1 + ((i * 5 + 2) % 12)).padStart(2, '0');
    const day = String(1 + ((i * 11 + 8) % 28)).padStart(2, '0');
    return {
      ma_kh: `KH${String(i + 1).padStart(4, '0')}`,
      ten_kh,
      dien_thoai,
      email: i % 3 === 2 ? null : `${words.at(-1)}.${words[0]}${i + 1}@gmail.com`,
      ngay_sinh: `${year}-${month}-${day}`,
      gioi_tinh: isWoman ? '2' : '1',
      dia_chi: `${10 + ((i * 37) % 290)} ${pick(streets[ma_dvcs] ?? ['Lê Lợi'], i)}, ${ward.ten_xa}`,
      tinh_thanh: city.ten_tinh,
      ma_tinh: city.ma_tinh,
      ma_xa: ward.ma_xa,
      ma_dvcs,
      ma_nvbh: i === 0 ? 'NV001' : pick(salers[ma_dvcs] ?? [null], i),
      ma_nhom_kh:
        i === 0
          ? null
          : i % 7 === 3
            ? nthCodeOf('ma_nhom_kh', 2)
            : i % 4 === 1
              ? nthCodeOf('ma_nhom_kh', 1)
              : null,
      daysAgo: (i * 3) % 120,
    };
  });
};
