import { configValue, isTrue } from '@sen/domain';
import {
  noNameCardAfter,
  noNameMovesOf,
  resourceNamed,
  sameNoNameMoves,
  type NoNameMove,
  type NoNamePosting,
} from '@sen/domain/resources';
import { sql } from 'kysely';
import { ApiError } from '../http/api-error.js';
import { insertHistoryEntry } from './ledger-entries.js';
import { configsOf, type PostingContext } from './stock-ledger.js';

/**
 * The no-name card ledger at work (rule: @sen/domain resources/sales/no-name-posting.ts). In the voucher's
 * transaction the cards it moves (before and now) are locked in card order; what it moved before is taken back
 * (its card history entries deleted) and what it moves now is made, each movement an entry of the card's history
 * (lịch sử thẻ vô danh) with the balance after it. A card sold is issued on the voucher's date and expires after
 * its type's months of validity, unless it already has dates.
 */

type Row = Readonly<Record<string, unknown>>;

const HISTORIES = resourceNamed('no-name-histories')!;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

type Posted = NoNameMove & { history_id: string | null };

type LockedCard = {
  _id: string;
  ma_the: string;
  trang_thai: string | null;
  ngay_phat_hanh: string | null;
  ngay_het_han: string | null;
  so_du: number;
  thang: number | null;
};

export const postNoName = async (
  ctx: PostingContext,
  posting: NoNamePosting,
  id: string,
  voucher: Row | null,
): Promise<void> => {
  const { tenantId, source } = ctx;
  const before = ctx.fresh
    ? []
    : (
        await sql<Posted>`
      SELECT ma_the, loai_gd, so_tien::float8 AS so_tien, sells, history_id::text AS history_id
      FROM no_name_ledger WHERE tenant_id = ${tenantId} AND source = ${source} AND source_id = ${id}
      ORDER BY posted_at, _id`.execute(ctx.trx)
      ).rows;
  let after: NoNameMove[] = [];
  if (voucher) {
    const configs = await configsOf(ctx);
    const result = noNameMovesOf(posting, voucher, (name) => isTrue(configValue(configs, name)));
    if (!result.ok)
      throw new ApiError(result.refusal.status, result.refusal.code, result.refusal.params, [
        { in: 'body', path: `/${result.refusal.field}` },
      ]);
    after = result.moves;
  }
  const ngay_ct = text(voucher?.ngay_ct);
  const postedDay = before.length
    ? (
        await sql<{ d: string }>`
          SELECT to_char(ngay_ct, 'YYYY-MM-DD') AS d FROM no_name_ledger
          WHERE tenant_id = ${tenantId} AND source = ${source} AND source_id = ${id} LIMIT 1`.execute(ctx.trx)
      ).rows[0]?.d
    : undefined;
  if (sameNoNameMoves(before, after) && (before.length === 0 || postedDay === ngay_ct)) return;

  const codes = [...new Set([...before, ...after].map((move) => move.ma_the))].sort();
  const cards = new Map<string, LockedCard>();
  for (const ma_the of codes) {
    const card = (
      await sql<LockedCard>`
        SELECT c._id::text AS _id, c.ma_the, c.trang_thai, to_char(c.ngay_phat_hanh, 'YYYY-MM-DD') AS ngay_phat_hanh,
          to_char(c.ngay_het_han, 'YYYY-MM-DD') AS ngay_het_han, coalesce(c.so_du, 0)::float8 AS so_du,
          t.so_thang_hieu_luc::float8 AS thang
        FROM sales_no_name_cards c
        LEFT JOIN sales_no_name_types t ON t.tenant_id = c.tenant_id AND t.ma_loai_the = c.ma_loai_the
        WHERE c.tenant_id = ${tenantId} AND c.ma_the = ${ma_the}
        FOR UPDATE OF c`.execute(ctx.trx)
    ).rows[0];
    if (!card) throw new ApiError(400, 'CARD_NOT_FOUND', { ma_the }, [{ in: 'body', path: '/ma_the' }]);
    cards.set(ma_the, card);
  }

  const histories: { move: NoNameMove; so_du_sau: number }[] = [];
  for (const card of cards.values()) {
    const undo = before.filter((move) => move.ma_the === card.ma_the);
    const apply = after.filter((move) => move.ma_the === card.ma_the);
    const result = noNameCardAfter(card, { undo, apply }, ngay_ct);
    if (!result.ok)
      throw new ApiError(result.refusal.status, result.refusal.code, result.refusal.params, [
        {
          in: 'body',
          path: posting.kind === 'spend' ? '/ma_the_vd' : posting.kind === 'sell' ? '/chi_tiet' : '/ma_the',
        },
      ]);
    apply.forEach((move, index) => histories.push({ move, so_du_sau: result.after[index]! }));
    const sold = apply.some((move) => move.sells);
    const issued = sold ? (card.ngay_phat_hanh ?? ngay_ct) : card.ngay_phat_hanh;
    const expires =
      sold && !card.ngay_het_han && card.thang
        ? sql`(${ngay_ct}::date + make_interval(months => ${Math.round(card.thang)}))::date`
        : sql`${card.ngay_het_han}::date`;
    await sql`UPDATE sales_no_name_cards SET trang_thai = ${result.trang_thai}, so_du = ${result.so_du},
        ngay_phat_hanh = ${issued}::date, ngay_het_han = ${expires}
      WHERE tenant_id = ${tenantId} AND _id = ${card._id}`.execute(ctx.trx);
  }

  const entries = before.map((move) => move.history_id).filter((entry): entry is string => Boolean(entry));
  if (entries.length)
    await sql`DELETE FROM sales_no_name_histories WHERE tenant_id = ${tenantId} AND _id IN (${sql.join(entries)})`.execute(
      ctx.trx,
    );
  await sql`DELETE FROM no_name_ledger WHERE tenant_id = ${tenantId} AND source = ${source} AND source_id = ${id}`.execute(
    ctx.trx,
  );
  if (!voucher || after.length === 0) return;
  const ma_dvcs = text(voucher.ma_dvcs);
  for (const { move, so_du_sau } of histories) {
    const historyId = await insertHistoryEntry(ctx, HISTORIES, {
      ngay_ct,
      ma_dvcs,
      ma_the: move.ma_the,
      loai_gd: move.loai_gd,
      so_tien: move.so_tien,
      so_du_sau,
      so_ct_goc: text(voucher.so_ct) || null,
      // The kind, not words: read in the viewer's language (posting-descriptions.ts).
      ma_dien_giai: move.sells ? 'BAN_THE' : move.loai_gd === 'NAP' ? 'NAP' : 'TT',
      dien_giai: null,
    });
    await ctx.trx
      .insertInto('no_name_ledger')
      .values({
        tenant_id: tenantId,
        source,
        source_id: id,
        ngay_ct,
        ma_dvcs,
        ma_the: move.ma_the,
        loai_gd: move.loai_gd,
        sells: move.sells,
        so_tien: move.so_tien,
        history_id: historyId,
      })
      .execute();
  }
};
