import { voucherPostsNow } from '../accounting/ledger-posting.js';
import { postedNumber, postedText } from '../posted-values.js';
import { roundVnd } from '../voucher-totals.js';

/**
 * Staff earnings (hoa hồng và tiền công): the rule of the employee ledger. Pure: the server's posting layer runs
 * it in the voucher's transaction (apps/server/src/posting/employee-ledger.ts) with the rules it reads.
 *
 * - **Commission (HH)**: each line of a posted bill, retail order or service voucher earns its salesperson
 *   (`ma_nvbh`) a commission. A line's own `ty_le_hh` (typed on the bill) wins; otherwise the most specific active
 *   commission rule of the salesperson's commission group valid on the voucher's day — for the product, else its
 *   product group, else its kind, else the whole group — gives `thanh_tien × ty_le_hh % + so_luong × tien_hh`,
 *   and the entry records the rule (`ma_hh`); otherwise the group's default percent. A return takes back the
 *   commission of what comes back, by the rules of the bill's day.
 * - **Wage (CONG)**: each service line with a technician (`ma_nv`) is a turn. With sale_service_wage_auto the wage
 *   is the branch's wage rule for the service at the technician's level (`cap_bac`) valid on the day:
 *   `so_luong × tien_cong + thanh_tien × ty_le_cong %`; without it, or without a rule, the line's own wage
 *   (`so_luong × don_gia_cong`).
 *
 * Like every ledger, only a done voucher posts (approved too where the tenant asks); an edit, cancellation or
 * deletion replaces or takes back its entries. The commission and wage reports read the ledger.
 */

type Row = Readonly<Record<string, unknown>>;

/** How a resource's rows earn staff their commission and wages. */
export type EarningsPosting = {
  kind: 'sale' | 'return' | 'service';
  /** The config flag that makes the voucher wait for its approval before it posts. */
  approvalFlag?: string;
};

/** The resources that post to the employee ledger, by catalogue name. */
export const earningsPostings: Readonly<Record<string, EarningsPosting>> = {
  bills: { kind: 'sale', approvalFlag: 'sale_bill_require_approve' },
  'retail-orders': { kind: 'sale' },
  returns: { kind: 'return', approvalFlag: 'sale_bill_require_approve' },
  'sales-services': { kind: 'service', approvalFlag: 'sale_service_require_approve' },
};

/** A commission rule (sales_commissions) of a group: what it applies to, its rate and its validity. */
export type CommissionRule = {
  ma_hh: string;
  loai_vt: string;
  ma_nhom_vt: string;
  ma_vt: string;
  ty_le_hh: number;
  tien_hh: number;
  tu_ngay: string;
  den_ngay: string | null;
  trang_thai: boolean;
};

/** A wage rule (sales_wages) of the branch: a service at a level, per turn and as a share of revenue. */
export type WageRule = {
  ma_vt: string;
  cap_bac: string;
  tien_cong: number;
  ty_le_cong: number;
  tu_ngay: string;
  den_ngay: string | null;
};

/** The voucher's salesperson with their commission group and its default percent. */
export type Saler = { ma_nvbh: string; ten_nvbh: string; ma_nhom: string; ty_le_nhom: number };

/** What a product is, for the commission rules: its kind and group. */
export type EarningProduct = { loai_vt: string; ma_nhom_vt: string };

/** What the rule reads besides the voucher. */
export type EarningFacts = {
  saler: Saler | null;
  /** The commission rules of the salesperson's group. */
  rules: readonly CommissionRule[];
  product: (ma_vt: string) => EarningProduct | undefined;
  /** The branch's wage rules for the voucher's services. */
  wages: readonly WageRule[];
  /** A technician's name and level (employees). */
  technician: (ma_nv: string) => { ten_nv: string; cap_bac: string } | undefined;
  flag: (name: string) => boolean;
};

/** An entry of the employee ledger. */
export type Earning = {
  line: number;
  loai: 'HH' | 'CONG';
  ma_nvbh: string | null;
  ten_nvbh: string | null;
  ma_nv: string | null;
  ten_nv: string | null;
  cap_bac: string | null;
  ma_vt: string;
  ten_vt: string;
  so_luong: number;
  doanh_thu: number;
  ty_le: number;
  don_gia: number;
  so_tien: number;
  /** The commission rule that applied (none for a line's own percent or the group's default). */
  ma_hh: string | null;
};

/** The level a technician without one is paid at (staffLevels '2', Nhân viên). */
export const DEFAULT_STAFF_LEVEL = '2';

const linesOf = (voucher: Row): Row[] => (Array.isArray(voucher.chi_tiet) ? (voucher.chi_tiet as Row[]) : []);

const lineNumber = (line: Row, index: number) => postedNumber(line.stt) || index + 1;

const validOn = (rule: { tu_ngay: string; den_ngay: string | null }, day: string) =>
  rule.tu_ngay <= day && (!rule.den_ngay || day <= rule.den_ngay);

/** How specific a rule is for a product: 3 the product, 2 its group, 1 its kind, 0 the whole group; −1 not it. */
const specificity = (rule: CommissionRule, ma_vt: string, product: EarningProduct | undefined): number => {
  if (rule.ma_vt) return rule.ma_vt === ma_vt ? 3 : -1;
  if (rule.ma_nhom_vt) return product && rule.ma_nhom_vt === product.ma_nhom_vt ? 2 : -1;
  if (rule.loai_vt) return product && rule.loai_vt === product.loai_vt ? 1 : -1;
  return 0;
};

