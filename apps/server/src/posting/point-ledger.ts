import {
  paymentCardTotalsOf,
  pointMovesOf,
  postCustomerCardEntries,
  postPaymentCardEntries,
  resourceNamed,
  samePointMoves,
  type CardPosting,
  type PointMove,
  type PointPosting,
} from '@sen/domain/resources';
import { sql } from 'kysely';
import { ApiError } from '../http/api-error.js';
import { insertHistoryEntry } from './ledger-entries.js';
import { lockCards, type LockedCard } from '../routes/resource-sets/effects/card-rows.js';
import type { PostingContext } from './stock-ledger.js';

/**
 * The loyalty points ledger at work (rule: @sen/domain resources/sales/point-posting.ts). In the voucher's
 * transaction the cards it moves (before and now) are locked, membership cards first, each table in card order;
 * what it moved before is taken back (its history entries deleted) and what it moves now is made under the card
 * ledgers' rule (resources/sales/card-ledger.ts: usable card, points held, balance), each movement an entry of
 * the card's history naming the voucher (so_ct_goc). A refusal leaves nothing of the write.
 */

type Row = Readonly<Record<string, unknown>>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const HISTORIES = {
  KH: resourceNamed('customer-card-histories')!,
  TT: resourceNamed('payment-card-histories')!,
} as const;

type Posted = PointMove & { history_id: string | null; ngay_ct: string };

const CARD_TABLES = { KH: 'sales_customer_cards', TT: 'sales_payment_cards' } as const;

/** The cards of one kind the voucher moves, locked in card order; a card the tenant does not have is refused. */
const lockedCards = async (
  ctx: PostingContext,
  card: PointMove['card'],
  numbers: readonly string[],
): Promise<LockedCard[]> => {
  const cards = await lockCards(ctx, CARD_TABLES[card], numbers);
  const missing = [...new Set(numbers)].find((ma_the) => !cards.has(ma_the));
  if (missing)
    throw new ApiError(400, 'CARD_NOT_FOUND', { ma_the: missing }, [
      { in: 'body', path: card === 'KH' ? '/ma_the_kh' : '/ma_the' },
    ]);
  return [...cards.values()];
};

/** One card after the voucher's movement of it is taken back and made: the columns to write, and its balance. */
const moveCard = (
  card: LockedCard,
  kind: PointMove['card'],
  undo: Posted | undefined,
  apply: PointMove | undefined,
  ngay_ct: string,
): CardPosting<Record<string, number>> => {
  if (kind === 'KH') {
    const entry = (move: PointMove | undefined, day: string) =>
      move && { loai_gd: move.loai_gd, diem: move.so_luong, ngay_ct: day };
    return postCustomerCardEntries(card, {
      undo: entry(undo, undo?.ngay_ct ?? ''),
      apply: entry(apply, ngay_ct),
    });
  }
  const entry = (move: PointMove | undefined, day: string) =>
    move && { loai_gd: move.loai_gd, so_tien: move.so_luong, ngay_ct: day };
  const result = postPaymentCardEntries(
    { ...card, ...paymentCardTotalsOf(card) },
    { undo: entry(undo, undo?.ngay_ct ?? ''), apply: entry(apply, ngay_ct) },
  );
  if (!result.ok) return result;
  const { tien_nap, tien_thuong, tien_da_dung, so_du } = result.card;
  return { ok: true, card: { tien_nap, tien_thuong, tien_da_dung, so_du } };
};

const fieldOf = (posting: PointPosting, kind: PointMove['card']): string =>
  kind === 'TT' ? 'ma_the' : posting.kind === 'exchange' ? 'ma_the_kh' : 'ma_the';

/** Writes the history entry of one movement; its _id. */
const writeHistory = (
  ctx: PostingContext,
  voucher: Row,
  posting: PointPosting,
  move: PointMove,
  card: LockedCard,
  after: Record<string, number>,
): Promise<string> => {
  const so_ct = text(voucher.so_ct);
  return insertHistoryEntry(ctx, HISTORIES[move.card], {
    ngay_ct: text(voucher.ngay_ct),
    ma_dvcs: text(voucher.ma_dvcs),
    ma_the: move.ma_the,
    ma_kh: card.ma_kh ?? (text(voucher.ma_kh) || null),
    ten_kh: text(voucher.ten_kh) || null,
    loai_gd: move.loai_gd,
    ...(move.card === 'KH' ? { diem: move.so_luong } : { so_tien: move.so_luong, so_du_sau: after.so_du }),
    so_ct_goc: so_ct || null,
    // The kind, not words: read in the viewer's language (posting-descriptions.ts).
    ma_dien_giai: posting.kind === 'gift' ? 'DOI_QUA' : 'DOI_DIEM',
    dien_giai: null,
  });
};

