import { resourceOfRoute } from '@sen/domain/resources';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.js';
import { hashPassword } from '../security/password.js';
import { demoCities } from './demo-places.js';
import { ensureLargeActivity } from './large-tenant-activity.js';
import { curatedNames } from './demo-phrases.js';
import { demoBranches, demoUsers } from './demo-org.js';
import { demoTaxes, demoUnits, demoWarehouses } from './demo-resource-sets.js';
import { insertTenantCatalogue } from './tenant-catalogue.js';
import {
  branchCodes,
  customerCode,
  customerNameSql,
  hashed,
  maCtOf,
  pickText,
  productCode,
  productPrice,
  seconds,
  series,
  textArray,
  uuidOfMd5,
  withoutSecondaryIndexes,
} from './large-tenant-sql.js';
import { mobilePrefixes } from './vietnamese-names.js';

/** The large tenant at scale 1: a million customers, a hundred thousand products, two million bill lines. */
export const largeTenantSize = { customers: 1_000_000, products: 100_000, billLines: 2_000_000 } as const;

/** How many rows a scale gives (at least a few of each, so a tiny scale still has every kind). */
export const largeTenantCounts = (scale: number) => {
  const lines = Math.max(10, Math.round(largeTenantSize.billLines * scale));
  return {
    customers: Math.max(10, Math.round(largeTenantSize.customers * scale)),
    products: Math.max(10, Math.round(largeTenantSize.products * scale)),
    // Bill b has 1 + b % 4 lines (2.5 on average): this many bills give about `lines` lines.
    bills: Math.max(4, Math.round(lines / 2.5)),
  };
};

export type LargeTenantOptions = {
  /** Tenant code (the `tenant` header), default 'large'. */
  code?: string;
  scale?: number;
  /** Progress lines ('customers: 1000000 rows in 41.2 s'). */
  log?: (line: string) => void;
};

export type LargeTenantResult = {
  tenantId: string;
  counts: { customers: number; products: number; bills: number; billLines: number };
  seconds: number;
};

/** The tenant, its branches, an administrator (admin / Admin@123 as in the demo), menu commands and catalogues. */
const createTenant = async (db: Kysely<Database>, code: string): Promise<string> => {
  const admin = demoUsers.admin;
  const tenant = await db
    .insertInto('tenants')
    .values({ code, name: `Sen ERP scale tenant (${code})`, is_demo: false })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tenant_id = tenant.id;
  await db
    .insertInto('branches')
    .values(demoBranches.map((b) => ({ tenant_id, ...b })))
    .execute();
  const { password, ...user } = admin;
  await db
    .insertInto('users')
    .values({
      tenant_id,
      ...user,
      employees: [],
      password_hash: await hashPassword(password),
      agent_id: null,
      agent_pass: null,
    })
    .execute();
  await insertTenantCatalogue(db, tenant_id);
  await db
    .insertInto('units')
    .values(demoUnits.map((u) => ({ tenant_id, ...u, ghi_chu: null })))
    .execute();
  await db
    .insertInto('taxes')
    .values(demoTaxes.map((t) => ({ tenant_id, ...t, ghi_chu: null })))
    .execute();
  await db
    .insertInto('warehouses')
    .values(demoWarehouses.map((w) => ({ tenant_id, ...w, dia_chi: null, dien_thoai: null, ghi_chu: null })))
    .execute();
  return tenant_id;
};

