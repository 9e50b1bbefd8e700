import type { CardPosting, CardRefusal } from '@sen/domain/resources';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { ApiError } from '../../../http/api-error.js';
import type { SetRow } from '../set-query.js';
import type { WriteContext } from '../set-writes.js';

/** What the card ledgers share: the card rows they lock and the refusals they answer with. */

/** A card row as the ledgers read it: holder, state, totals (payment cards) and points (customer cards). */
export type LockedCard = {
  _id: string;
  ma_the: string;
  ma_kh: string | null;
  trang_thai: string | null;
  ngay_het_han: string | null;
  so_du_dau: number | null;
  tien_nap: number | null;
  tien_thuong: number | null;
  tien_da_dung: number | null;
  so_du: number | null;
  diem: number | null;
};

/** The card tables of the ledgers. */
export type CardTable = 'sales_payment_cards' | 'sales_customer_cards';

const columnsOf = (table: CardTable) =>
  table === 'sales_payment_cards'
    ? sql`so_du_dau::float8 AS so_du_dau, tien_nap::float8 AS tien_nap, tien_thuong::float8 AS tien_thuong,
        tien_da_dung::float8 AS tien_da_dung, so_du::float8 AS so_du, NULL::float8 AS diem`
    : sql`NULL::float8 AS so_du_dau, NULL::float8 AS tien_nap, NULL::float8 AS tien_thuong,
        NULL::float8 AS tien_da_dung, NULL::float8 AS so_du, diem::float8 AS diem`;

/**
 * The tenant's cards of the given numbers, locked for the rest of the transaction (`FOR UPDATE`, in card number
 * order so two writes never wait on each other), by number.
 */
export const lockCards = async (
  db: { trx: Transaction<Database> | Kysely<Database>; tenantId: string },
  table: CardTable,
  numbers: readonly string[],
): Promise<Map<string, LockedCard>> => {
  const wanted = [...new Set(numbers.filter(Boolean))].sort();
  if (wanted.length === 0) return new Map();
  const rows = await sql<LockedCard>`
    SELECT _id::text AS _id, ma_the, ma_kh, trang_thai, to_char(ngay_het_han, 'YYYY-MM-DD') AS ngay_het_han,
      ${columnsOf(table)}
    FROM ${sql.table(table)}
    WHERE tenant_id = ${db.tenantId} AND ma_the IN (${sql.join(wanted)})
    ORDER BY ma_the
    FOR UPDATE`.execute(db.trx);
  return new Map(rows.rows.map((row) => [row.ma_the, row]));
};

/** Writes columns of one card (or one history row) of the tenant. */
export const updateById = async (
  ctx: WriteContext,
  table: string,
  id: string,
  values: Record<string, number>,
): Promise<void> => {
  const assignments = Object.entries(values).map(([column, value]) => sql`${sql.ref(column)} = ${value}`);
  if (assignments.length === 0) return;
  await sql`UPDATE ${sql.table(table)} SET ${sql.join(assignments)}
    WHERE tenant_id = ${ctx.scope.tenantId} AND _id = ${id}`.execute(ctx.trx);
};

/** The API error of a refusal of the rule: its status and code, the field it names. */
export const refusalError = (refusal: CardRefusal): ApiError =>
  new ApiError(refusal.status, refusal.code, refusal.params, [{ in: 'body', path: `/${refusal.field}` }]);

/** 400 CARD_NOT_FOUND: the entry names a card the tenant does not have. */
export const cardNotFound = (ma_the: string): ApiError =>
  new ApiError(400, 'CARD_NOT_FOUND', { ma_the }, [{ in: 'body', path: '/ma_the' }]);

/** A history row's card number ('' when none). */
export const cardNumberOf = (row: SetRow): string =>
  typeof row.ma_the === 'string' ? row.ma_the.trim() : '';

/** A history row's number field (money, points) as a number. */
export const numberOf = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** Whether an edit leaves a ledger as it was (same card, kind, amount field and date): then nothing is posted. */
export const sameEntry = (a: SetRow, b: SetRow, amountField: string): boolean =>
  cardNumberOf(a) === cardNumberOf(b) &&
  a.loai_gd === b.loai_gd &&
  numberOf(a[amountField]) === numberOf(b[amountField]) &&
  a.ngay_ct === b.ngay_ct;

/** A ledger as `postOnCards` runs it: its card table, the rule, and the card columns a posting writes. */
export type CardLedger<Entry, Posted> = {
  table: CardTable;
  entryOf: (row: SetRow) => Entry;
  post: (card: LockedCard, entries: { undo?: Entry; apply?: Entry }) => CardPosting<Posted>;
  columnsOf: (posted: Posted) => Record<string, number>;
};

/**
 * Posts `undo` (a history row taken back) and `apply` (one added) on their cards, each card locked, and writes
 * the cards' new columns; answers what the card `apply` went to became. Refused (ApiError) before any card is
 * written: a card the tenant does not have, or the rule's refusal on any card.
 */
export const postOnCards = async <Entry, Posted>(
  ctx: WriteContext,
  ledger: CardLedger<Entry, Posted>,
  undo: SetRow | null,
  apply: SetRow | null,
): Promise<Posted | undefined> => {
  const undoCard = undo ? cardNumberOf(undo) : '';
  const applyCard = apply ? cardNumberOf(apply) : '';
  const cards = await lockCards({ trx: ctx.trx, tenantId: ctx.scope.tenantId }, ledger.table, [
    undoCard,
    applyCard,
  ]);
  if (apply && !cards.has(applyCard)) throw cardNotFound(applyCard);
  const postings: { card: LockedCard; posted: Posted }[] = [];
  for (const card of cards.values()) {
    const result = ledger.post(card, {
      undo: undo && undoCard === card.ma_the ? ledger.entryOf(undo) : undefined,
      apply: apply && applyCard === card.ma_the ? ledger.entryOf(apply) : undefined,
    });
    if (!result.ok) throw refusalError(result.refusal);
    postings.push({ card, posted: result.card });
  }
  for (const { card, posted } of postings)
    await updateById(ctx, ledger.table, card._id, ledger.columnsOf(posted));
  return postings.find(({ card }) => card.ma_the === applyCard)?.posted;
};
