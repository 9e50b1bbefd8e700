import type { ErrorCode } from '../../i18n/errors.js';
import { voucherPostsNow } from '../accounting/ledger-posting.js';
import { postedNumber, postedText } from '../posted-values.js';

/**
 * The no-name card ledger (thẻ vô danh): anonymous prepaid cards sold in series. Pure: the server's posting layer
 * runs it in the voucher's transaction, each card locked, and writes an entry of the card's history for each
 * movement.
 *
 * - Selling a card (no-name-orders, done) takes it out of stock: it is sold ('2') and holds its face value.
 * - A top-up (no-name-deposits, done) adds what it puts on the balance (so_du_nap) to a sold card.
 * - A service voucher may be paid with a no-name card (tien_the_vd from ma_the_vd) where the tenant allows it
 *   (sale_service_use_noname); the card must be sold, not locked, not past its expiry, and hold the amount.
 * - An edit, cancellation or deletion takes back what the voucher moved first: a sale taken back puts the card back
 *   in stock, unless it was used since (NONAME_CARD_USED).
 */

export type NoNamePosting = {
  kind: 'sell' | 'deposit' | 'spend';
  approvalFlag?: string;
  /** The config flag that lets the voucher be paid with a no-name card (spend). */
  flag?: string;
};

/** The vouchers that move no-name cards, by catalogue name. */
export const noNamePostings: Readonly<Record<string, NoNamePosting>> = {
  'no-name-orders': { kind: 'sell' },
  'no-name-deposits': { kind: 'deposit' },
  'sales-services': {
    kind: 'spend',
    approvalFlag: 'sale_service_require_approve',
    flag: 'sale_service_use_noname',
  },
};

/** No-name card statuses (noNameCardStatuses) the rule reads and writes. */
export const NONAME_IN_STOCK = '0';
export const NONAME_SOLD = '2';
export const NONAME_LOCKED = '3';

/** One movement of a card: a sale of it (NAP of its face value, `sells`), a top-up (NAP) or a payment (TIEU). */
export type NoNameMove = { ma_the: string; loai_gd: 'NAP' | 'TIEU'; so_tien: number; sells: boolean };

export type NoNameRefusal = {
  code: Extract<
    ErrorCode,
    | 'NONAME_CARD_NOT_ALLOWED'
    | 'NONAME_CARD_NOT_IN_STOCK'
    | 'NONAME_CARD_NOT_SOLD'
    | 'NONAME_CARD_USED'
    | 'PAYMENT_CARD_REQUIRED'
    | 'CARD_LOCKED'
    | 'CARD_EXPIRED'
    | 'CARD_BALANCE_INSUFFICIENT'
  >;
  status: 400 | 409;
  field: string;
  params: Record<string, string | number>;
};

type Row = Readonly<Record<string, unknown>>;

const text = postedText;
const amount = (value: unknown): number => Math.round(postedNumber(value));
const linesOf = (row: Row): Row[] => (Array.isArray(row.chi_tiet) ? (row.chi_tiet as Row[]) : []);

/** What a voucher moves on no-name cards now (nothing unless it posts), or why it cannot. */
export const noNameMovesOf = (
  posting: NoNamePosting,
  voucher: Row,
  flag: (name: string) => boolean,
): { ok: true; moves: NoNameMove[] } | { ok: false; refusal: NoNameRefusal } => {
  if (!voucherPostsNow(voucher, posting.approvalFlag, flag)) return { ok: true, moves: [] };
  switch (posting.kind) {
    case 'sell':
      return {
        ok: true,
        moves: linesOf(voucher)
          .filter((line) => text(line.ma_the))
          .map((line) => ({
            ma_the: text(line.ma_the),
            loai_gd: 'NAP',
            so_tien: amount(line.menh_gia),
            sells: true,
          })),
      };
    case 'deposit': {
      const so_tien = amount(voucher.so_du_nap);
      return {
        ok: true,
        moves:
          text(voucher.ma_the) && so_tien > 0
            ? [{ ma_the: text(voucher.ma_the), loai_gd: 'NAP', so_tien, sells: false }]
            : [],
      };
    }
    case 'spend': {
      const so_tien = amount(voucher.tien_the_vd);
      if (so_tien <= 0) return { ok: true, moves: [] };
      if (posting.flag && !flag(posting.flag))
        return {
          ok: false,
          refusal: { code: 'NONAME_CARD_NOT_ALLOWED', status: 400, field: 'ma_the_vd', params: {} },
        };
      const ma_the = text(voucher.ma_the_vd);
      if (!ma_the)
        return {
          ok: false,
          refusal: { code: 'PAYMENT_CARD_REQUIRED', status: 400, field: 'ma_the_vd', params: {} },
        };
      return { ok: true, moves: [{ ma_the, loai_gd: 'TIEU', so_tien, sells: false }] };
    }
  }
};

/** What the rule needs of a card. */
export type NoNameCard = {
  ma_the: string;
  trang_thai: string | null;
  /** 'YYYY-MM-DD', or null. */
  ngay_het_han: string | null;
  so_du: number;
};

/** Whether two lists of movements are the same, in any order (an unchanged voucher moves nothing again). */
export const sameNoNameMoves = (a: readonly NoNameMove[], b: readonly NoNameMove[]): boolean => {
  const keys = (moves: readonly NoNameMove[]) =>
    moves.map((m) => `${m.ma_the}\u0000${m.loai_gd}\u0000${m.so_tien}\u0000${m.sells}`).sort();
  const [x, y] = [keys(a), keys(b)];
  return x.length === y.length && x.every((key, i) => key === y[i]);
};

/**
 * A card after the voucher's movements of it are taken back (`undo`, as posted before) and made (`apply`) on
 * `ngay_ct`: its status and balance, and the balance after each applied movement; or why not.
 */
export const noNameCardAfter = (
  card: NoNameCard,
  change: { undo: readonly NoNameMove[]; apply: readonly NoNameMove[] },
  ngay_ct: string,
):
  | { ok: true; trang_thai: string | null; so_du: number; after: number[] }
  | { ok: false; refusal: NoNameRefusal } => {
  const ma_the = card.ma_the;
  const refuse = (code: NoNameRefusal['code'], params: Record<string, string | number> = {}) => ({
    ok: false as const,
    refusal: { code, status: 409 as const, field: 'ma_the', params: { ma_the, ...params } },
  });
  let { trang_thai, so_du } = card;
  for (const move of change.undo) {
    if (move.loai_gd === 'TIEU') so_du += move.so_tien;
    else {
      if (so_du < move.so_tien) return refuse('NONAME_CARD_USED');
      so_du -= move.so_tien;
      if (move.sells) trang_thai = NONAME_IN_STOCK;
    }
  }
  const after: number[] = [];
  for (const move of change.apply) {
    if (move.sells) {
      if (trang_thai !== NONAME_IN_STOCK) return refuse('NONAME_CARD_NOT_IN_STOCK');
      trang_thai = NONAME_SOLD;
    } else {
      if (trang_thai === NONAME_LOCKED) return refuse('CARD_LOCKED');
      if (trang_thai !== NONAME_SOLD) return refuse('NONAME_CARD_NOT_SOLD');
      if (card.ngay_het_han && card.ngay_het_han < ngay_ct) return refuse('CARD_EXPIRED');
    }
    if (move.loai_gd === 'TIEU') {
      if (so_du < move.so_tien) return refuse('CARD_BALANCE_INSUFFICIENT', { so_du });
      so_du -= move.so_tien;
    } else so_du += move.so_tien;
    after.push(so_du);
  }
  return { ok: true, trang_thai, so_du, after };
};
