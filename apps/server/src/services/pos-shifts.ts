import { businessClock, businessToday, configValue, isTrue } from '@sen/domain';
import {
  deviceNumberGaps,
  formatDeviceGaps,
  ledgerPostings,
  posShiftExpected,
  type posShifts,
  voucherPostsNow,
  withShiftDifferences,
  type PosShiftOrder,
  type PosShiftRefund,
} from '@sen/domain/resources';
import { sql, type Kysely, type Transaction } from 'kysely';
import { lockForTransaction } from '../db/advisory-lock.js';
import type { Database } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { tenantConfigs } from './tenant-configs.js';

/**
 * Cashier shifts of the POS (resource `pos-shifts`, @sen/domain sales/pos-shifts.ts). A till opens one under its
 * device id; the retail orders it takes carry the shift's `_id` (`ma_ca_tn`) and the device's running number of
 * the day (`so_don_may`), written on the device when the order is taken, so an order sent late from the till's
 * outbox still counts in its own shift. What a shift expects is always computed here from those orders, never
 * taken from the client.
 */

type Db = Transaction<Database>;

/** Only one shift of a device is open at a time: checked under the device's lock (and held by a unique index). */
export const lockDevice = (trx: Db, tenantId: string, device: string) =>
  lockForTransaction(trx, 'pos-shift-device', `${tenantId}/${device}`);

/** The device's open shift (any branch), if any. */
export const openShiftOfDevice = async (trx: Db | Kysely<Database>, tenantId: string, device: string) =>
  (
    await sql<{ _id: string; so_ct: string; gio_bd: string | null; ma_dvcs: string }>`
      SELECT _id::text AS _id, so_ct, gio_bd, ma_dvcs FROM sales_pos_shifts
      WHERE tenant_id = ${tenantId} AND ma_may = ${device} AND coalesce(trang_thai, '0') = '0'
      ORDER BY ngay_tao DESC LIMIT 1`.execute(trx)
  ).rows[0];

/** 409 POS_SHIFT_OPEN naming the open shift. */
export const shiftOpenError = (open: { so_ct: string; gio_bd: string | null }) =>
  new ApiError(409, 'POS_SHIFT_OPEN', { so_ct: open.so_ct, gio_bd: open.gio_bd ?? '' });

/** The fields the server computes: kept as stored whatever a write of the row sends. */
export const computedShiftFields = [
  'ma_nsd',
  'ten_nsd',
  'gio_bd',
  'ngay_kt',
  'gio_kt',
  'so_don',
  't_tt',
  'tm_du_kien',
  'ck_du_kien',
  'the_du_kien',
  'so_dau',
  'so_cuoi',
  'so_thieu',
  'trang_thai',
] as const satisfies readonly (keyof typeof posShifts.fields)[];

/** What a shift's orders come to: expected amounts per kind, orders and total, device numbers and their gaps. */
export type ShiftTotals = ReturnType<typeof posShiftExpected> & {
  so_dau: number | null;
  so_cuoi: number | null;
  gaps: { day: string; numbers: number[] }[];
  so_thieu: string;
};

/**
 * The totals of a shift from the retail orders that carry its id: done orders count in the money, every order
 * (a cancelled one too) in the device numbers; only those of the shift's branch (index
 * sales_retail_orders_tenant_ma_ca_tn of migration 0039). The refunds the till made in the shift (returns carrying
 * its id, index sales_returns_tenant_ma_ca_tn of migration 0043) are paid out of it once they post: done, and
 * approved where the tenant asks for it (sale_bill_require_approve).
 */
