import { numberRuns } from '@sen/domain/resources';
import type { LocalOrder } from '../outbox/local-db';

/**
 * The till's cashier shift, pure: what the server answers of a shift, and what the closing screen computes from it
 * (the difference of each kind, what the cashier must still do before closing, the order numbers missing).
 */

/** The payment kinds a shift counts: cash (the float included), transfers, cards (bank and prepaid cards). */
export const shiftKinds = ['tm', 'ck', 'the'] as const;
export type ShiftKind = (typeof shiftKinds)[number];
export type ShiftAmounts = Record<ShiftKind, number>;

/** A shift as the server answers it (GET sales/pos-shifts/current, open, close). */
export type PosShift = {
  _id: string;
  so_ct: string;
  ngay_ct: string;
  ma_dvcs: string;
  ma_may: string | null;
  ma_nsd: string | null;
  ten_nsd: string | null;
  ngay_tao: string;
  gio_bd: string | null;
  ngay_kt: string | null;
  gio_kt: string | null;
  tien_dau_ca: number;
  trang_thai: '0' | '1';
  so_don: number;
  t_tt: number;
  /** Refunds made at the till in the shift that have posted, and what they paid back (out of du_kien). */
  so_tra: number;
  t_tra: number;
  du_kien: ShiftAmounts;
  thuc_te: ShiftAmounts | null;
  chenh_lech: ShiftAmounts | null;
  so_dau: number | null;
  so_cuoi: number | null;
  so_thieu: string;
  thieu: { day: string; numbers: number[] }[];
  ghi_chu: string | null;
};

/** Counted minus expected; null while nothing is counted. */
export const differenceOf = (counted: number | null, expected: number): number | null =>
  counted === null ? null : counted - expected;

/** How a difference reads: even, short (less than expected) or over. */
export const differenceTone = (difference: number | null): 'even' | 'short' | 'over' =>
  difference === null || difference === 0 ? 'even' : difference < 0 ? 'short' : 'over';

/** What the closing screen starts with: cash to be counted (typed in), transfers and cards as expected. */
export const countedDefaults = (expected: ShiftAmounts): Record<ShiftKind, number | null> => ({
  tm: null,
  ck: expected.ck,
  the: expected.the,
});

/** Why the shift cannot be closed yet, or null: orders still to send, no server, cash not counted. */
export type CloseBlock =
  { reason: 'pending'; count: number } | { reason: 'offline' } | { reason: 'notCounted' } | null;

export const closeBlockOf = ({
  pending,
  loaded,
  counted,
}: {
  pending: number;
  loaded: boolean;
  counted: Record<ShiftKind, number | null>;
}): CloseBlock => {
  if (pending > 0) return { reason: 'pending', count: pending };
  if (!loaded) return { reason: 'offline' };
  if (shiftKinds.some((kind) => counted[kind] === null)) return { reason: 'notCounted' };
  return null;
};

/** The device's orders of the shift the server refused (kept on the device with its message): what a gap may be. */
export const refusedOfShift = (orders: readonly LocalOrder[], shiftId: string) =>
  orders
    .filter((order) => order.state === 'refused' && order.body.ma_ca_tn === shiftId)
    .map((order) => ({ number: order.deviceNumber, message: order.error ?? '' }))
    .sort((a, b) => a.number - b.number);

/** The order numbers missing as the cashier reads them: '4, 6–8' ('' when none). */
export const gapText = (gaps: readonly { numbers: readonly number[] }[]): string =>
  numberRuns(gaps.flatMap((gap) => gap.numbers));
