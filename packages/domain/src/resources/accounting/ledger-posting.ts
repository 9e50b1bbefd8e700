import type { ErrorCode } from '../../i18n/errors.js';
import { postedNumber, postedText } from '../posted-values.js';
import { CANCELLED_VOUCHER_STATUS, isApprovedVoucher } from '../voucher-approval.js';

/**
 * The account ledger's rule (sổ cái): which vouchers move money and receivables, on which accounts, by how much.
 * Pure: the server's posting layer runs it in the voucher's transaction, replacing what the voucher posted before;
 * the seed and the tests may run it too. Amounts are whole VND.
 *
 * Every movement is a pair, debit (Nợ) one account, credit (Có) another, stored as two entries (each names the
 * other as its contra account, tk_du). The cash book reads the cash accounts (111…), the bank book 112…, customer
 * debt the receivables (131) by customer, prepaid cards their liability account (3387).
 *
 * - Cash and bank receipts (phiếu thu, báo có): each line debits the voucher's fund account (tk_no) and credits
 *   the line's account (tk_co: 131 settles a customer's debt, 511 revenue, …). Payments (phiếu chi, báo nợ): each
 *   line debits its account (tk_no) and credits the fund (tk_co). They post once done (trang_thai '1').
 * - A sale (bill, service voucher, retail order) debits the customer's receivable (131) with what it comes to
 *   (t_tt), crediting revenue (511) net of tax and the VAT payable (3331). What was paid (da_tt, at most t_tt: the
 *   rest is change) then credits 131: the part paid from a prepaid card (tien_the, or all of it when the payment
 *   type is a prepaid card) against the card's liability (3387), the rest against the payment type's account
 *   (cash 1111 when the type names none) — less a second payment type's part (ma_httt2, tien_httt2: a bill paid
 *   partly in cash, partly by transfer) against that type's account. What is left on 131 is the debt (con_no).
 * - A return reverses a sale: revenue and tax debited, 131 credited, and the refund (t_tt) paid out of the payment
 *   type's account against 131 — or given back to a prepaid card (tien_the, or all of it when the refund type is
 *   a prepaid card), crediting the card's liability (3387): the card's history gains a refund (HOAN).
 * - A no-name card pays part of a sale (tien_the_vd from ma_the_vd): that part is debited to the cards' liability
 *   (3387) too. Selling no-name cards or topping one up (`prepaid`) takes in what the buyer pays (t_tt) by the
 *   payment type against that liability.
 * - Opening balances (customer and account balances of a year) post a one-sided entry on 1 January.
 * - A voucher posts once done and not cancelled; where the tenant asks for approval (`approvalFlag`), once
 *   approved as well. A draft posts nothing.
 */

/** How a resource's rows become ledger entries. */
export type LedgerPosting = {
  kind: 'receipt' | 'payment' | 'sale' | 'return' | 'opening' | 'prepaid';
  /** The config flag that makes the voucher wait for its approval before it posts. */
  approvalFlag?: string;
};

/** The resources that post to the account ledger, by catalogue name. */
export const ledgerPostings: Readonly<Record<string, LedgerPosting>> = {
  'receive-invoices': { kind: 'receipt' },
  'bank-receive-invoices': { kind: 'receipt' },
  'spend-invoices': { kind: 'payment' },
  'bank-spend-invoices': { kind: 'payment' },
  bills: { kind: 'sale', approvalFlag: 'sale_bill_require_approve' },
  'sales-services': { kind: 'sale', approvalFlag: 'sale_service_require_approve' },
  'retail-orders': { kind: 'sale' },
  returns: { kind: 'return', approvalFlag: 'sale_bill_require_approve' },
  'customer-balances': { kind: 'opening' },
  'account-balances': { kind: 'opening' },
  'no-name-orders': { kind: 'prepaid' },
  'no-name-deposits': { kind: 'prepaid' },
};

/** The accounts the rule posts to when a voucher names none. */
export const LEDGER_ACCOUNTS = {
  cash: '1111',
  receivable: '131',
  revenue: '511',
  vat: '3331',
  prepaidCard: '3387',
} as const;

/** One side of a movement: an amount debited (ps_no) or credited (ps_co) to an account. */
export type LedgerEntry = {
  /** The voucher line it comes from (its stt from 1; 0 for the voucher as a whole). */
  line: number;
  tk: string;
  /** The contra account ('' for an opening balance). */
  tk_du: string;
  ma_kh: string | null;
  /** The counterparty's name as the voucher shows it (customer, supplier, payer). */
  ten_kh: string | null;
  ma_httt: string | null;
  /** The prepaid card a card payment spends. */
  ma_the: string | null;
  dien_giai: string | null;
  ps_no: number;
  ps_co: number;
};

