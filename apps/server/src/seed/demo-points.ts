import { applyPaymentCardEntry, paymentCardBalanceOf } from '@sen/domain/resources';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { demoWarehouses } from './demo-resource-sets.js';
import { derivedRow, type CatalogueRow } from './catalogue-rows.js';
import { portalDemoCustomer } from './demo-customers.js';

type Rows = Map<string, CatalogueRow[]>;
type Db = Kysely<Database> | Transaction<Database>;

/** The demo's value of a point: 1 point = 1,000 VND, as Vietnamese loyalty schemes usually count. */
const POINT_VALUE = 1_000;

const usableOn = (card: CatalogueRow, day: string): boolean =>
  card.trang_thai === '1' && (!card.ngay_het_han || String(card.ngay_het_han) >= day);

/**
 * The demo's point and gift exchanges as posting takes them (point-posting.ts): a done exchange redeems points
 * of one of its customer's usable membership cards of its branch that still holds them (what the card's history
 * gave it, less what earlier exchanges took), a point exchange credits the money to a usable payment card of the
 * same customer, a gift exchange gives goods out of the branch's goods warehouse worth a point per 1,000 VND of
 * their price. An exchange with no such card stays a draft with no cards. The cards' points, balances and
 * history entries come from posting them.
 */
export const withDemoPoints = (rows: Rows): void => {
  const memberCards = rows.get('customer-cards') ?? [];
  const paymentCards = rows.get('payment-cards') ?? [];
  const paymentEntries = rows.get('payment-card-histories') ?? [];
  const left = new Map(memberCards.map((card) => [card.ma_the, Number(card.diem ?? 0)]));
  const byDate = (a: CatalogueRow, b: CatalogueRow) => String(a.ngay_ct).localeCompare(String(b.ngay_ct));
  const asDraft = (row: CatalogueRow, cardFields: readonly string[]) => {
    row.trang_thai = '0';
    for (const field of cardFields) row[field] = null;
  };
  /** A usable membership card of the branch holding at least `points` not yet redeemed. */
  const memberCardFor = (row: CatalogueRow, points: number) =>
    memberCards.find(
      (card) =>
        card.ma_dvcs === row.ma_dvcs &&
        usableOn(card, String(row.ngay_ct)) &&
        (left.get(card.ma_the) ?? 0) >= points,
    );
  /**
   * A usable payment card of the member's customer: their own, else one of the branch nobody's exchange credited
   * yet (not the portal customer's), handed to them with its history (the demo's card owners are drawn at random).
   */
  const credited = new Set<unknown>();
  const paymentCardFor = (row: CatalogueRow, member: CatalogueRow) => {
    const day = String(row.ngay_ct);
    const own = paymentCards.find((card) => card.ma_kh === member.ma_kh && usableOn(card, day));
    if (own) return own;
    const spare = paymentCards.find(
      (card) =>
        card.ma_dvcs === row.ma_dvcs &&
        card.ma_kh !== portalDemoCustomer.ma_kh &&
        !credited.has(card.ma_the) &&
        usableOn(card, day),
    );
    if (!spare) return undefined;
    for (const entry of [spare, ...paymentEntries.filter((e) => e.ma_the === spare.ma_the)])
      Object.assign(entry, { ma_kh: member.ma_kh, ten_kh: member.ten_kh });
    return spare;
  };

  let turn = 0;
  for (const exchange of [...(rows.get('point-exchanges') ?? [])].sort(byDate)) {
    // 50 to 300 points, in tens; fewer when the card holds fewer (never under 20).
    const wanted = 50 + ((turn++ * 70) % 260);
    const member =
      exchange.trang_thai === '1'
        ? (memberCardFor(exchange, wanted) ?? memberCardFor(exchange, 20))
        : undefined;
    const so_diem = member ? Math.min(wanted, Math.floor((left.get(member.ma_the) ?? 0) / 10) * 10) : wanted;
    const payment = member && paymentCardFor(exchange, member);
    Object.assign(
      exchange,
      derivedRow('point-exchanges', { ...exchange, so_diem, ty_le_quy_doi: POINT_VALUE }),
    );
    if (!member || !payment) {
      asDraft(exchange, ['ma_the_kh', 'ma_the']);
      continue;
    }
    credited.add(payment.ma_the);
    left.set(member.ma_the, left.get(member.ma_the)! - so_diem);
    Object.assign(exchange, {
      ma_kh: member.ma_kh,
      ten_kh: member.ten_kh,
      ma_the_kh: member.ma_the,
      ma_the: payment.ma_the,
      dien_giai: `Đổi ${so_diem} điểm tích lũy vào thẻ trả trước`,
    });
  }

  const goods = (rows.get('products') ?? []).filter((p) => p.loai_vt === 'HH' && Number(p.gia_ban) > 0);
  for (const exchange of [...(rows.get('gift-exchanges') ?? [])].sort(byDate)) {
    const warehouse = demoWarehouses.find((w) => w.ma_dvcs === exchange.ma_dvcs && w.ma_kho.endsWith('-HH'));
    const gift = goods[turn++ % Math.max(1, goods.length)];
    if (!gift || !warehouse) {
      asDraft(exchange, ['ma_the']);
      continue;
    }
    const diem = Math.max(10, Math.round(Number(gift.gia_ban) / POINT_VALUE / 10) * 10);
    const member = exchange.trang_thai === '1' ? memberCardFor(exchange, diem) : undefined;
    Object.assign(
      exchange,
      derivedRow('gift-exchanges', {
        ...exchange,
        ma_kho: warehouse.ma_kho,
        dien_giai: `Đổi quà ${String(gift.ten_vt)} bằng điểm tích lũy`,
        chi_tiet: [{ ma_vt: gift.ma_vt, ten_vt: gift.ten_vt, dvt: gift.dvt, so_luong: 1, diem }],
      }),
    );
    if (!member) {
      asDraft(exchange, ['ma_the']);
      continue;
    }
    left.set(member.ma_the, left.get(member.ma_the)! - diem);
    Object.assign(exchange, { ma_kh: member.ma_kh, ten_kh: member.ten_kh, ma_the: member.ma_the });
  }
};

