import { configValue, isTrue } from '@sen/domain';
import {
  LEDGER_ACCOUNTS,
  ledgerEntriesOf,
  paymentCardTotalsOf,
  postPaymentCardEntries,
  resourceNamed,
  type CardSpending,
  type LedgerEntry,
  type LedgerFacts,
  type LedgerPosting,
} from '@sen/domain/resources';
import { sql } from 'kysely';
import { ApiError } from '../http/api-error.js';
import { insertHistoryEntry } from './ledger-entries.js';
import { configsOf, type PostingContext } from './stock-ledger.js';

/**
 * The account ledger at work (rule: @sen/domain resources/accounting/ledger-posting.ts). In the voucher's
 * transaction its entries are replaced by what it posts now. A sale paid from a prepaid card also spends on the
 * card, a return refunded to one gives back to it: a history entry of the card (LTT, TIEU or HOAN, its source
 * voucher in so_ct_goc) is written and the card's totals
 * move under the card ledger's rule and refusals (balance, status, expiry), the card row locked. The card must be
 * the customer's own or a no-name card (no customer). An unchanged card payment keeps its entry; a changed or
 * withdrawn one takes the entry back first.
 */

type Row = Readonly<Record<string, unknown>>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const CARD_HISTORIES = resourceNamed('payment-card-histories')!;

/** What the ledger rule reads of the tenant for a voucher: its payment types and the configuration flags. */
export const ledgerFactsOf = async (ctx: PostingContext, voucher: Row): Promise<LedgerFacts> => {
  // The voucher's payment types: its own and, for a bill paid two ways, the second.
  const codes = [text(voucher.ma_httt), text(voucher.ma_httt2)].filter(Boolean);
  const [configs, types] = await Promise.all([
    configsOf(ctx),
    codes.length > 0
      ? sql<{ ma_httt: string; loai_tt: string | null; tk: string | null }>`
          SELECT ma_httt, loai_tt, tk FROM sales_payment_types
          WHERE tenant_id = ${ctx.tenantId} AND ma_httt = ANY(${codes}::text[])`
          .execute(ctx.trx)
          .then((result) => result.rows)
      : [],
  ]);
  const byCode = new Map(types.map((type) => [type.ma_httt, type]));
  return {
    paymentType: (ma_httt) => byCode.get(ma_httt),
    flag: (name) => isTrue(configValue(configs, name)),
  };
};

/** The card movement a voucher posted before: its card, amount, kind, date and history entry. */
type PostedCard = CardSpending & { entryId: string; ngay_ct: string };

/** A sale spends from a card (TIEU), a return gives back to it (HOAN). */
const cardKindOf = (posting: LedgerPosting): CardSpending['loai_gd'] =>
  posting.kind === 'return' ? 'HOAN' : 'TIEU';

const postedCardOf = async (
  ctx: PostingContext,
  id: string,
  loai_gd: CardSpending['loai_gd'],
): Promise<PostedCard | undefined> => {
  const rows = await sql<PostedCard>`
    SELECT l.ma_the, (l.ps_no + l.ps_co)::float8 AS so_tien, l.card_entry_id::text AS "entryId",
      to_char(l.ngay_ct, 'YYYY-MM-DD') AS ngay_ct, ${loai_gd}::text AS loai_gd
    FROM account_ledger l
    WHERE l.tenant_id = ${ctx.tenantId} AND l.source = ${ctx.source} AND l.source_id = ${id}
      AND l.card_entry_id IS NOT NULL AND l.tk = ${LEDGER_ACCOUNTS.prepaidCard}
    LIMIT 1`.execute(ctx.trx);
  return rows.rows[0];
};

type LockedCard = {
  _id: string;
  ma_the: string;
  ma_kh: string | null;
  trang_thai: string | null;
  ngay_het_han: string | null;
  so_du_dau: number | null;
  tien_nap: number | null;
  tien_thuong: number | null;
  tien_da_dung: number | null;
};

const lockCard = async (ctx: PostingContext, ma_the: string): Promise<LockedCard | undefined> => {
  const rows = await sql<LockedCard>`
    SELECT _id::text AS _id, ma_the, ma_kh, trang_thai, to_char(ngay_het_han, 'YYYY-MM-DD') AS ngay_het_han,
      so_du_dau::float8 AS so_du_dau, tien_nap::float8 AS tien_nap, tien_thuong::float8 AS tien_thuong,
      tien_da_dung::float8 AS tien_da_dung
    FROM sales_payment_cards WHERE tenant_id = ${ctx.tenantId} AND ma_the = ${ma_the}
    FOR UPDATE`.execute(ctx.trx);
  return rows.rows[0];
};

type CardMove = { so_tien: number; ngay_ct: string; loai_gd: CardSpending['loai_gd'] };