const insertCustomers = (db: Kysely<Database>, tenantId: string, count: number) => {
  const c = sql`g`;
  const city = (field: 'streets' | 'wards', salt: number) =>
    sql<string>`CASE g % 3 ${sql.join(
      branchCodes.map((code, i) => {
        const place = demoCities[code as keyof typeof demoCities];
        const items =
          field === 'streets' ? place.streets : place.wards.map((w) => `${w.ten_xa}, ${place.ten_tinh}`);
        return sql`WHEN ${sql.lit(i)} THEN ${pickText(items, c, salt)}`;
      }),
      sql` `,
    )} END`;
  // The phone's last seven digits are an injective function of g / 26 (7654321 is prime to 10^7): no repeats.
  return sql`
    INSERT INTO customers (tenant_id, ma_kh, ten_kh, dien_thoai, email, ngay_sinh, gioi_tinh, dia_chi, ma_dvcs,
      ma_nvbh, nguoi_tao, ngay_tao)
    SELECT ${tenantId}, ${customerCode(c)}, ${customerNameSql(c)},
      (${textArray(mobilePrefixes)})[1 + g % ${sql.lit(mobilePrefixes.length)}]
        || lpad((((g / ${sql.lit(mobilePrefixes.length)})::bigint * 7654321) % 10000000)::text, 7, '0'),
      CASE WHEN ${hashed(c, 5, 10)} < 6 THEN 'kh' || g || '@gmail.com' END,
      DATE '1965-01-01' + ${hashed(c, 6, 14600)},
      CASE WHEN ${hashed(c, 2, 100)} < 62 THEN '2' ELSE '1' END,
      (1 + ${hashed(c, 7, 350)}) || ' ' || ${city('streets', 8)} || ', ' || ${city('wards', 9)},
      (${textArray(branchCodes)})[1 + g % 3],
      'NV00' || (1 + g % 5),
      'admin',
      now() - make_interval(days => ${hashed(c, 10, 730)})
    FROM generate_series(1, ${sql.lit(count)}) AS g`.execute(db);
};

/** Product p's name and unit, as the bill lines repeat them. */
const productName = (p: RawBuilder<unknown>) =>
  sql<string>`${pickText(curatedNames.products ?? ['Sản phẩm'], p, 12)} || ' - mẫu ' || (${p})`;
const productUnit = (p: RawBuilder<unknown>) =>
  pickText(
    demoUnits.map((u) => u.ma_dvt),
    p,
    14,
  );

const insertProducts = (db: Kysely<Database>, tenantId: string, count: number) => {
  const p = sql`g`;
  return sql`
    INSERT INTO products (tenant_id, ma_vt, ten_vt, loai_vt, dvt, gia_ban, gia_von, ma_thue, nguoi_tao, ngay_tao)
    SELECT ${tenantId}, ${productCode(p)}, ${productName(p)},
      (ARRAY['HH', 'DV', 'NVL', 'GOI'])[1 + ${hashed(p, 13, 4)}], ${productUnit(p)},
      ${productPrice(p)}, (${productPrice(p)} * 6 / 10)::bigint,
      ${pickText(
        demoTaxes.map((t) => t.ma_thue),
        p,
        15,
      )},
      'admin', now() - make_interval(days => ${hashed(p, 16, 365)})
    FROM generate_series(1, ${sql.lit(count)}) AS g`.execute(db);
};

/**
 * The lines of bills 0..count-1: bill b has 1 + b % 4 lines, each a product at its price, 1-3 of it, a discount of
 * 0/0/5/10 % and VAT of 0/5/8/10 %, amounts as the bills' derive computes them (whole VND, half away from zero).
 */
const billLinesSql = (bills: number, products: number) => {
  const key = sql`b * 4 + n`;
  return sql`
    SELECT b, n, p, so_luong, gia, ck, thue_suat, tien, tien_ck, tien_thue, tien - tien_ck + tien_thue AS thanh_tien
    FROM (
      SELECT b, n, p, so_luong, gia, ck, thue_suat, tien, tien_ck,
        round((tien - tien_ck) * thue_suat / 100.0)::bigint AS tien_thue
      FROM (
        SELECT b, n, p, so_luong, gia, ck, thue_suat, tien, round(tien * ck / 100.0)::bigint AS tien_ck
        FROM (
          SELECT b, n, p, so_luong, gia, ck, thue_suat, (so_luong * gia)::bigint AS tien
          FROM (
            SELECT b, n, 1 + ${hashed(key, 20, products)} AS p, 1 + ${hashed(key, 21, 3)} AS so_luong,
              ${productPrice(sql`1 + ${hashed(key, 20, products)}`)} AS gia,
              (ARRAY[0, 0, 5, 10])[1 + ${hashed(key, 22, 4)}] AS ck,
              (ARRAY[0, 5, 8, 10])[1 + ${hashed(key, 23, 4)}] AS thue_suat
            FROM generate_series(0, ${sql.lit(bills - 1)}) AS b, generate_series(1, 1 + b % 4) AS n
          ) l1
        ) l2
      ) l3
    ) l4`;
};