/** The commission rule for a product on a day: the most specific active one, the latest started among equals. */
export const commissionRuleFor = (
  rules: readonly CommissionRule[],
  ma_vt: string,
  product: EarningProduct | undefined,
  day: string,
): CommissionRule | undefined => {
  let best: CommissionRule | undefined;
  let bestRank = -1;
  for (const rule of rules) {
    if (!rule.trang_thai || !validOn(rule, day)) continue;
    const rank = specificity(rule, ma_vt, product);
    if (rank < 0) continue;
    if (rank > bestRank || (rank === bestRank && best && rule.tu_ngay > best.tu_ngay)) {
      best = rule;
      bestRank = rank;
    }
  }
  return best;
};

/** The wage rule for a service at a level on a day: the latest started of those valid. */
export const wageRuleFor = (
  wages: readonly WageRule[],
  ma_vt: string,
  level: string,
  day: string,
): WageRule | undefined =>
  wages
    .filter((rule) => rule.ma_vt === ma_vt && rule.cap_bac === level && validOn(rule, day))
    .sort((a, b) => (a.tu_ngay < b.tu_ngay ? 1 : -1))[0];

/** A line's commission for the salesperson. */
const commissionOf = (line: Row, index: number, day: string, saler: Saler, facts: EarningFacts): Earning => {
  const ma_vt = postedText(line.ma_vt);
  const so_luong = postedNumber(line.so_luong);
  const doanh_thu = postedNumber(line.thanh_tien);
  const own = postedNumber(line.ty_le_hh);
  const rule = own > 0 ? undefined : commissionRuleFor(facts.rules, ma_vt, facts.product(ma_vt), day);
  const ty_le = own > 0 ? own : rule ? rule.ty_le_hh : saler.ty_le_nhom;
  const don_gia = rule?.tien_hh ?? 0;
  return {
    line: lineNumber(line, index),
    loai: 'HH',
    ma_nvbh: saler.ma_nvbh,
    ten_nvbh: saler.ten_nvbh,
    ma_nv: null,
    ten_nv: null,
    cap_bac: null,
    ma_vt,
    ten_vt: postedText(line.ten_vt),
    so_luong,
    doanh_thu,
    ty_le,
    don_gia,
    so_tien: roundVnd((doanh_thu * ty_le) / 100 + so_luong * don_gia),
    ma_hh: rule?.ma_hh ?? null,
  };
};

/** A service line's wage for its technician. */
const wageOf = (line: Row, index: number, day: string, facts: EarningFacts): Earning => {
  const ma_vt = postedText(line.ma_vt);
  const ma_nv = postedText(line.ma_nv);
  const so_luong = postedNumber(line.so_luong);
  const doanh_thu = postedNumber(line.thanh_tien);
  const staff = facts.technician(ma_nv);
  const level = staff?.cap_bac || DEFAULT_STAFF_LEVEL;
  const rule = facts.flag('sale_service_wage_auto') ? wageRuleFor(facts.wages, ma_vt, level, day) : undefined;
  const don_gia = rule ? rule.tien_cong : postedNumber(line.don_gia_cong);
  const ty_le = rule ? rule.ty_le_cong : 0;
  return {
    line: lineNumber(line, index),
    loai: 'CONG',
    ma_nvbh: null,
    ten_nvbh: null,
    ma_nv,
    ten_nv: staff?.ten_nv || postedText(line.ten_nv) || null,
    cap_bac: level,
    ma_vt,
    ten_vt: postedText(line.ten_vt),
    so_luong,
    doanh_thu,
    ty_le,
    don_gia,
    so_tien: roundVnd(so_luong * don_gia + (doanh_thu * ty_le) / 100),
    ma_hh: null,
  };
};

const negated = (earning: Earning): Earning => ({
  ...earning,
  so_luong: -earning.so_luong,
  doanh_thu: -earning.doanh_thu,
  so_tien: -earning.so_tien,
});

/** Whether the voucher posts now (done, not cancelled, approved where asked). */
export const earningsPostNow = (posting: EarningsPosting, voucher: Row, flag: (name: string) => boolean) =>
  voucherPostsNow(voucher, posting.approvalFlag, flag);

/** The salesperson and technicians a voucher names: what the server reads the rules for. */
export const earnersOf = (voucher: Row): { ma_nvbh: string; technicians: string[]; goods: string[] } => {
  const lines = linesOf(voucher);
  return {
    ma_nvbh: postedText(voucher.ma_nvbh),
    technicians: [...new Set(lines.map((line) => postedText(line.ma_nv)).filter(Boolean))],
    goods: [...new Set(lines.map((line) => postedText(line.ma_vt)).filter(Boolean))],
  };
};

/** The day whose rules a voucher earns by: a return's bill day, else its own. */
export const earningDayOf = (posting: EarningsPosting, voucher: Row): string =>
  (posting.kind === 'return' && postedText(voucher.ngay_ct_hd)) || postedText(voucher.ngay_ct);

/** The employee ledger entries of a voucher that posts: commissions, then wages; a return's negated. */
export const earningsOf = (posting: EarningsPosting, voucher: Row, facts: EarningFacts): Earning[] => {
  const day = earningDayOf(posting, voucher);
  const lines = linesOf(voucher);
  const { saler } = facts;
  const commissions = saler
    ? lines.flatMap((line, index) =>
        postedText(line.ma_vt) && postedNumber(line.so_luong) !== 0
          ? [commissionOf(line, index, day, saler, facts)]
          : [],
      )
    : [];
  const wages =
    posting.kind === 'service'
      ? lines.flatMap((line, index) => (postedText(line.ma_nv) ? [wageOf(line, index, day, facts)] : []))
      : [];
  const entries = [...commissions, ...wages];
  return posting.kind === 'return' ? entries.map(negated) : entries;
};
