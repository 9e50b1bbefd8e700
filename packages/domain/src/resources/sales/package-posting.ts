import type { ErrorCode } from '../../i18n/errors.js';
import { voucherPostsNow } from '../accounting/ledger-posting.js';
import { postedNumber, postedText } from '../posted-values.js';

/**
 * Service packages (liệu trình): the rule of the package ledger. Pure: the server's posting layer runs it in the
 * voucher's transaction (apps/server/src/posting/package-ledger.ts), the package rows locked.
 *
 * - A sale (bill, retail order) of a package product (loai_vt GOI, with its service and sessions) gives the
 *   customer a package per line: so_buoi × quantity sessions of the product's service, worth the line's amount,
 *   valid so_ngay_hl days from the sale (0: no limit), coded `<branch>.<bill>.<line>`. What the bill still owes,
 *   up to the line's amount, is what the package owes (`con_no`).
 * - A service voucher line naming a package (`ma_lt`) uses `so_luong` of its sessions; the line costs nothing more
 *   (`withPackageLines`). So does a service line of a retail order (the till: the customer pays with a session),
 *   under the same rules. The use is refused when the package expired before the voucher's day; when it is not
 *   fully paid — its bill left some of it owing and the customer still owes — (unless
 *   sale_service_package_debt_money); when fewer sessions are left (unless
 *   sale_service_package_not_enough); when the line's service is not the package's (with
 *   sale_service_package_require_main); when the voucher uses two packages (unless sale_service_package_multiple).
 * - With sale_package_require_otp, the customer confirms by one-time code what a voucher spends of their prepaid
 *   value: a service voucher's sessions (`packageOtpRefusal`); at the till, a retail order's sessions and the part
 *   their prepaid card pays (`prepaidOtpRefusal`: the tenant's one OTP flag covers all the prepaid value a till
 *   spends). The confirmation is what `lt_xac_nhan` holds, stamped by the server only.
 * - Like every ledger, only a done voucher posts (approved too where the tenant asks); an edit, cancellation or
 *   deletion takes back what it posted. A bill whose package has sessions used or returned cannot take it back
 *   (PACKAGE_USED).
 * - A return of the bill (`so_ct_hd`) that gives back package products gives back their sessions: so_buoi × the
 *   quantity returned, taken from the bill's packages of that product in code order, only from sessions neither
 *   used nor returned before (else 409 PACKAGE_RETURN_USED). The ledger records them as negative sales, so package
 *   revenue falls by their value.
 */

type Row = Readonly<Record<string, unknown>>;

/** How a resource's rows move packages. */
export type PackagePosting = {
  kind: 'sale' | 'use' | 'return';
  /** The config flag that makes the voucher wait for its approval before it posts. */
  approvalFlag?: string;
  /** A sale whose service lines may also use sessions of the customer's packages (`ma_lt`), as a 'use' does. */
  usesSessions?: boolean;
  /**
   * What the customer's one-time code confirms under sale_package_require_otp: the sessions the voucher uses
   * ('packages', `packageOtpRefusal`) or all the prepaid value it spends, sessions and prepaid card ('prepaid',
   * `prepaidOtpRefusal`).
   */
  otp?: 'packages' | 'prepaid';
};

/** The resources that post to the package ledger, by catalogue name. */
export const packagePostings: Readonly<Record<string, PackagePosting>> = {
  bills: { kind: 'sale', approvalFlag: 'sale_bill_require_approve' },
  // The till sells packages, and a service line may be paid by one of the customer's.
  'retail-orders': { kind: 'sale', usesSessions: true, otp: 'prepaid' },
  'sales-services': { kind: 'use', approvalFlag: 'sale_service_require_approve', otp: 'packages' },
  returns: { kind: 'return', approvalFlag: 'sale_bill_require_approve' },
};

/** A package product: its service, sessions and validity (products with loai_vt GOI). */
export type PackageProduct = {
  ma_vt: string;
  ten_vt: string;
  ma_dv_chinh: string;
  ten_dv: string;
  so_buoi: number;
  so_ngay_hl: number;
};

/** A customer package as a sale creates it (the row of sales_customer_packages, less what is used). */
export type SoldPackage = {
  line: number;
  ma_lt: string;
  ma_kh: string;
  ten_kh: string;
  ma_goi: string;
  ten_goi: string;
  ma_dv: string;
  ten_dv: string;
  so_buoi: number;
  tien_goi: number;
  con_no: number;
  ngay_mua: string;
  ngay_het_han: string | null;
  so_ct_ban: string;
  ma_dvcs: string;
};

/** Sessions of a package a service voucher line uses. */
export type PackageUse = { line: number; ma_lt: string; ma_vt: string; so_buoi: number };