/** Bill b's `_id`: derived from the tenant and b, so its lines can name it without a join. */
const billId = (tenantId: string) => uuidOfMd5(sql<string>`${tenantId} || '-bill-' || b`);

const insertBills = async (
  db: Kysely<Database>,
  tenantId: string,
  bills: number,
  customers: number,
  products: number,
  log: (line: string) => void,
) => {
  let step = performance.now();
  const resource = resourceOfRoute('/sales/bills');
  const prefix = resource?.voucher?.prefix ?? 'HD';
  const maCt = resource?.voucher?.ma_ct ?? 'HDB';
  const c = sql`(1 + ${hashed(sql`b`, 30, customers)})`;
  await sql`
    INSERT INTO sales_bills (_id, tenant_id, stt_rec, ma_ct, so_ct, ngay_ct, ma_dvcs, ma_kh, ten_kh, ma_nvbh, ma_kho,
      trang_thai, t_tien, t_ck, t_thue, t_tt, da_tt, con_no, nguoi_tao, ngay_tao)
    SELECT ${billId(tenantId)}, ${tenantId}, ${billId(tenantId)}::text, ${maCt},
      ${prefix} || lpad((b / 3 + 1)::text, 6, '0'),
      greatest(date_trunc('year', current_date)::date, current_date - (b % 90)),
      (${textArray(branchCodes)})[1 + b % 3],
      ${customerCode(c)}, ${customerNameSql(c)}, 'NV00' || (1 + b % 5),
      'K0' || (1 + b % 3) || '-HH', '1', t_tien, t_ck, t_thue, t_tt, t_tt, 0, 'admin', now()
    FROM (
      SELECT b, sum(tien)::bigint AS t_tien, sum(tien_ck)::bigint AS t_ck, sum(tien_thue)::bigint AS t_thue,
        sum(thanh_tien)::bigint AS t_tt
      FROM (${billLinesSql(bills, products)}) lines GROUP BY b
    ) totals`.execute(db);
  log(`  bill headers in ${seconds(step)} s`);
  step = performance.now();
  await sql`
    INSERT INTO sales_bills_lines (tenant_id, header_id, stt, ma_vt, ten_vt, dvt, so_luong, gia, ck, thue_suat, tien,
      tien_ck, tien_thue, thanh_tien)
    SELECT ${tenantId}, ${billId(tenantId)}, n, ${productCode(sql`p`)}, ${productName(sql`p`)}, ${productUnit(sql`p`)},
      so_luong, gia, ck, thue_suat, tien, tien_ck, tien_thue, thanh_tien
    FROM (${billLinesSql(bills, products)}) lines`.execute(db);
  log(`  bill lines in ${seconds(step)} s`);
  // system/stt continues after the generated numbers (the bench's new bills are numbered by the server).
  await sql`
    INSERT INTO stt (tenant_id, ma_dvcs, ma_ct, nam, tien_to, so_hien_tai, do_dai)
    SELECT ${tenantId}, ma_dvcs, ${maCt}, extract(year FROM current_date)::int, ${prefix}, count(*), 6
    FROM sales_bills WHERE tenant_id = ${tenantId} GROUP BY ma_dvcs
    ON CONFLICT (tenant_id, ma_dvcs, ma_ct, nam) DO UPDATE SET so_hien_tai = excluded.so_hien_tai`.execute(
    db,
  );
};

/**
 * The ledgers of the bills as posting leaves them (a done cash bill, paid in full): each line's goods out of the
 * bill's warehouse at 60 % of the line's amount (its cost), stock on hand their sum; the cash fund (1111) takes
 * in what the bill comes to, against revenue (511) and output VAT (3331). Set-based, like the bills: posting two
 * million lines one voucher at a time would take hours.
 */
