/** The customer's packages as the till offers them (pure: the till and its tests read the same rule). */

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
