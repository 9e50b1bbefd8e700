import { businessInstant, businessToday, foldVietnamese } from '@sen/domain';
import type { LocalOrder } from '../outbox/local-db';

/** An order of the day as the order list shows it: the device's own (sent or not) and the branch's on the server. */
export type DayOrder = {
  id: string;
  /** The server's number, or undefined while the device has not sent it. */
  so_ct?: string;
  /** The device's number of the day, for the orders this device took. */
  deviceNumber?: number;
  /** When it was taken (ISO). */
  at: string;
  ten_kh: string;
  ma_httt: string;
  total: number;
  /** 'pending' and 'refused' are the device's; 'stored' is on the server. */
  state: 'pending' | 'refused' | 'stored';
  /** Taken on this device. */
  mine: boolean;
  error?: string;
};

/** A retail order as the server lists it. */
export type ServerOrder = {
  _id: string;
  so_ct: string;
  ngay_tao?: string | null;
  ngay_ct: string;
  ten_kh?: string | null;
  ma_httt?: string | null;
  t_tt?: number | null;
};

const money = (value: unknown) => Number(value ?? 0);

/**
 * The day's orders, newest first: every order of the branch the server has, marked when this device took it, and
 * the device's orders the server has not stored yet (waiting or refused). One row per order (its id is the same on
 * the device and on the server).
 */
export const dayOrders = (local: readonly LocalOrder[], server: readonly ServerOrder[]): DayOrder[] => {
  const mine = new Map(local.map((order) => [order.id, order]));
  const stored = new Set(server.map((order) => order._id));
  const rows: DayOrder[] = [
    ...server.map((order): DayOrder => {
      const own = mine.get(order._id);
      return {
        id: order._id,
        so_ct: order.so_ct,
        deviceNumber: own?.deviceNumber,
        at: own ? new Date(own.takenAt).toISOString() : (order.ngay_tao ?? order.ngay_ct),
        ten_kh: order.ten_kh ?? '',
        ma_httt: order.ma_httt ?? '',
        total: money(order.t_tt),
        state: 'stored',
        mine: Boolean(own),
      };
    }),
    ...local
      .filter((order) => !stored.has(order.id))
      .map((order): DayOrder => ({
        id: order.id,
        so_ct: order.so_ct,
        deviceNumber: order.deviceNumber,
        at: new Date(order.takenAt).toISOString(),
        ten_kh: String(order.body.ten_kh ?? ''),
        ma_httt: String(order.body.ma_httt ?? ''),
        total: money(order.body.da_tt),
        state: order.state === 'sent' ? 'stored' : order.state,
        mine: true,
        error: order.error,
      })),
  ];
  return rows.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
};

/** The orders whose number, device number, customer or total holds what was typed (accents ignored). */
export const searchOrders = (orders: readonly DayOrder[], text: string | undefined): DayOrder[] => {
  const words = foldVietnamese(text?.trim() ?? '')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return [...orders];
  return orders.filter((order) => {
    const haystack = foldVietnamese(
      `${order.so_ct ?? ''} #${order.deviceNumber ?? ''} ${order.ten_kh} ${order.total}`,
    );
    return words.every((word) => haystack.includes(word));
  });
};

/** Today on the business's clock (Vietnam, whatever the device's zone), 'YYYY-MM-DD', and when it began (ms). */
export const today = (at = new Date()) => {
  const day = businessToday(at);
  return { day, start: businessInstant(day)!.getTime() };
};
