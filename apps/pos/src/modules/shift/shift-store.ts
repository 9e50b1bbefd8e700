import { useSyncExternalStore } from 'react';
import type { PosShift } from './shift-math';

/**
 * The device's open shift as the till keeps it (localStorage, so that it sells with no network under the last shift
 * it knew): the server's shift, or one opened while the server could not be reached (`pending`, its id made here
 * and sent until stored). The till writes the shift's id on every order it takes (modules/outbox/till-outbox.ts),
 * so the orders are the shift's whenever they reach the server.
 */

export type KeptShift = Pick<PosShift, '_id' | 'ma_dvcs' | 'tien_dau_ca' | 'ngay_tao'> &
  Partial<Pick<PosShift, 'so_ct' | 'gio_bd' | 'ten_nsd'>> & {
    /** Opened on the device, not yet stored by the server. */
    pending?: boolean;
  };

const key = 'pos:shift';
const listeners = new Set<() => void>();
let cached: { raw: string | null; shift: KeptShift | null } = { raw: null, shift: null };

const parsed = (raw: string | null): KeptShift | null => {
  try {
    return raw ? (JSON.parse(raw) as KeptShift) : null;
  } catch {
    return null;
  }
};

const read = (): KeptShift | null => {
  const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
  if (raw !== cached.raw) {
    cached = { raw, shift: parsed(raw) };
  }
  return cached.shift;
};

/** The shift the device sells under, if any. */
export const keptShift = (): KeptShift | null => read();

/** The id of the shift the device sells under: written on each order the till takes. */
export const currentShiftId = (): string | undefined => read()?._id;

/** Keeps the device's shift (null: none, the till asks for one). */
export const keepShift = (shift: KeptShift | null): void => {
  if (shift) localStorage.setItem(key, JSON.stringify(shift));
  else localStorage.removeItem(key);
  listeners.forEach((listener) => listener());
};

/** The shift of a server's answer, as kept. */
export const keptOf = (shift: PosShift): KeptShift => ({
  _id: shift._id,
  so_ct: shift.so_ct,
  ma_dvcs: shift.ma_dvcs,
  tien_dau_ca: shift.tien_dau_ca,
  ngay_tao: shift.ngay_tao,
  gio_bd: shift.gio_bd ?? undefined,
  ten_nsd: shift.ten_nsd ?? undefined,
});

/** The kept shift, followed. */
export const useKeptShift = (): KeptShift | null =>
  useSyncExternalStore((listener) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => event.key === key && listener();
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  }, read);