const insertLedgers = async (db: Kysely<Database>, tenantId: string, log: (line: string) => void) => {
  let step = performance.now();
  await sql`
    INSERT INTO stock_ledger (tenant_id, source, source_id, ma_ct, so_ct, ngay_ct, ma_dvcs, line, ma_kho, ma_vt,
      ten_vt, dvt, ma_lo, sl_nhap, sl_xuat, so_luong, tien)
    SELECT h.tenant_id, 'bills', h._id, h.ma_ct, h.so_ct, h.ngay_ct, h.ma_dvcs, l.stt, h.ma_kho, l.ma_vt,
      l.ten_vt, l.dvt, '', 0, l.so_luong, -l.so_luong, -round(l.tien * 0.6)::bigint
    FROM sales_bills_lines l JOIN sales_bills h ON h._id = l.header_id
    WHERE h.tenant_id = ${tenantId} AND l.tenant_id = ${tenantId}`.execute(db);
  await sql`
    INSERT INTO stock_on_hand (tenant_id, ma_kho, ma_vt, ma_lo, so_luong, gia_tri)
    SELECT tenant_id, ma_kho, ma_vt, ma_lo, sum(so_luong), sum(tien) FROM stock_ledger
    WHERE tenant_id = ${tenantId} GROUP BY tenant_id, ma_kho, ma_vt, ma_lo`.execute(db);
  log(`  stock ledger in ${seconds(step)} s`);
  step = performance.now();
  await sql`
    INSERT INTO account_ledger (tenant_id, source, source_id, ma_ct, so_ct, ngay_ct, ma_dvcs, line, tk, tk_du, ma_kh,
      ten_kh, ma_httt, dien_giai, ps_no, ps_co)
    SELECT h.tenant_id, 'bills', h._id, h.ma_ct, h.so_ct, h.ngay_ct, h.ma_dvcs, 0, e.tk, e.tk_du, h.ma_kh, h.ten_kh,
      'TM', 'Thu tiền hóa đơn ' || h.so_ct, e.ps_no, e.ps_co
    FROM sales_bills h, LATERAL (VALUES
      ('1111', '511', h.t_tt, 0::bigint),
      ('511', '1111', 0::bigint, h.t_tt - h.t_thue),
      ('3331', '1111', 0::bigint, h.t_thue)
    ) AS e (tk, tk_du, ps_no, ps_co)
    WHERE h.tenant_id = ${tenantId}`.execute(db);
  log(`  account ledger in ${seconds(step)} s`);
  step = performance.now();
  // The sales days (posting/sales-days.ts): each bill's revenue, salesperson, customer, cash and service lines.
  await sql`
    INSERT INTO sales_day_entries (tenant_id, source, source_id, ngay_ct, ma_dvcs, kind, code, quantity, total,
      vouchers)
    SELECT h.tenant_id, 'bills', h._id, h.ngay_ct, h.ma_dvcs, k.kind, k.code, 0, k.total, k.vouchers
    FROM sales_bills h, LATERAL (VALUES ('REV', '', h.t_tt, 1), ('NV', h.ma_nvbh, h.t_tt, 1),
      ('KH', h.ma_kh, 0::bigint, 1), ('PAY', 'TM', h.t_tt, 0)) AS k (kind, code, total, vouchers)
    WHERE h.tenant_id = ${tenantId}`.execute(db);
  await sql`
    INSERT INTO sales_day_entries (tenant_id, source, source_id, ngay_ct, ma_dvcs, kind, code, quantity, total)
    SELECT h.tenant_id, 'bills', h._id, h.ngay_ct, h.ma_dvcs, 'DV', l.ma_vt, sum(l.so_luong), sum(l.thanh_tien)
    FROM sales_bills_lines l JOIN sales_bills h ON h._id = l.header_id
    JOIN products p ON p.tenant_id = h.tenant_id AND p.ma_vt = l.ma_vt AND p.loai_vt = 'DV'
    WHERE h.tenant_id = ${tenantId} AND l.tenant_id = ${tenantId}
    GROUP BY h.tenant_id, h._id, h.ngay_ct, h.ma_dvcs, l.ma_vt`.execute(db);
  await sql`
    INSERT INTO sales_day_totals (tenant_id, ngay_ct, ma_dvcs, kind, code, quantity, total, vouchers)
    SELECT tenant_id, ngay_ct, ma_dvcs, kind, code, sum(quantity), sum(total), sum(vouchers)
    FROM sales_day_entries WHERE tenant_id = ${tenantId}
    GROUP BY tenant_id, ngay_ct, ma_dvcs, kind, code`.execute(db);
  // Each customer's first day (the dashboard's new customers), by a window over the day totals: a join of the
  // table to its own minimum, planned without statistics on the rows just written, ran as a nested loop for minutes.
  await sql`
    INSERT INTO sales_day_totals (tenant_id, ngay_ct, ma_dvcs, kind, code, vouchers)
    SELECT t.tenant_id, t.ngay_ct, t.ma_dvcs, 'NEW', t.code, 1
    FROM (
      SELECT tenant_id, ngay_ct, ma_dvcs, code, min(ngay_ct) OVER (PARTITION BY code) AS first
      FROM sales_day_totals WHERE tenant_id = ${tenantId} AND kind = 'KH' AND vouchers > 0
    ) t
    WHERE t.ngay_ct = t.first`.execute(db);
  log(`  sales days in ${seconds(step)} s`);
};