/** A customer package as stored: what a use is checked against. */
export type StoredPackage = {
  ma_lt: string;
  ma_dv: string;
  so_buoi: number;
  so_buoi_dung: number;
  /** Sessions given back by returns of the bill that sold it. */
  so_buoi_tra: number;
  tien_goi: number;
  con_no: number;
  ngay_het_han: string | null;
};

export type PackageRefusal = {
  status: 400 | 409;
  code: ErrorCode;
  field: string;
  params: Record<string, string | number>;
};

/** The code of the package a bill's line sells: branch, bill number and line ('CN01.HD000123.1'). */
export const packageCodeOf = (ma_dvcs: string, so_ct: string, line: number): string =>
  `${ma_dvcs}.${so_ct}.${line}`;

const linesOf = (voucher: Row): Row[] => (Array.isArray(voucher.chi_tiet) ? (voucher.chi_tiet as Row[]) : []);

const lineNumber = (line: Row, index: number) => postedNumber(line.stt) || index + 1;

/** A day plus some days, 'YYYY-MM-DD'. */
const addDays = (day: string, days: number): string => {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
};

/** 'YYYY-MM-DD' as the screens show it, DD/MM/YYYY. */
const shownDay = (day: string) => day.split('-').reverse().join('/');

/** Whether the voucher posts now (done, not cancelled, approved where asked). */
export const packagesPostNow = (posting: PackagePosting, voucher: Row, flag: (name: string) => boolean) =>
  voucherPostsNow(voucher, posting.approvalFlag, flag);

/** The packages a posted sale gives its customer: one per line of a package product. */
export const soldPackagesOf = (
  voucher: Row,
  product: (ma_vt: string) => PackageProduct | undefined,
): SoldPackage[] => {
  const ma_dvcs = postedText(voucher.ma_dvcs);
  const so_ct = postedText(voucher.so_ct);
  const ngay_mua = postedText(voucher.ngay_ct);
  let owed = Math.max(0, postedNumber(voucher.con_no));
  return linesOf(voucher).flatMap((line, index) => {
    const found = product(postedText(line.ma_vt));
    const quantity = postedNumber(line.so_luong);
    if (!found || found.so_buoi <= 0 || !found.ma_dv_chinh || quantity <= 0) return [];
    const n = lineNumber(line, index);
    const tien_goi = Math.round(postedNumber(line.thanh_tien ?? line.tien));
    const con_no = Math.min(owed, tien_goi);
    owed -= con_no;
    return [
      {
        line: n,
        ma_lt: packageCodeOf(ma_dvcs, so_ct, n),
        ma_kh: postedText(voucher.ma_kh),
        ten_kh: postedText(voucher.ten_kh),
        ma_goi: found.ma_vt,
        ten_goi: postedText(line.ten_vt) || found.ten_vt,
        ma_dv: found.ma_dv_chinh,
        ten_dv: found.ten_dv,
        so_buoi: Math.round(found.so_buoi * quantity),
        tien_goi,
        con_no,
        ngay_mua,
        ngay_het_han: found.so_ngay_hl > 0 ? addDays(ngay_mua, found.so_ngay_hl) : null,
        so_ct_ban: so_ct,
        ma_dvcs,
      },
    ];
  });
};

/** The sessions a service voucher's lines use: each line naming a package, its quantity of sessions. */
export const packageUsesOf = (voucher: Row): PackageUse[] =>
  linesOf(voucher).flatMap((line, index) => {
    const ma_lt = postedText(line.ma_lt);
    const so_buoi = postedNumber(line.so_luong);
    return ma_lt && so_buoi > 0
      ? [{ line: lineNumber(line, index), ma_lt, ma_vt: postedText(line.ma_vt), so_buoi }]
      : [];
  });

/** A sale using package sessions names its customer, whose packages they are (a walk-in has none): else 400. */
export const packageCustomerRefusal = (
  voucher: Row,
  uses: readonly PackageUse[],
): PackageRefusal | undefined =>
  uses.length > 0 && !postedText(voucher.ma_kh)
    ? { status: 400, code: 'PACKAGE_CUSTOMER_REQUIRED', field: 'ma_kh', params: {} }
    : undefined;

/** The value of sessions of a package: its value per session, whole VND. */
export const sessionValueOf = (
  stored: Pick<StoredPackage, 'tien_goi' | 'so_buoi'>,
  sessions: number,
): number => (stored.so_buoi > 0 ? Math.round((stored.tien_goi * sessions) / stored.so_buoi) : 0);

/**
 * A voucher's uses replacing those it posted before: each package's sessions used afterwards, or the first
 * refusal. `packages` are the stored packages the uses name (before this voucher's change); `day` the voucher's.
 */
