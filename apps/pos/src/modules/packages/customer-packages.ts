import { api } from '../session/client';
import type { TillPackage } from './usable-packages';

/**
 * The customer's packages (liệu trình) as the till reads them from the server — what is left of a package is the
 * server's to say — kept briefly under one key, so every line of the cart and the payment share one read.
 */
export const customerPackagesQuery = (ma_kh: string) => ({
  queryKey: ['pos', 'packages', ma_kh] as const,
  queryFn: async (): Promise<TillPackage[]> => {
    const { items } = await api.get<{ items: Record<string, unknown>[] }>('/sales/customer-packages', {
      ma_kh,
      pageSize: 100,
    });
    return items.map((p) => ({
      ma_lt: String(p.ma_lt),
      ten_goi: String(p.ten_goi ?? p.ma_goi ?? p.ma_lt),
      ma_dv: String(p.ma_dv ?? ''),
      so_buoi_con: Number(p.so_buoi_con ?? 0),
      ngay_het_han: typeof p.ngay_het_han === 'string' ? p.ngay_het_han : null,
    }));
  },
  retry: false,
  staleTime: 30_000,
});