/**
 * Posts a row of a point-redeeming resource: `voucher` as now stored (null once deleted), `id` its _id. Refuses
 * (ApiError) what the rule or a card refuses; then nothing of the write is kept.
 */
export const postPoints = async (
  ctx: PostingContext,
  posting: PointPosting,
  id: string,
  voucher: Row | null,
): Promise<void> => {
  const { tenantId, source } = ctx;
  const before = ctx.fresh
    ? []
    : (
        await sql<Posted>`
          SELECT card, ma_the, loai_gd, so_luong::float8 AS so_luong, history_id::text AS history_id,
            to_char(ngay_ct, 'YYYY-MM-DD') AS ngay_ct
          FROM point_ledger WHERE tenant_id = ${tenantId} AND source = ${source} AND source_id = ${id}`.execute(
          ctx.trx,
        )
      ).rows;
  let after: PointMove[] = [];
  if (voucher) {
    const result = pointMovesOf(posting, voucher);
    if (!result.ok)
      throw new ApiError(result.refusal.status, result.refusal.code, result.refusal.params, [
        { in: 'body', path: `/${result.refusal.field}` },
      ]);
    after = result.moves;
  }
  const ngay_ct = text(voucher?.ngay_ct);
  if (samePointMoves(before, after) && before.every((move) => move.ngay_ct === ngay_ct)) return;

  const written: { move: PointMove; card: LockedCard; after: Record<string, number> }[] = [];
  for (const kind of ['KH', 'TT'] as const) {
    const cards = await lockedCards(
      ctx,
      kind,
      [...before, ...after].filter((move) => move.card === kind).map((move) => move.ma_the),
    );
    for (const card of cards) {
      const undo = before.find((move) => move.card === kind && move.ma_the === card.ma_the);
      const apply = after.find((move) => move.card === kind && move.ma_the === card.ma_the);
      const result = moveCard(card, kind, undo, apply, ngay_ct);
      if (!result.ok)
        throw new ApiError(result.refusal.status, result.refusal.code, result.refusal.params, [
          { in: 'body', path: `/${fieldOf(posting, kind)}` },
        ]);
      const assignments = Object.entries(result.card).map(
        ([column, value]) => sql`${sql.ref(column)} = ${value}`,
      );
      await sql`UPDATE ${sql.table(CARD_TABLES[kind])} SET ${sql.join(assignments)}
        WHERE tenant_id = ${tenantId} AND _id = ${card._id}`.execute(ctx.trx);
      if (apply) written.push({ move: apply, card, after: result.card });
    }
  }

  for (const kind of ['KH', 'TT'] as const) {
    const entries = before
      .filter((move) => move.card === kind && move.history_id)
      .map((move) => move.history_id!);
    if (entries.length)
      await sql`DELETE FROM ${sql.table(HISTORIES[kind].table)}
        WHERE tenant_id = ${tenantId} AND _id IN (${sql.join(entries)})`.execute(ctx.trx);
  }
  if (before.length)
    await sql`DELETE FROM point_ledger WHERE tenant_id = ${tenantId} AND source = ${source} AND source_id = ${id}`.execute(
      ctx.trx,
    );
  if (!voucher || written.length === 0) return;
  for (const { move, card, after: moved } of written) {
    const historyId = await writeHistory(ctx, voucher, posting, move, card, moved);
    await ctx.trx
      .insertInto('point_ledger')
      .values({
        tenant_id: tenantId,
        source,
        source_id: id,
        ngay_ct,
        ma_dvcs: text(voucher.ma_dvcs),
        card: move.card,
        ma_the: move.ma_the,
        loai_gd: move.loai_gd,
        so_luong: move.so_luong,
        history_id: historyId,
      })
      .execute();
  }
};