export const packageUsesAfter = (
  before: readonly PackageUse[],
  now: readonly PackageUse[],
  packages: ReadonlyMap<string, StoredPackage>,
  day: string,
  flag: (name: string) => boolean,
): { ok: true; used: Map<string, number> } | { ok: false; refusal: PackageRefusal } => {
  const refuse = (status: 400 | 409, code: ErrorCode, index: number, params: PackageRefusal['params']) => ({
    ok: false as const,
    refusal: { status, code, field: `chi_tiet.${index}.ma_lt`, params },
  });
  const named = [...new Set(now.map((use) => use.ma_lt))];
  if (named.length > 1 && !flag('sale_service_package_multiple'))
    return refuse(
      400,
      'PACKAGE_MULTIPLE',
      now.findIndex((use) => use.ma_lt === named[1]),
      {},
    );

  const used = new Map<string, number>();
  for (const code of new Set([...before.map((use) => use.ma_lt), ...named]))
    used.set(code, packages.get(code)?.so_buoi_dung ?? 0);
  for (const use of before) used.set(use.ma_lt, used.get(use.ma_lt)! - use.so_buoi);
  const added = new Map<string, number>();
  for (const [index, use] of now.entries()) {
    const stored = packages.get(use.ma_lt);
    if (!stored) return refuse(400, 'LOOKUP_NOT_FOUND', index, { field: 'Liệu trình', value: use.ma_lt });
    if (stored.ngay_het_han && day > stored.ngay_het_han)
      return refuse(409, 'PACKAGE_EXPIRED', index, {
        ma_lt: use.ma_lt,
        ngay_het_han: shownDay(stored.ngay_het_han),
      });
    if (stored.con_no > 0 && !flag('sale_service_package_debt_money'))
      return refuse(409, 'PACKAGE_NOT_PAID', index, { ma_lt: use.ma_lt, con_no: stored.con_no });
    if (flag('sale_service_package_require_main') && use.ma_vt !== stored.ma_dv)
      return refuse(409, 'PACKAGE_OTHER_SERVICE', index, { ma_lt: use.ma_lt, ma_dv: stored.ma_dv });
    const left = stored.so_buoi - stored.so_buoi_tra - used.get(use.ma_lt)! - (added.get(use.ma_lt) ?? 0);
    if (use.so_buoi > left && !flag('sale_service_package_not_enough'))
      return refuse(409, 'PACKAGE_NOT_ENOUGH', index, { ma_lt: use.ma_lt, con: Math.max(0, left) });
    added.set(use.ma_lt, (added.get(use.ma_lt) ?? 0) + use.so_buoi);
  }
  for (const [code, n] of added) used.set(code, used.get(code)! + n);
  return { ok: true, used };
};

/**
 * The sessions a voucher uses, as the customer confirms them by one-time code ('CN01.HD000123.1 × 1'): what
 * `lt_xac_nhan` holds once confirmed. A change of the sessions after the confirmation needs another.
 */
export const packageUsesSignature = (uses: readonly Pick<PackageUse, 'ma_lt' | 'so_buoi'>[]): string => {
  const total = new Map<string, number>();
  for (const use of uses) total.set(use.ma_lt, (total.get(use.ma_lt) ?? 0) + use.so_buoi);
  return [...total]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, n]) => `${code} × ${n}`)
    .join(', ');
};

/**
 * With sale_package_require_otp on, a voucher's package sessions post only as its customer confirmed them (its
 * `lt_xac_nhan`): else 409 PACKAGE_OTP_REQUIRED.
 */
export const packageOtpRefusal = (
  voucher: Row,
  uses: readonly PackageUse[],
  flag: (name: string) => boolean,
): PackageRefusal | undefined =>
  uses.length > 0 &&
  flag('sale_package_require_otp') &&
  postedText(voucher.lt_xac_nhan) !== packageUsesSignature(uses)
    ? { status: 409, code: 'PACKAGE_OTP_REQUIRED', field: 'lt_xac_nhan', params: {} }
    : undefined;

/** The prepaid value a sale spends: the sessions of packages its lines use, and what its prepaid card pays. */
export type PrepaidSpend = {
  uses: readonly Pick<PackageUse, 'ma_lt' | 'so_buoi'>[];
  card: { ma_the: string; so_tien: number } | null;
};

/** Whether a sale spends any prepaid value. */
export const spendsPrepaid = (spend: PrepaidSpend): boolean =>
  spend.uses.some((use) => use.so_buoi > 0) || (spend.card !== null && spend.card.so_tien > 0);

/**
 * What the customer confirms by one-time code of a sale's prepaid spending: its sessions as `packageUsesSignature`
 * says them, then its card and what the card pays ('CN01.HD000123.1 × 1, THE001: 250000'). A change of either after
 * the confirmation needs another.
 */
