import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { shared } from '../shared-fields.js';

/**
 * Cashier shifts (ca thu ngân) of the POS: a till (its device id) opens one with a float, sells under it — each
 * retail order it takes carries the shift's `_id` (`ma_ca_tn`) and the device's running number of the day
 * (`so_don_may`) — and closes it with the amounts counted per payment kind. The server computes what is expected
 * (`posShiftExpected`) from the orders of the shift, less the refunds the till made in it (returns carrying the
 * shift's id), and stores both with the difference; the device numbers the orders it has not received show as gaps
 * (`deviceNumberGaps`).
 */

/** A shift: open, closed. */
export const posShiftStatuses = [
  ['0', 'Đang mở', 'Open'],
  ['1', 'Đã kết ca', 'Closed'],
] as const;

/** The payment kinds a shift counts: cash, transfer, card (bank card, prepaid card and every other kind). */
export const posShiftKinds = ['tm', 'ck', 'the'] as const;
export type PosShiftKind = (typeof posShiftKinds)[number];

/** The kind of a payment type's loai_tt (TM cash, CK transfer; bank card, prepaid card and the rest: card). */
export const posShiftKindOf = (loaiTt: string | null | undefined): PosShiftKind =>
  loaiTt === 'TM' ? 'tm' : loaiTt === 'CK' ? 'ck' : 'the';

/**
 * An order as a shift counts it: its total, what was paid, what a prepaid card paid, its payment type's kind, and
 * the part a second payment type paid (tien_httt2) with that type's kind.
 */
export type PosShiftOrder = {
  t_tt: number;
  da_tt: number;
  tien_the: number;
  loai_tt: string | null;
  tien_httt2?: number;
  loai_tt2?: string | null;
};

export type PosShiftAmounts = Record<PosShiftKind, number>;

/**
 * A refund made at the till in the shift (a return of goods, `returns` with the shift's `ma_ca_tn`) as the shift
 * counts it: what it paid back, the part given back to a prepaid card (all of it when its type is a prepaid card)
 * and its refund type's kind.
 */
export type PosShiftRefund = { t_tt: number; tien_the: number; loai_tt: string | null };

/**
 * What a shift expects per kind: cash is the float plus the cash taken (what a customer hands beyond the order's
 * total is change, given back: never counted), transfers and cards what they paid; a prepaid card's part of an
 * order is card whatever pays the rest. The refunds made in the shift are paid out of it, each from its kind (a
 * prepaid card's part from cards). Also the number of orders and their total, and of the refunds.
 */
export const posShiftExpected = (
  float: number,
  orders: readonly PosShiftOrder[],
  refunds: readonly PosShiftRefund[] = [],
): PosShiftAmounts & { so_don: number; t_tt: number; so_tra: number; t_tra: number } => {
  const sums: PosShiftAmounts = { tm: float, ck: 0, the: 0 };
  let total = 0;
  for (const order of orders) {
    const card = Math.max(0, order.tien_the);
    const second = Math.max(0, order.tien_httt2 ?? 0);
    const paid = Math.max(0, Math.min(order.da_tt, order.t_tt) - card - second);
    sums[posShiftKindOf(order.loai_tt)] += paid;
    if (second > 0) sums[posShiftKindOf(order.loai_tt2)] += second;
    sums.the += card;
    total += order.t_tt;
  }
  let refunded = 0;
  for (const refund of refunds) {
    const amount = Math.max(0, refund.t_tt);
    const card = refund.loai_tt === 'TTT' ? amount : Math.min(amount, Math.max(0, refund.tien_the));
    sums[posShiftKindOf(refund.loai_tt)] -= amount - card;
    sums.the -= card;
    refunded += amount;
  }
  return { ...sums, so_don: orders.length, t_tt: total, so_tra: refunds.length, t_tra: refunded };
};

/** Counted minus expected (positive: more than expected); null while nothing is counted. */
export const posShiftDifference = (
  counted: number | null | undefined,
  expected: number | null | undefined,
) => (counted === null || counted === undefined ? null : counted - (expected ?? 0));

/** A device order number of a day ('YYYY-MM-DD'): the till numbers each day's orders from 1. */
export type DeviceNumber = { day: string; number: number };

/** The numbers missing between the lowest and the highest of each day, per day (days in order). */
export const deviceNumberGaps = (
  numbers: readonly DeviceNumber[],
): { first: number | null; last: number | null; gaps: { day: string; numbers: number[] }[] } => {
  const byDay = new Map<string, Set<number>>();
  for (const { day, number } of numbers) {
    if (!Number.isInteger(number) || number < 1) continue;
    let set = byDay.get(day);
    if (!set) byDay.set(day, (set = new Set()));
    set.add(number);
  }
  const days = [...byDay.keys()].sort();
  const gaps: { day: string; numbers: number[] }[] = [];
  for (const day of days) {
    const seen = [...byDay.get(day)!].sort((a, b) => a - b);
    const missing: number[] = [];
    for (let n = seen[0]!; n < seen[seen.length - 1]!; n++) if (!byDay.get(day)!.has(n)) missing.push(n);
    if (missing.length > 0) gaps.push({ day, numbers: missing });
  }
  const firstDay = days[0];
  const lastDay = days[days.length - 1];
  return {
    first: firstDay ? Math.min(...byDay.get(firstDay)!) : null,
    last: lastDay ? Math.max(...byDay.get(lastDay)!) : null,
    gaps,
  };
};

/** Runs of numbers as text: [3, 5, 6, 7] → '3, 5–7'. */
export const numberRuns = (numbers: readonly number[]): string => {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    runs.push(i === j ? String(sorted[i]) : `${sorted[i]}–${sorted[j]}`);
    i = j + 1;
  }
  return runs.join(', ');
};