/**
 * What a voucher moves on a prepaid card: a sale's payment spent from it (TIEU), or a return's refund given back to
 * it (HOAN); the card and the amount.
 */
export type CardSpending = { ma_the: string; so_tien: number; loai_gd: 'TIEU' | 'HOAN' };

/** What the rule needs beyond the voucher: the payment types and the tenant's flags. */
export type LedgerFacts = {
  /** A payment type's kind (paymentKinds: TM, CK, POS, TTT, LT, MGG) and account, or undefined when unknown. */
  paymentType: (ma_httt: string) => { loai_tt: string | null; tk: string | null } | undefined;
  /** The tenant's config flags ('t' is true). */
  flag: (name: string) => boolean;
};

/** Why a voucher cannot post: the error code (i18n/errors.ts), the field and the message's values. */
export type LedgerRefusal = {
  code: Extract<
    ErrorCode,
    | 'PAYMENT_CARD_REQUIRED'
    | 'PAYMENT_CARD_MORE_THAN_PAID'
    | 'DEBT_CUSTOMER_REQUIRED'
    | 'PAYMENT_SPLIT_TYPE_REQUIRED'
    | 'PAYMENT_SPLIT_NOT_CARD'
    | 'PAYMENT_SPLIT_MORE_THAN_LEFT'
  >;
  field: string;
  params: Record<string, string | number>;
};

export type LedgerPosted = { entries: LedgerEntry[]; card: CardSpending | null };

type Row = Readonly<Record<string, unknown>>;

const text = postedText;
const orNull = (value: unknown): string | null => text(value) || null;
const amount = (value: unknown): number => Math.round(postedNumber(value));

/** Whether the voucher posts now: done, not cancelled, and approved where the tenant asks for approval. */
export const voucherPostsNow = (
  voucher: Row,
  approvalFlag: string | undefined,
  flag: (name: string) => boolean,
): boolean => {
  if (voucher.trang_thai === CANCELLED_VOUCHER_STATUS || voucher.trang_thai !== '1') return false;
  return !approvalFlag || !flag(approvalFlag) || isApprovedVoucher(voucher);
};

type Party = Pick<LedgerEntry, 'ma_kh' | 'ten_kh' | 'ma_httt' | 'ma_the' | 'dien_giai'>;

/** A movement: `value` debited to `debit` and credited to `credit`, as two entries (none for a zero amount). */
const pair = (line: number, debit: string, credit: string, value: number, party: Party): LedgerEntry[] => {
  if (value === 0) return [];
  const [no, co] = value > 0 ? [debit, credit] : [credit, debit];
  const abs = Math.abs(value);
  return [
    { line, tk: no, tk_du: co, ...party, ps_no: abs, ps_co: 0 },
    { line, tk: co, tk_du: no, ...party, ps_no: 0, ps_co: abs },
  ];
};

const linesOf = (voucher: Row): Row[] => (Array.isArray(voucher.chi_tiet) ? (voucher.chi_tiet as Row[]) : []);

const partyOf = (voucher: Row): Party => ({
  ma_kh: orNull(voucher.ma_kh),
  ten_kh:
    orNull(voucher.ten_kh) ??
    orNull(voucher.ten_ncc) ??
    orNull(voucher.nguoi_nop) ??
    orNull(voucher.nguoi_nhan),
  ma_httt: null,
  ma_the: null,
  dien_giai: orNull(voucher.dien_giai),
});

/** The account a payment type pays into (its own, else cash) and whether it is a prepaid card. */
const paidBy = (ma_httt: string, facts: LedgerFacts): { tk: string; card: boolean } => {
  const type = ma_httt ? facts.paymentType(ma_httt) : undefined;
  if (type?.loai_tt === 'TTT') return { tk: LEDGER_ACCOUNTS.prepaidCard, card: true };
  return { tk: text(type?.tk) || LEDGER_ACCOUNTS.cash, card: false };
};

/**
 * The split of a sale's payment: what is paid at all (da_tt up to t_tt), the part a prepaid card pays (tien_the,
 * or all of it when the payment type is a prepaid card) and the rest by the payment type. Refused when a card
 * pays with no card named or more than is paid, and when a sale with no customer is left owing.
 */
