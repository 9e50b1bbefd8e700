import { formatMoney } from '@sen/domain';
/** One customer-like row: 8 columns, the same for the plain table and the DataTable. */
export type BenchRow = {
  id: number;
  code: string;
  name: string;
  phone: string;
  branch: string;
  group: string;
  visits: number;
  amount: number;
  createdAt: string;
};

const familyNames = [
  'Nguyễn',
  'Trần',
  'Lê',
  'Phạm',
  'Hoàng',
  'Huỳnh',
  'Phan',
  'Vũ',
  'Võ',
  'Đặng',
  'Bùi',
  'Đỗ',
];
const middleNames = ['Văn', 'Thị', 'Hữu', 'Minh', 'Ngọc', 'Thanh', 'Đức', 'Quốc', 'Thu', 'Gia'];
const givenNames = [
  'An',
  'Bình',
  'Chi',
  'Dũng',
  'Hà',
  'Hải',
  'Hạnh',
  'Hoa',
  'Hùng',
  'Lan',
  'Linh',
  'Long',
  'Mai',
];
const moreGivenNames = [
  'Nam',
  'Phúc',
  'Quân',
  'Sơn',
  'Tâm',
  'Thảo',
  'Trang',
  'Tuấn',
  'Vy',
  'Yến',
  'Khoa',
  'Ngân',
];
const branches = [
  'Chi nhánh Quận 1',
  'Chi nhánh Quận 7',
  'Chi nhánh Thủ Đức',
  'Chi nhánh Cầu Giấy',
  'Chi nhánh Hoàn Kiếm',
  'Chi nhánh Hải Châu',
  'Chi nhánh Ninh Kiều',
];
const groups = ['Khách lẻ', 'Thành viên', 'Thân thiết', 'VIP'];
const phonePrefixes = ['090', '091', '093', '097', '098', '086', '088', '070', '079', '083'];

/** mulberry32: a small deterministic generator, so every run renders the same rows. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(next: () => number, list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** `count` deterministic rows (codes KH000001…). */
export function makeRows(count: number): BenchRow[] {
  const next = random(20_261_122);
  const allGiven = [...givenNames, ...moreGivenNames];
  const rows: BenchRow[] = new Array(count);
  const firstDay = Date.UTC(2022, 0, 1);
  for (let i = 0; i < count; i++) {
    const date = new Date(firstDay + Math.floor(next() * 1_400) * 86_400_000);
    rows[i] = {
      id: i + 1,
      code: codeOf(i + 1),
      name: `${pick(next, familyNames)} ${pick(next, middleNames)} ${pick(next, allGiven)}`,
      phone: `${pick(next, phonePrefixes)}${pad(Math.floor(next() * 10_000_000), 7)}`,
      branch: pick(next, branches),
      group: pick(next, groups),
      visits: 1 + Math.floor(next() * 60),
      amount: Math.round(next() * 50_000) * 1_000,
      createdAt: `${pad(date.getUTCDate(), 2)}-${pad(date.getUTCMonth() + 1, 2)}-${date.getUTCFullYear()}`,
    };
  }
  return rows;
}

/** The customer code of the row with that 1-based id. */
export const codeOf = (id: number) => `KH${pad(id, 6)}`;

const phone = (digits: string) => `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;

/** Column headers and cell text, shared by both tables so they render the same thing. */
export const columns: readonly {
  key: string;
  header: string;
  text: (row: BenchRow) => string;
  numeric?: true;
}[] = [
  { key: 'code', header: 'Mã KH', text: (row) => row.code },
  { key: 'name', header: 'Họ và tên', text: (row) => row.name },
  { key: 'phone', header: 'Số điện thoại', text: (row) => phone(row.phone) },
  { key: 'branch', header: 'Chi nhánh', text: (row) => row.branch },
  { key: 'group', header: 'Nhóm khách', text: (row) => row.group },
  { key: 'visits', header: 'Lượt đến', text: (row) => String(row.visits), numeric: true },
  {
    key: 'amount',
    header: 'Tổng chi tiêu',
    text: (row) => formatMoney(row.amount, { currency: true }),
    numeric: true,
  },
  { key: 'createdAt', header: 'Ngày tạo', text: (row) => row.createdAt },
];