/** The large tenant's customer with a long story (Customer 360's bench): its code and how many entries it has. */
export const timelineCustomer = { ma_kh: 'KH0000001', entries: 5_000 } as const;

/** Of the timeline customer's entries, how many of each source (5,000 in all, besides its generated bills). */
const timelineShares = {
  tasks: 1_000,
  calls: 1_200,
  notes: 500,
  cards: 900,
  tickets: 300,
  complaints: 200,
  retail: 900,
} as const;

/**
 * The customer with a long story: `timelineCustomer` gets 5,000 entries over the last three years — appointments,
 * calls, notes, prepaid-card entries, tickets, complaints and POS sales of one line — in CN01, each numbered in a
 * series of its own (…-TL000001) the server's numbering never reaches. Set-based and idempotent: a tenant that
 * already has them (its appointments counted) is left as it is, so an older large tenant gains them once.
 */
export const ensureTimelineCustomer = async (db: Kysely<Database>, tenantId: string): Promise<boolean> => {
  const { ma_kh } = timelineCustomer;
  const have = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM crm_tasks WHERE tenant_id = ${tenantId} AND ma_kh = ${ma_kh}`.execute(db);
  if ((have.rows[0]?.n ?? 0) >= timelineShares.tasks) return false;
  const customer = (
    await sql<{ ten_kh: string; dien_thoai: string | null }>`
      SELECT ten_kh, dien_thoai FROM customers WHERE tenant_id = ${tenantId} AND ma_kh = ${ma_kh}`.execute(db)
  ).rows[0];
  if (!customer) throw new Error(`the large tenant has no customer ${ma_kh}`);
  const number = (prefix: string) => sql<string>`${prefix} || '-TL' || lpad(g::text, 6, '0')`;
  // Day g of a source: spread over three years back, a different hour each.
  const day = sql<string>`current_date - ((g * 7919) % 1095)`;
  const stamp = sql`(current_date - ((g * 7919) % 1095))::timestamp + make_interval(mins => 8 * 60 + (g * 37) % 720) - interval '7 hours'`;
  const hour = sql<string>`lpad((8 + (g * 37) % 720 / 60)::text, 2, '0') || ':' || lpad(((g * 37) % 60)::text, 2, '0')`;
  const who = { ma_kh, ten_kh: customer.ten_kh, dien_thoai: customer.dien_thoai };
  await sql`
    INSERT INTO crm_tasks (tenant_id, ma_ct, so_ct, ngay_ct, ma_dvcs, ma_kh, ten_kh, dien_thoai, ngay_hen, gio_hen,
      thoi_luong, ten_vt, trang_thai, noi_dung, nguoi_tao, ngay_tao)
    SELECT ${tenantId}, ${maCtOf('tasks')}, ${number('LH')}, ${day}, 'CN01', ${who.ma_kh}, ${who.ten_kh},
      ${who.dien_thoai}, ${day}, ${hour}, 60, 'Chăm sóc da mặt', (ARRAY['3', '3', '3', '4', '9'])[1 + g % 5],
      'Lịch hẹn định kỳ', 'admin', ${stamp}
    FROM ${series(timelineShares.tasks)}`.execute(db);
  await sql`
    INSERT INTO crm_call_logs (tenant_id, ma_ct, so_ct, ngay_ct, ma_dvcs, gio_goi, chieu_goi, dien_thoai, ma_kh,
      ten_kh, thoi_luong, ket_qua, tinh_trang, noi_dung, nguoi_tao, ngay_tao)
    SELECT ${tenantId}, ${maCtOf('call-logs')}, ${number('CG')}, ${day}, 'CN01', ${hour},
      (ARRAY['OUT', 'IN'])[1 + g % 2], coalesce(${who.dien_thoai}, '0900000000'), ${who.ma_kh}, ${who.ten_kh},
      (g * 13) % 600, (ARRAY['ANSWERED', 'NO_ANSWER', 'BUSY'])[1 + g % 3], 'INTERESTED', 'Gọi chăm sóc khách hàng',
      'admin', ${stamp}
    FROM ${series(timelineShares.calls)}`.execute(db);
  await sql`
    INSERT INTO crm_partner_notes (tenant_id, ma_ct, so_ct, ngay_ct, ma_dvcs, ma_kh, ten_kh, noi_dung, nguoi_tao,
      ngay_tao)
    SELECT ${tenantId}, ${maCtOf('partner-notes')}, ${number('GC')}, ${day}, 'CN01', ${who.ma_kh}, ${who.ten_kh},
      'Ghi chú chăm sóc số ' || g, 'admin', ${stamp}
    FROM ${series(timelineShares.notes)}`.execute(db);
  await sql`
    INSERT INTO sales_payment_card_histories (tenant_id, ma_ct, so_ct, ngay_ct, ma_dvcs, ma_the, ma_kh, ten_kh,
      loai_gd, so_tien, so_du_sau, dien_giai, nguoi_tao, ngay_tao)
    SELECT ${tenantId}, ${maCtOf('payment-card-histories')}, ${number('LT')}, ${day}, 'CN01', 'THE-TL-001',
      ${who.ma_kh}, ${who.ten_kh}, (ARRAY['NAP', 'TIEU', 'TIEU'])[1 + g % 3], 100000 + (g % 20) * 50000,
      5000000 + (g % 50) * 10000, 'Giao dịch thẻ', 'admin', ${stamp}
    FROM ${series(timelineShares.cards)}`.execute(db);
  await sql`
    INSERT INTO crm_tickets (tenant_id, ma_ct, so_ct, ngay_ct, ma_dvcs, tieu_de, ma_kh, ten_kh, dien_thoai, ngay_hen,
      trang_thai, nguoi_tao, ngay_tao)
    SELECT ${tenantId}, ${maCtOf('tickets')}, ${number('TK')}, ${day}, 'CN01', 'Yêu cầu tư vấn số ' || g,
      ${who.ma_kh}, ${who.ten_kh}, ${who.dien_thoai}, ${day}, (ARRAY['0', '1', '2', '3'])[1 + g % 4], 'admin',
      ${stamp}
    FROM ${series(timelineShares.tickets)}`.execute(db);
  await sql`
    INSERT INTO crm_complains (tenant_id, ma_ct, so_ct, ngay_ct, ma_dvcs, ma_kh, ten_kh, dien_thoai, noi_dung,
      trang_thai, nguoi_tao, ngay_tao)
    SELECT ${tenantId}, ${maCtOf('complains')}, ${number('KN')}, ${day}, 'CN01', ${who.ma_kh}, ${who.ten_kh},
      ${who.dien_thoai}, 'Phản ánh số ' || g, (ARRAY['0', '2', '3'])[1 + g % 3], 'admin', ${stamp}
    FROM ${series(timelineShares.complaints)}`.execute(db);
  const orderId = uuidOfMd5(sql<string>`${tenantId} || '-timeline-order-' || g`);
  await sql`
    INSERT INTO sales_retail_orders (_id, tenant_id, stt_rec, ma_ct, so_ct, ngay_ct, ma_dvcs, ma_kh, ten_kh,
      trang_thai, t_tien, t_ck, t_thue, t_tt, da_tt, con_no, nguoi_tao, ngay_tao)
    SELECT ${orderId}, ${tenantId}, ${orderId}::text, ${maCtOf('retail-orders')}, ${number('BL')}, ${day}, 'CN01',
      ${who.ma_kh}, ${who.ten_kh}, '1', ${productPrice(sql`g`)}, 0, 0, ${productPrice(sql`g`)},
      ${productPrice(sql`g`)}, 0, 'admin', ${stamp}
    FROM ${series(timelineShares.retail)}`.execute(db);
  await sql`
    INSERT INTO sales_retail_orders_lines (tenant_id, header_id, stt, ma_vt, ten_vt, dvt, so_luong, gia, ck,
      thue_suat, tien, tien_ck, tien_thue, thanh_tien)
    SELECT ${tenantId}, ${orderId}, 1, ${productCode(sql`g`)}, ${productName(sql`g`)}, ${productUnit(sql`g`)}, 1,
      ${productPrice(sql`g`)}, 0, 0, ${productPrice(sql`g`)}, 0, 0, ${productPrice(sql`g`)}
    FROM ${series(timelineShares.retail)}`.execute(db);
  for (const table of [
    'crm_tasks',
    'crm_call_logs',
    'crm_partner_notes',
    'sales_payment_card_histories',
    'crm_tickets',
    'crm_complains',
    'sales_retail_orders',
    'sales_retail_orders_lines',
  ])
    await sql`ANALYZE ${sql.table(table)}`.execute(db);
  return true;
};

/**
 * Creates a tenant with `scale` × 1,000,000 customers, 100,000 products and about 2,000,000 bill lines, with
 * set-based SQL (INSERT … SELECT generate_series): Vietnamese names composed from the same lists as the demo
 * ('nguyen van' finds many), phones unique, bills numbered per branch with totals equal to their lines. The
 * schema must be migrated; the tenant code must be new.
 */
export const generateLargeTenant = (db: Kysely<Database>, options: LargeTenantOptions = {}) =>
  // One connection throughout, without JIT: generate_series makes the planner expect millions of rows and
  // PostgreSQL would spend seconds compiling each statement.
  db.connection().execute(async (connection) => {
    await sql`SET jit = off`.execute(connection).catch(() => undefined); // PGlite has no JIT setting
    return generate(connection, options);
  });

const generate = async (
  db: Kysely<Database>,
  { code = 'large', scale = 1, log = () => undefined }: LargeTenantOptions,
): Promise<LargeTenantResult> => {
  const started = performance.now();
  const counts = largeTenantCounts(scale);
  const tenantId = await createTenant(db, code);
  let step = performance.now();
  await withoutSecondaryIndexes(db, 'customers', () =>
    insertCustomers(db, tenantId, counts.customers).then(() => undefined),
  );
  log(`customers: ${counts.customers} rows in ${seconds(step)} s`);
  step = performance.now();
  await withoutSecondaryIndexes(db, 'products', () =>
    insertProducts(db, tenantId, counts.products).then(() => undefined),
  );
  log(`products: ${counts.products} rows in ${seconds(step)} s`);
  step = performance.now();
  await withoutSecondaryIndexes(db, 'sales_bills', () =>
    withoutSecondaryIndexes(db, 'sales_bills_lines', () =>
      insertBills(db, tenantId, counts.bills, counts.customers, counts.products, log),
    ),
  );
  // The bills' statistics first: the ledgers join them, and a plan made for empty tables would loop.
  for (const table of ['sales_bills', 'sales_bills_lines'])
    await sql`ANALYZE ${sql.table(table)}`.execute(db);
  await withoutSecondaryIndexes(db, 'stock_ledger', () =>
    withoutSecondaryIndexes(db, 'account_ledger', () =>
      withoutSecondaryIndexes(db, 'sales_day_entries', () => insertLedgers(db, tenantId, log)),
    ),
  );
  const lines = await sql<{ n: string }>`
    SELECT count(*) AS n FROM sales_bills_lines WHERE tenant_id = ${tenantId}`.execute(db);
  const billLines = Number(lines.rows[0]?.n ?? 0);
  log(`bills: ${counts.bills} bills, ${billLines} lines in ${seconds(step)} s`);
  step = performance.now();
  await ensureTimelineCustomer(db, tenantId);
  log(
    `the timeline customer ${timelineCustomer.ma_kh}: ${timelineCustomer.entries} entries in ${seconds(step)} s`,
  );
  await ensureLargeActivity(db, tenantId, scale, log);
  for (const table of [
    'customers',
    'products',
    'sales_bills',
    'sales_bills_lines',
    'stock_ledger',
    'stock_on_hand',
    'account_ledger',
    'sales_day_entries',
    'sales_day_totals',
  ])
    await sql`ANALYZE ${sql.table(table)}`.execute(db);
  return { tenantId, counts: { ...counts, billLines }, seconds: (performance.now() - started) / 1000 };
};