export const prepaidSpendSignature = (spend: PrepaidSpend): string =>
  [
    packageUsesSignature(spend.uses.filter((use) => use.so_buoi > 0)),
    spend.card && spend.card.so_tien > 0 ? `${spend.card.ma_the}: ${Math.round(spend.card.so_tien)}` : '',
  ]
    .filter(Boolean)
    .join(', ');

/**
 * With sale_package_require_otp on, a sale spending prepaid value (the till's retail orders: package sessions, a
 * prepaid card) posts only as its customer confirmed it (its `lt_xac_nhan`): else 409 PREPAID_OTP_REQUIRED.
 */
export const prepaidOtpRefusal = (
  voucher: Row,
  spend: PrepaidSpend,
  flag: (name: string) => boolean,
): PackageRefusal | undefined =>
  spendsPrepaid(spend) &&
  flag('sale_package_require_otp') &&
  postedText(voucher.lt_xac_nhan) !== prepaidSpendSignature(spend)
    ? { status: 409, code: 'PREPAID_OTP_REQUIRED', field: 'lt_xac_nhan', params: {} }
    : undefined;

/**
 * A voucher's lines that use a package cost nothing more: their price is 0 (before the totals). Service vouchers
 * and retail orders (a service line the till pays with a session).
 */
export const withPackageLines = (record: Record<string, unknown>): Record<string, unknown> =>
  Array.isArray(record.chi_tiet) && (record.chi_tiet as Row[]).some((line) => postedText(line.ma_lt))
    ? {
        ...record,
        chi_tiet: (record.chi_tiet as Row[]).map((line) =>
          postedText(line.ma_lt) ? { ...line, gia: 0 } : line,
        ),
      }
    : record;

/** Sessions a return gives back: of a package product of its bill, or taken from one package (`ma_lt`). */
export type PackageReturn = { line: number; ma_goi: string; so_buoi: number };
export type ReturnedSessions = PackageReturn & { ma_lt: string };

/** The sessions a posted return gives back: one per line of a package product, so_buoi × quantity. */
export const packageReturnsOf = (
  voucher: Row,
  product: (ma_vt: string) => PackageProduct | undefined,
): PackageReturn[] =>
  linesOf(voucher).flatMap((line, index) => {
    const ma_goi = postedText(line.ma_vt);
    const found = product(ma_goi);
    const quantity = postedNumber(line.so_luong);
    if (!found || found.so_buoi <= 0 || quantity <= 0) return [];
    return [{ line: lineNumber(line, index), ma_goi, so_buoi: Math.round(found.so_buoi * quantity) }];
  });

/**
 * A return's sessions replacing those it gave back before: each package's sessions returned afterwards and what
 * this return takes from which, or the refusal. `packages` are the bill's packages (and those the return took from
 * before), as stored before this change, with their product (`ma_goi`).
 */
export const returnedSessionsAfter = (
  before: readonly ReturnedSessions[],
  now: readonly PackageReturn[],
  packages: readonly (StoredPackage & { ma_goi: string | null })[],
):
  | { ok: true; returned: Map<string, number>; taken: ReturnedSessions[] }
  | { ok: false; refusal: PackageRefusal } => {
  const returned = new Map(packages.map((p) => [p.ma_lt, p.so_buoi_tra]));
  for (const take of before) returned.set(take.ma_lt, (returned.get(take.ma_lt) ?? 0) - take.so_buoi);
  const ordered = [...packages].sort((a, b) => a.ma_lt.localeCompare(b.ma_lt));
  const taken: ReturnedSessions[] = [];
  for (const [index, back] of now.entries()) {
    let wanted = back.so_buoi;
    for (const pack of ordered) {
      if (wanted <= 0) break;
      if (pack.ma_goi !== back.ma_goi) continue;
      const free = pack.so_buoi - pack.so_buoi_dung - (returned.get(pack.ma_lt) ?? 0);
      const n = Math.min(wanted, Math.max(0, free));
      if (n <= 0) continue;
      returned.set(pack.ma_lt, (returned.get(pack.ma_lt) ?? 0) + n);
      taken.push({ line: back.line, ma_goi: back.ma_goi, ma_lt: pack.ma_lt, so_buoi: n });
      wanted -= n;
    }
    if (wanted > 0)
      return {
        ok: false,
        refusal: {
          status: 409,
          code: 'PACKAGE_RETURN_USED',
          field: `chi_tiet.${index}.so_luong`,
          params: { ma_goi: back.ma_goi, con: back.so_buoi - wanted },
        },
      };
  }
  return { ok: true, returned, taken };
};