/**
 * The gaps as stored on the shift (`so_thieu`): '3, 5–7', each day named ('DD/MM: 3; DD/MM: 1–2') when the shift
 * ran over more than one day; '' when none.
 */
export const formatDeviceGaps = (
  gaps: readonly { day: string; numbers: readonly number[] }[],
  days: number,
) =>
  gaps
    .map(({ day, numbers }) =>
      days > 1 ? `${day.slice(8, 10)}/${day.slice(5, 7)}: ${numberRuns(numbers)}` : numberRuns(numbers),
    )
    .join('; ');

const counted = (label: [string, string]) => f.money(label);
const computed = (label: [string, string]) => f.money(label, { readOnly: true });
const difference = (label: [string, string]) => f.money(label, { readOnly: true, allowNegative: true });

/** The differences of a shift's row from its counted and expected amounts. */
export const withShiftDifferences = (record: Record<string, unknown>): Record<string, unknown> => {
  const number = (value: unknown) =>
    value === null || value === undefined || value === '' ? null : Number(value);
  const result = { ...record };
  for (const kind of posShiftKinds)
    result[`${kind}_chenh_lech`] = posShiftDifference(
      number(record[`${kind}_thuc_te`]),
      number(record[`${kind}_du_kien`]),
    );
  return result;
};

export const posShifts = defineResource({
  name: 'pos-shifts',
  route: '/sales/pos-shifts',
  table: 'sales_pos_shifts',
  title: ['Ca thu ngân', 'Cashier shifts'],
  voucher: { ma_ct: 'CTN', prefix: 'CA' },
  branchScope: 'selected',
  // A till opens its shift under an id of its own (kept while the network is down, sent again until stored).
  clientIds: true,
  fields: {
    ma_may: f.text(['Máy bán hàng', 'Till device'], { max: 128 }),
    ma_nsd: f.text(['Thu ngân', 'Cashier'], { readOnly: true, max: 64 }),
    ten_nsd: f.text(['Tên thu ngân', 'Cashier name'], { readOnly: true, max: 200 }),
    gio_bd: f.time(['Giờ mở ca', 'Opened at'], { readOnly: true }),
    tien_dau_ca: f.money(['Tiền đầu ca', 'Opening float'], { defaultValue: 0 }),
    ngay_kt: f.date(['Ngày kết ca', 'Closed on'], { readOnly: true }),
    gio_kt: f.time(['Giờ kết ca', 'Closed at'], { readOnly: true }),
    so_don: f.number(['Số đơn', 'Orders'], { readOnly: true }),
    t_tt: computed(['Doanh thu', 'Sales']),
    tm_du_kien: computed(['Tiền mặt dự kiến', 'Cash expected']),
    tm_thuc_te: counted(['Tiền mặt thực tế', 'Cash counted']),
    tm_chenh_lech: difference(['Chênh lệch tiền mặt', 'Cash difference']),
    ck_du_kien: computed(['Chuyển khoản dự kiến', 'Transfers expected']),
    ck_thuc_te: counted(['Chuyển khoản thực tế', 'Transfers counted']),
    ck_chenh_lech: difference(['Chênh lệch chuyển khoản', 'Transfers difference']),
    the_du_kien: computed(['Thẻ dự kiến', 'Cards expected']),
    the_thuc_te: counted(['Thẻ thực tế', 'Cards counted']),
    the_chenh_lech: difference(['Chênh lệch thẻ', 'Cards difference']),
    so_dau: f.number(['Số đơn đầu', 'First order no.'], { readOnly: true }),
    so_cuoi: f.number(['Số đơn cuối', 'Last order no.'], { readOnly: true }),
    so_thieu: f.text(['Số đơn bị thiếu', 'Missing order numbers'], { readOnly: true, max: 2000 }),
    ...shared('ghi_chu'),
    // Set by the server whatever a write sends (open on creation, closed by closing: apps/server pos-shifts).
    trang_thai: f.enum(['Trạng thái', 'Status'], posShiftStatuses, { defaultValue: '0' }),
  },
  keyFields: ['ma_dvcs', 'so_ct'],
  listColumns: [
    'so_ct',
    'ngay_ct',
    'gio_bd',
    'ten_nsd',
    'tien_dau_ca',
    'gio_kt',
    't_tt',
    'tm_du_kien',
    'tm_thuc_te',
    'tm_chenh_lech',
    'so_thieu',
    'trang_thai',
    'ma_dvcs',
  ],
  filters: ['ma_may', 'trang_thai', 'ma_dvcs'],
  search: ['so_ct', 'ma_nsd', 'ten_nsd', 'ma_may', 'ghi_chu'],
  defaultSort: ['-ngay_ct', '-so_ct'],
  sections: [
    {
      title: ['Ca', 'Shift'],
      fields: [
        'so_ct',
        'ngay_ct',
        'ma_dvcs',
        'ma_may',
        'ma_nsd',
        'ten_nsd',
        'gio_bd',
        'tien_dau_ca',
        'ngay_kt',
        'gio_kt',
        'trang_thai',
      ],
    },
    {
      title: ['Kết ca', 'Closing'],
      fields: [
        'so_don',
        't_tt',
        'tm_du_kien',
        'tm_thuc_te',
        'tm_chenh_lech',
        'ck_du_kien',
        'ck_thuc_te',
        'ck_chenh_lech',
        'the_du_kien',
        'the_thuc_te',
        'the_chenh_lech',
        'so_dau',
        'so_cuoi',
        'so_thieu',
        'ghi_chu',
      ],
    },
  ],
  derive: withShiftDifferences,
});