export const salePaymentOf = (
  voucher: Row,
  facts: LedgerFacts,
):
  | {
      ok: true;
      paid: number;
      card: CardSpending | null;
      noName: { ma_the: string; so_tien: number } | null;
      rest: number;
      tk: string;
      /** The part paid by a second payment type (not a prepaid card), into its account. */
      second: { ma_httt: string; tk: string; so_tien: number } | null;
    }
  | { ok: false; refusal: LedgerRefusal } => {
  const paid = Math.max(0, Math.min(amount(voucher.da_tt), amount(voucher.t_tt)));
  // What is left owing is the customer's debt: a walk-in sale (no customer) must be paid in full.
  if (paid < amount(voucher.t_tt) && !text(voucher.ma_kh))
    return { ok: false, refusal: { code: 'DEBT_CUSTOMER_REQUIRED', field: 'ma_kh', params: {} } };
  const by = paidBy(text(voucher.ma_httt), facts);
  const noName = Math.max(0, amount(voucher.tien_the_vd));
  const cardAmount = by.card ? paid - noName : amount(voucher.tien_the);
  if (cardAmount + noName > paid)
    return {
      ok: false,
      refusal: {
        code: 'PAYMENT_CARD_MORE_THAN_PAID',
        field: 'tien_the',
        params: { tien_the: cardAmount + noName, da_tt: paid },
      },
    };
  const ma_the = text(voucher.ma_the);
  if (cardAmount > 0 && !ma_the)
    return { ok: false, refusal: { code: 'PAYMENT_CARD_REQUIRED', field: 'ma_the', params: {} } };
  const rest = paid - cardAmount - noName;
  // A second payment type takes its part of what the card leaves (never a card itself, never more than is left).
  const secondAmount = Math.max(0, amount(voucher.tien_httt2));
  const secondType = text(voucher.ma_httt2);
  if (secondAmount > 0 && !secondType)
    return { ok: false, refusal: { code: 'PAYMENT_SPLIT_TYPE_REQUIRED', field: 'ma_httt2', params: {} } };
  const secondBy = secondAmount > 0 ? paidBy(secondType, facts) : null;
  if (secondBy?.card)
    return { ok: false, refusal: { code: 'PAYMENT_SPLIT_NOT_CARD', field: 'ma_httt2', params: {} } };
  if (secondAmount > rest)
    return {
      ok: false,
      refusal: {
        code: 'PAYMENT_SPLIT_MORE_THAN_LEFT',
        field: 'tien_httt2',
        params: { tien_httt2: secondAmount, con_lai: rest },
      },
    };
  return {
    ok: true,
    paid,
    card: cardAmount > 0 ? { ma_the, so_tien: cardAmount, loai_gd: 'TIEU' } : null,
    noName: noName > 0 ? { ma_the: text(voucher.ma_the_vd), so_tien: noName } : null,
    rest: rest - secondAmount,
    tk: by.card ? LEDGER_ACCOUNTS.cash : by.tk,
    second: secondBy ? { ma_httt: secondType, tk: secondBy.tk, so_tien: secondAmount } : null,
  };
};

/**
 * The split of a return's refund (t_tt): the part given back to a prepaid card (tien_the, or all of it when the
 * refund type is a prepaid card) and the rest paid out by the refund type. Refused like a sale's payment.
 */
export const returnRefundOf = (
  voucher: Row,
  facts: LedgerFacts,
):
  | { ok: true; card: CardSpending | null; rest: number; tk: string }
  | { ok: false; refusal: LedgerRefusal } => {
  const total = amount(voucher.t_tt);
  const by = paidBy(text(voucher.ma_httt), facts);
  const cardAmount = by.card ? total : amount(voucher.tien_the);
  if (cardAmount > total)
    return {
      ok: false,
      refusal: {
        code: 'PAYMENT_CARD_MORE_THAN_PAID',
        field: 'tien_the',
        params: { tien_the: cardAmount, da_tt: total },
      },
    };
  const ma_the = text(voucher.ma_the);
  if (cardAmount > 0 && !ma_the)
    return { ok: false, refusal: { code: 'PAYMENT_CARD_REQUIRED', field: 'ma_the', params: {} } };
  return {
    ok: true,
    card: cardAmount > 0 ? { ma_the, so_tien: cardAmount, loai_gd: 'HOAN' } : null,
    rest: total - cardAmount,
    tk: by.card ? LEDGER_ACCOUNTS.cash : by.tk,
  };
};

