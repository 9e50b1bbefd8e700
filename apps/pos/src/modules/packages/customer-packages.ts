import { api } from '../session/client';

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

/** A customer's package (liệu trình) as the till offers it: its code, name, service, sessions left and expiry. */
export type TillPackage = {
  ma_lt: string;
  ten_goi: string;
  ma_dv: string;
  so_buoi_con: number;
  ngay_het_han: string | null;
};

/**
 * The customer's packages that may pay a line of the service on `day`: of that service, with sessions left, not
 * expired; the one ending first first (then the fewest sessions left).
 */
export const usablePackages = (packages: readonly TillPackage[], ma_vt: string, day: string): TillPackage[] =>
  packages
    .filter((p) => p.ma_dv === ma_vt && p.so_buoi_con > 0 && (!p.ngay_het_han || p.ngay_het_han >= day))
    .sort(
      (a, b) =>
        (a.ngay_het_han ?? '9999').localeCompare(b.ngay_het_han ?? '9999') || a.so_buoi_con - b.so_buoi_con,
    );
