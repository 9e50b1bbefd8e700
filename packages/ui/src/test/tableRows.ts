import { formatNumber } from '@sen/domain';
import type { DataTableColumn } from '../DataTable';

/** A sales order row (test and story fixture for the DataTable). */
export type OrderRow = {
  id: string;
  code: string;
  customer: string;
  city: string;
  date: string;
  amount: number;
  quantity: number;
};

const families = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Vũ', 'Đặng', 'Bùi', 'Đỗ', 'Hồ'];
const middles = ['Văn', 'Thị', 'Minh', 'Ngọc', 'Đức', 'Thu', 'Quang', 'Hải'];
const givens = [
  'An',
  'Bình',
  'Chi',
  'Dũng',
  'Đạt',
  'Giang',
  'Hà',
  'Khánh',
  'Lan',
  'Nam',
  'Phúc',
  'Quyên',
  'Sơn',
];
const cities = ['Hà Nội', 'Hồ Chí Minh', 'Đà Nẵng', 'Huế', 'Cần Thơ', 'Hải Phòng', 'Nha Trang', 'Đà Lạt'];

/** `count` deterministic orders: ids 'o1'…, codes 'HD00001'…, dates in 2024, amounts in đồng. */
export function makeOrders(count: number): OrderRow[] {
  const rows: OrderRow[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const n = i + 1;
    const month = String((i % 12) + 1).padStart(2, '0');
    const day = String((i % 28) + 1).padStart(2, '0');
    rows[i] = {
      id: `o${n}`,
      code: `HD${String(n).padStart(5, '0')}`,
      customer: `${families[i % families.length]} ${middles[(i >> 1) % middles.length]} ${givens[(i * 7) % givens.length]}`,
      city: cities[(i * 3) % cities.length] as string,
      date: `2024-${month}-${day}`,
      amount: ((i * 7919) % 9000) * 1000 + 50_000,
      quantity: ((i * 31) % 17) + 1,
    };
  }
  return rows;
}

const sum = (rows: readonly OrderRow[], pick: (row: OrderRow) => number) =>
  rows.reduce((total, row) => total + pick(row), 0);

/** The order columns: code (pinned left), customer, city, date, quantity and amount (numeric, with totals). */
export const orderColumns: DataTableColumn<OrderRow>[] = [
  {
    id: 'code',
    header: 'Mã đơn',
    accessor: (r) => r.code,
    width: 110,
    sortable: true,
    pinned: 'left',
    footer: 'Tổng',
  },
  { id: 'customer', header: 'Khách hàng', accessor: (r) => r.customer, width: 200, sortable: true },
  { id: 'city', header: 'Thành phố', accessor: (r) => r.city, width: 140, sortable: true },
  { id: 'date', header: 'Ngày', accessor: (r) => r.date, width: 120, sortable: true, searchable: false },
  {
    id: 'quantity',
    header: 'Số lượng',
    accessor: (r) => r.quantity,
    width: 100,
    numeric: true,
    sortable: true,
    searchable: false,
    footer: (rows) => formatNumber(sum(rows, (r) => r.quantity)),
  },
  {
    id: 'amount',
    header: 'Thành tiền',
    accessor: (r) => r.amount,
    width: 140,
    numeric: true,
    sortable: true,
    searchable: false,
    footer: (rows) => formatNumber(sum(rows, (r) => r.amount)),
  },
];