/** Moves one card by a movement taken back (`undo`) or made (`apply`) under the card ledger's rule. */
const moveCard = async (
  ctx: PostingContext,
  card: LockedCard,
  change: { undo?: CardMove; apply?: CardMove },
): Promise<number> => {
  const result = postPaymentCardEntries(
    {
      ma_the: card.ma_the,
      trang_thai: card.trang_thai,
      ngay_het_han: card.ngay_het_han,
      ...paymentCardTotalsOf(card),
    },
    change,
  );
  if (!result.ok) {
    const { status, code, params } = result.refusal;
    throw new ApiError(status, code, params, [{ in: 'body', path: '/ma_the' }]);
  }
  const { tien_nap, tien_thuong, tien_da_dung, so_du } = result.card;
  await sql`UPDATE sales_payment_cards SET tien_nap = ${tien_nap}, tien_thuong = ${tien_thuong},
      tien_da_dung = ${tien_da_dung}, so_du = ${so_du}
    WHERE tenant_id = ${ctx.tenantId} AND _id = ${card._id}`.execute(ctx.trx);
  Object.assign(card, { tien_nap, tien_thuong, tien_da_dung });
  return so_du;
};

/** Takes back a card movement the voucher posted: the card's totals, then its history entry. */
const withdrawCard = async (ctx: PostingContext, posted: PostedCard): Promise<void> => {
  const card = await lockCard(ctx, posted.ma_the);
  if (card) await moveCard(ctx, card, { undo: posted });
  await sql`DELETE FROM sales_payment_card_histories WHERE tenant_id = ${ctx.tenantId} AND _id = ${posted.entryId}`.execute(
    ctx.trx,
  );
};

/** Spends on (or refunds to) the customer's card for the voucher: the card moved, a history entry written; its _id. */
const spendCard = async (ctx: PostingContext, voucher: Row, spending: CardSpending): Promise<string> => {
  const card = await lockCard(ctx, spending.ma_the);
  if (!card)
    throw new ApiError(400, 'CARD_NOT_FOUND', { ma_the: spending.ma_the }, [{ in: 'body', path: '/ma_the' }]);
  const ngay_ct = text(voucher.ngay_ct);
  const so_du_sau = await moveCard(ctx, card, {
    apply: { so_tien: spending.so_tien, ngay_ct, loai_gd: spending.loai_gd },
  });
  return insertHistoryEntry(ctx, CARD_HISTORIES, {
    ngay_ct,
    ma_dvcs: text(voucher.ma_dvcs),
    ma_the: card.ma_the,
    ma_kh: card.ma_kh ?? (text(voucher.ma_kh) || null),
    ten_kh: text(voucher.ten_kh) || null,
    loai_gd: spending.loai_gd,
    so_tien: spending.so_tien,
    so_du_sau,
    ma_httt: text(voucher.ma_httt) || null,
    so_ct_goc: text(voucher.so_ct) || null,
    // The kind, not words: read 'Thanh toán BL000022' or 'Payment BL000022' (posting-descriptions.ts).
    ma_dien_giai: spending.loai_gd === 'HOAN' ? 'HOAN' : 'TT',
    dien_giai: null,
  });
};

const sameSpending = (posted: PostedCard | undefined, now: CardSpending | null, ngay_ct: string): boolean =>
  posted === undefined
    ? now === null
    : now !== null &&
      posted.ma_the === now.ma_the &&
      posted.so_tien === now.so_tien &&
      posted.ngay_ct === ngay_ct;

/**
 * Posts a row of a ledger-posting resource: `voucher` as now stored (null once deleted), `id` its _id. Refuses
 * (ApiError) what the rule refuses and a card spending the card cannot take; then nothing of the write is kept.
 */
export const postLedger = async (
  ctx: PostingContext,
  posting: LedgerPosting,
  id: string,
  voucher: Row | null,
): Promise<void> => {
  const { tenantId, source } = ctx;
  let entries: LedgerEntry[] = [];
  let spending: CardSpending | null = null;
  if (voucher) {
    const result = ledgerEntriesOf(posting, voucher, await ledgerFactsOf(ctx, voucher));
    if (!result.ok)
      throw new ApiError(400, result.refusal.code, result.refusal.params, [
        { in: 'body', path: `/${result.refusal.field}` },
      ]);
    entries = result.posted.entries;
    spending = result.posted.card;
  }
  const ngay_ct = voucher ? text(voucher.ngay_ct) || `${String(voucher.nam)}-01-01` : '';
  const posted =
    (posting.kind === 'sale' || posting.kind === 'return') && !ctx.fresh
      ? await postedCardOf(ctx, id, cardKindOf(posting))
      : undefined;
  let cardEntryId = posted?.entryId ?? null;
  if (!sameSpending(posted, spending, ngay_ct)) {
    if (posted) await withdrawCard(ctx, posted);
    cardEntryId = spending && voucher ? await spendCard(ctx, voucher, spending) : null;
  }

  if (!ctx.fresh)
    await sql`DELETE FROM account_ledger WHERE tenant_id = ${tenantId} AND source = ${source} AND source_id = ${id}`.execute(
      ctx.trx,
    );
  if (entries.length === 0 || !voucher) return;
  await ctx.trx
    .insertInto('account_ledger')
    .values(
      entries.map((entry) => ({
        tenant_id: tenantId,
        source,
        source_id: id,
        ma_ct: text(voucher.ma_ct) || null,
        so_ct: text(voucher.so_ct) || null,
        ngay_ct,
        ma_dvcs: text(voucher.ma_dvcs),
        ...entry,
        card_entry_id: entry.ma_the ? cardEntryId : null,
      })),
    )
    .execute();
};