export const shiftTotals = async (
  db: Db | Kysely<Database>,
  tenantId: string,
  shift: { _id: string; ma_dvcs: unknown; tien_dau_ca: unknown },
): Promise<ShiftTotals> => {
  const [orders, refunds, configs] = await Promise.all([
    sql<PosShiftOrder & { trang_thai: string | null; ngay_ct: string; so_don_may: number | null }>`
      SELECT coalesce(o.t_tt, 0)::float8 AS t_tt, coalesce(o.da_tt, 0)::float8 AS da_tt,
        coalesce(o.tien_the, 0)::float8 AS tien_the, p.loai_tt, o.trang_thai,
        coalesce(o.tien_httt2, 0)::float8 AS tien_httt2, p2.loai_tt AS loai_tt2,
        to_char(o.ngay_ct, 'YYYY-MM-DD') AS ngay_ct, o.so_don_may
      FROM sales_retail_orders o
      LEFT JOIN sales_payment_types p ON p.tenant_id = o.tenant_id AND p.ma_httt = o.ma_httt
      LEFT JOIN sales_payment_types p2 ON p2.tenant_id = o.tenant_id AND p2.ma_httt = o.ma_httt2
      WHERE o.tenant_id = ${tenantId} AND o.ma_ca_tn = ${shift._id} AND o.ma_dvcs = ${String(shift.ma_dvcs)}`.execute(
      db,
    ),
    sql<
      PosShiftRefund & { trang_thai: string | null; ngay_duyet: string | null; nguoi_duyet: string | null }
    >`
      SELECT coalesce(r.t_tt, 0)::float8 AS t_tt, coalesce(r.tien_the, 0)::float8 AS tien_the, p.loai_tt,
        r.trang_thai, r.ngay_duyet::text AS ngay_duyet, r.nguoi_duyet
      FROM sales_returns r
      LEFT JOIN sales_payment_types p ON p.tenant_id = r.tenant_id AND p.ma_httt = r.ma_httt
      WHERE r.tenant_id = ${tenantId} AND r.ma_ca_tn = ${shift._id} AND r.ma_dvcs = ${String(shift.ma_dvcs)}`.execute(
      db,
    ),
    // Read afresh: the view of an open shift is asked outside any write.
    tenantConfigs(db, tenantId),
  ]);
  const flag = (name: string) => isTrue(configValue(configs, name));
  const posting = ledgerPostings.returns!;
  const expected = posShiftExpected(
    Number(shift.tien_dau_ca ?? 0),
    orders.rows.filter((o) => o.trang_thai === '1'),
    refunds.rows.filter((r) => voucherPostsNow(r, posting.approvalFlag, flag)),
  );
  const numbered = orders.rows
    .filter((o) => o.so_don_may !== null)
    .map((o) => ({ day: o.ngay_ct, number: Number(o.so_don_may) }));
  const { first, last, gaps } = deviceNumberGaps(numbered);
  const days = new Set(numbered.map((n) => n.day)).size;
  return { ...expected, so_dau: first, so_cuoi: last, gaps, so_thieu: formatDeviceGaps(gaps, days) };
};

/** The values a close stores: the totals, what was counted, the differences, the closing day and time. */
export const closedShiftValues = (
  totals: ShiftTotals,
  counted: { tm_thuc_te: number; ck_thuc_te: number; the_thuc_te: number; ghi_chu?: string | null },
  existingNote: unknown,
  at: Date,
): Record<string, unknown> =>
  withShiftDifferences({
    so_don: totals.so_don,
    t_tt: totals.t_tt,
    tm_du_kien: totals.tm,
    ck_du_kien: totals.ck,
    the_du_kien: totals.the,
    tm_thuc_te: counted.tm_thuc_te,
    ck_thuc_te: counted.ck_thuc_te,
    the_thuc_te: counted.the_thuc_te,
    so_dau: totals.so_dau,
    so_cuoi: totals.so_cuoi,
    so_thieu: totals.so_thieu.slice(0, 2000),
    ghi_chu: counted.ghi_chu === undefined ? (existingNote ?? null) : counted.ghi_chu,
    trang_thai: '1',
    ngay_kt: businessToday(at),
    gio_kt: businessClock(at),
  });