/**
 * Stamps every payment card history entry of the tenant with the card's balance after it in date order (the
 * seed's order: day, then creation, then number). The demo posts its exchanges after the generated history is in
 * place, so the balances the posting stamped follow the whole history, not the entries dated before them.
 */
export const restampPaymentCardBalances = async (db: Db, tenantId: string): Promise<void> => {
  const cards = await sql<{ ma_the: string; so_du_dau: number }>`
    SELECT ma_the, coalesce(so_du_dau, 0)::float8 AS so_du_dau FROM sales_payment_cards
    WHERE tenant_id = ${tenantId}`.execute(db);
  const entries = await sql<{
    _id: string;
    ma_the: string;
    loai_gd: string;
    so_tien: number;
    ngay_ct: string;
  }>`
    SELECT _id::text AS _id, ma_the, loai_gd, coalesce(so_tien, 0)::float8 AS so_tien,
      to_char(ngay_ct, 'YYYY-MM-DD') AS ngay_ct
    FROM sales_payment_card_histories WHERE tenant_id = ${tenantId}
    ORDER BY ngay_ct, ngay_tao, so_ct`.execute(db);
  const balances = new Map(
    cards.rows.map((card) => [
      card.ma_the,
      paymentCardBalanceOf({ so_du_dau: card.so_du_dau, tien_nap: 0, tien_thuong: 0, tien_da_dung: 0 }),
    ]),
  );
  const stamps: { _id: string; so_du_sau: number }[] = [];
  for (const entry of entries.rows) {
    const before = balances.get(entry.ma_the);
    if (!before) continue;
    const after = applyPaymentCardEntry(before, entry);
    balances.set(entry.ma_the, after);
    stamps.push({ _id: entry._id, so_du_sau: after.so_du });
  }
  for (let at = 0; at < stamps.length; at += 500) {
    const chunk = stamps.slice(at, at + 500);
    await sql`UPDATE sales_payment_card_histories h SET so_du_sau = v.so_du_sau
      FROM (VALUES ${sql.join(chunk.map((s) => sql`(${s._id}::uuid, ${s.so_du_sau}::numeric)`))}) AS v(_id, so_du_sau)
      WHERE h.tenant_id = ${tenantId} AND h._id = v._id`.execute(db);
  }
};
