import { api } from '../session/client';
import { localCustomer } from '../catalogue/local-customers';
import type { TillCustomer } from './CustomerDialog';

/**
 * The customer a till opens with (`/pos/retail?kh=KH0001`: the back office's customer page sells to them): the one
 * kept on the device, else the sales customers list's row of that exact code; null when neither has it (the till
 * then opens for a walk-in customer, as always).
 */
export const openingCustomer = async (ma_kh: string): Promise<TillCustomer | null> => {
  const kept = await localCustomer(ma_kh).catch(() => undefined);
  if (kept) return { ma_kh: kept.ma_kh, ten_kh: kept.ten_kh, dien_thoai: kept.dien_thoai };
  const found = await api
    .get<{ items: TillCustomer[] }>('/sales/customers', { searchKey: ma_kh, pageSize: 10 })
    .catch(() => null);
  const row = found?.items.find((customer) => customer.ma_kh === ma_kh);
  return row ? { ma_kh: row.ma_kh, ten_kh: row.ten_kh, dien_thoai: row.dien_thoai ?? null } : null;
};