/**
 * The ledger entries of a row of a posting resource (none when it does not post now), with the prepaid card
 * spending it makes; or why it cannot post.
 */
export const ledgerEntriesOf = (
  posting: LedgerPosting,
  voucher: Row,
  facts: LedgerFacts,
): { ok: true; posted: LedgerPosted } | { ok: false; refusal: LedgerRefusal } => {
  const none = { ok: true as const, posted: { entries: [], card: null } };
  const party = partyOf(voucher);
  switch (posting.kind) {
    case 'opening': {
      const tk = text(voucher.tk);
      if (!tk) return none;
      const entry = { line: 0, tk, tk_du: '', ...party, dien_giai: orNull(voucher.ghi_chu) };
      const [no, co] = [amount(voucher.du_no), amount(voucher.du_co)];
      return {
        ok: true,
        posted: { entries: no || co ? [{ ...entry, ps_no: no, ps_co: co }] : [], card: null },
      };
    }
    case 'receipt':
    case 'payment': {
      if (!voucherPostsNow(voucher, posting.approvalFlag, facts.flag)) return none;
      const fund = text(posting.kind === 'receipt' ? voucher.tk_no : voucher.tk_co) || LEDGER_ACCOUNTS.cash;
      const entries = linesOf(voucher).flatMap((line, index) => {
        const other = text(posting.kind === 'receipt' ? line.tk_co : line.tk_no);
        if (!other) return [];
        const at = amount(line.stt) || index + 1;
        const lineParty = { ...party, dien_giai: orNull(line.dien_giai) ?? party.dien_giai };
        return posting.kind === 'receipt'
          ? pair(at, fund, other, amount(line.tien), lineParty)
          : pair(at, other, fund, amount(line.tien), lineParty);
      });
      return { ok: true, posted: { entries, card: null } };
    }
    case 'sale':
    case 'return': {
      if (!voucherPostsNow(voucher, posting.approvalFlag, facts.flag)) return none;
      const total = amount(voucher.t_tt);
      const tax = amount(voucher.t_thue);
      const sign = posting.kind === 'sale' ? 1 : -1;
      const { receivable, revenue, vat } = LEDGER_ACCOUNTS;
      const entries = [
        ...pair(0, receivable, revenue, sign * (total - tax), party),
        ...pair(0, receivable, vat, sign * tax, party),
      ];
      if (posting.kind === 'return') {
        const refund = returnRefundOf(voucher, facts);
        if (!refund.ok) return refund;
        const { card } = refund;
        entries.push(
          ...pair(0, receivable, refund.tk, refund.rest, { ...party, ma_httt: orNull(voucher.ma_httt) }),
          ...(card
            ? pair(0, receivable, LEDGER_ACCOUNTS.prepaidCard, card.so_tien, {
                ...party,
                ma_the: card.ma_the,
              })
            : []),
        );
        return { ok: true, posted: { entries, card } };
      }
      const payment = salePaymentOf(voucher, facts);
      if (!payment.ok) return payment;
      const card = payment.card;
      entries.push(
        ...pair(0, payment.tk, receivable, payment.rest, { ...party, ma_httt: orNull(voucher.ma_httt) }),
        ...(payment.second
          ? pair(0, payment.second.tk, receivable, payment.second.so_tien, {
              ...party,
              ma_httt: payment.second.ma_httt,
            })
          : []),
        ...(card
          ? pair(0, LEDGER_ACCOUNTS.prepaidCard, receivable, card.so_tien, { ...party, ma_the: card.ma_the })
          : []),
        ...(payment.noName
          ? pair(0, LEDGER_ACCOUNTS.prepaidCard, receivable, payment.noName.so_tien, {
              ...party,
              ma_the: payment.noName.ma_the,
            })
          : []),
      );
      return { ok: true, posted: { entries, card } };
    }
    case 'prepaid': {
      if (!voucherPostsNow(voucher, posting.approvalFlag, facts.flag)) return none;
      const by = paidBy(text(voucher.ma_httt), facts);
      const entries = pair(
        0,
        by.card ? LEDGER_ACCOUNTS.cash : by.tk,
        LEDGER_ACCOUNTS.prepaidCard,
        amount(voucher.t_tt),
        { ...party, ma_httt: orNull(voucher.ma_httt), ma_the: orNull(voucher.ma_the) },
      );
      return { ok: true, posted: { entries, card: null } };
    }
  }
};
