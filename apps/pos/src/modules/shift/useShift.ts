import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiRequestError } from '@sen/api';
import { v7 as uuidv7 } from 'uuid';
import { api } from '../session/client';
import { isUnreachable } from '../session/kept';
import type { PosShift, ShiftAmounts } from './shift-math';
import { keepShift, keptOf, keptShift, useKeptShift, type KeptShift } from './shift-store';

/**
 * The device's shift against the server:
 *
 * - the server's open shift of this device (GET sales/pos-shifts/current) is kept on the device; none there, the
 *   kept one is forgotten (closed elsewhere) unless it was opened here while offline — then it is sent now;
 * - opening makes the shift's id here and keeps it at once, then sends it (POST sales/pos-shifts/open, the id
 *   making a repeated send harmless): with no network the till sells under it and sends it when it can;
 * - closing needs the server, which computes what the shift expects.
 */

const currentKey = ['pos', 'shift', 'current'] as const;

const sendOpen = async (shift: KeptShift): Promise<PosShift> =>
  api.post<PosShift>('/sales/pos-shifts/open', {
    _id: shift._id,
    ma_dvcs: shift.ma_dvcs,
    tien_dau_ca: shift.tien_dau_ca,
  });

/** Sends a shift opened offline; the server's shift once stored. A refusal (another shift open) adopts the server's. */
const syncPending = async (pending: KeptShift): Promise<PosShift | null> => {
  try {
    const stored = await sendOpen(pending);
    keepShift(keptOf(stored));
    return stored;
  } catch (error) {
    if (isUnreachable(error)) throw error;
    keepShift(null);
    return null;
  }
};

export const useShift = (enabled: boolean) => {
  const kept = useKeptShift();
  const client = useQueryClient();
  const current = useQuery({
    queryKey: currentKey,
    enabled,
    retry: false,
    networkMode: 'always',
    refetchInterval: (query) => (query.state.status === 'error' ? 30_000 : false),
    queryFn: async (): Promise<PosShift | null> => {
      const { shift } = await api.get<{ shift: PosShift | null }>('/sales/pos-shifts/current');
      const local = keptShift();
      if (shift) {
        // The device's open shift is the server's; one opened here meanwhile under another id is dropped.
        keepShift(keptOf(shift));
        return shift;
      }
      if (local?.pending) return syncPending(local);
      keepShift(null);
      return null;
    },
  });

  const open = useCallback(
    async (float: number, branch: string): Promise<'stored' | 'kept'> => {
      const shift: KeptShift = {
        _id: uuidv7(),
        ma_dvcs: branch,
        tien_dau_ca: float,
        ngay_tao: new Date().toISOString(),
        pending: true,
      };
      try {
        const stored = await sendOpen(shift);
        keepShift(keptOf(stored));
        client.setQueryData(currentKey, stored);
        return 'stored';
      } catch (error) {
        if (!isUnreachable(error)) {
          // Another shift is open on this device (another tab): that one is read and kept.
          if (isApiRequestError(error) && error.status === 409)
            await client.invalidateQueries({ queryKey: currentKey });
          throw error;
        }
        keepShift(shift);
        return 'kept';
      }
    },
    [client],
  );

  const close = useCallback(
    async (id: string, counted: ShiftAmounts, note: string): Promise<PosShift> => {
      const closed = await api.post<PosShift>(`/sales/pos-shifts/${id}/close`, {
        tm_thuc_te: counted.tm,
        ck_thuc_te: counted.ck,
        the_thuc_te: counted.the,
        ghi_chu: note.trim() || null,
      });
      keepShift(null);
      client.setQueryData(currentKey, null);
      return closed;
    },
    [client],
  );

  return {
    /** The shift the till sells under (the server's, or the one kept on the device). */
    kept,
    /** The server's answer (with what it expects so far), when it could be asked. */
    current,
    /** Whether the server was reached: the kept shift is then the server's. */
    checked: current.isSuccess,
    open,
    close,
    refresh: () => client.invalidateQueries({ queryKey: currentKey }),
  };
};
