import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.js';
import { demoSalers } from './demo-catalogue.js';
import {
  branchCodes,
  customerCode,
  customerNameSql,
  hashed,
  maCtOf,
  pickText,
  seconds,
  series,
  textArray,
  uuidOfMd5,
} from './large-tenant-sql.js';

/**
 * The large tenant's day-to-day work besides its bills, for the reports that read it (issue 19: each report over
 * the large tenant within 1.3x the same SQL run directly): at scale 1, over the bills' 90 days in every branch,
 * 300,000 appointments, 600,000 calls and 150,000 tickets of the five salespeople; 300,000 service vouchers of
 * one to three lines (a third paid by bank transfer) with their technicians' wages, the bills' line commissions
 * and the services' account entries; 100,000 packages sold and 200,000 of their sessions used; campaigns and
 * monthly targets. Set-based, numbered in series of their own (…-AC0000001) the server's numbering never reaches,
 * and idempotent: a tenant that has them (its activity calls counted) is left as it is.
 */
export const largeActivitySize = {
  tasks: 300_000,
  calls: 600_000,
  tickets: 150_000,
  services: 300_000,
  packages: 100_000,
  sessions: 200_000,
  campaigns: 2_000,
} as const;

const countOf = (name: keyof typeof largeActivitySize, scale: number) =>
  Math.max(20, Math.round(largeActivitySize[name] * scale));

/** Day g: one of the bills' 90 days (none before this year's first day, as theirs). */
const day = sql<string>`greatest(date_trunc('year', current_date)::date, current_date - (g % 90))`;
const hour = sql<string>`lpad((8 + g % 12)::text, 2, '0') || ':' || lpad(((g * 15) % 60)::text, 2, '0')`;
const branch = sql<string>`(${textArray(branchCodes)})[1 + g % 3]`;
/** Salesperson (or technician) g's code and name, one of the demo's five. */
const saler = (salt: number) => ({
  code: pickText(
    demoSalers.map((s) => s.ma_nvbh),
    sql`g`,
    salt,
  ),
  name: pickText(
    demoSalers.map((s) => s.ten_nvbh),
    sql`g`,
    salt,
  ),
});
const number = (prefix: string) => sql<string>`${prefix} || '-AC' || lpad(g::text, 7, '0')`;
const pick = (values: readonly string[], salt: number): RawBuilder<string> => pickText(values, sql`g`, salt);

/** The customer of row g among the tenant's `customers`, other than the timeline customer (KH0000001, its story fixed). */
const customerOf = (customers: number, salt: number) => {
  const c = sql`(2 + ${hashed(sql`g`, salt, Math.max(1, customers - 1))})`;
  return { code: customerCode(c), name: customerNameSql(c) };
};

const insertCrm = async (db: Kysely<Database>, tenantId: string, scale: number, customers: number) => {
  const who = customerOf(customers, 40);
  const staff = saler(41);
  await sql`
    INSERT INTO crm_tasks (tenant_id, ma_ct, so_ct, ngay_ct, ma_dvcs, ma_kh, ten_kh, ngay_hen, gio_hen, thoi_luong,
      ma_loai_lh, ten_vt, ma_nv, ten_nv, ma_nvbh, ten_nvbh, trang_thai, noi_dung, nguoi_tao, ngay_tao)
    SELECT ${tenantId}, ${maCtOf('tasks')}, ${number('LH')}, ${day}, ${branch}, ${who.code}, ${who.name}, ${day},
      ${hour}, (ARRAY[60, 90, 45, 120])[1 + g % 4], ${pick(['CSD', 'TV', 'TAIKHAM', 'LIEUTRINH'], 42)},
      ${pick(['Chăm sóc da mặt', 'Massage body đá nóng', 'Gội đầu dưỡng sinh', 'Triệt lông'], 43)},
      ${staff.code}, ${staff.name}, ${staff.code}, ${staff.name},
      ${pick(['1', '2', '3', '3', '3', '4', '9'], 44)}, 'Lịch hẹn chăm sóc', 'admin', now()
    FROM ${series(countOf('tasks', scale))}`.execute(db);
  await sql`
    INSERT INTO crm_call_logs (tenant_id, ma_ct, so_ct, ngay_ct, ma_dvcs, gio_goi, chieu_goi, dien_thoai, ma_kh,
      ten_kh, ma_nvbh, ten_nvbh, thoi_luong, ket_qua, tinh_trang, noi_dung, nguoi_tao, ngay_tao)
    SELECT ${tenantId}, ${maCtOf('call-logs')}, ${number('CG')}, ${day}, ${branch}, ${hour},
      ${pick(['OUT', 'OUT', 'OUT', 'IN'], 45)}, '09' || lpad((g % 100000000)::text, 8, '0'), ${who.code},
      ${who.name}, ${staff.code}, ${staff.name}, (g * 13) % 600,
      ${pick(['ANSWERED', 'ANSWERED', 'ANSWERED', 'NO_ANSWER', 'BUSY', 'OFF', 'WRONG'], 46)},
      ${pick(['NEW', 'INTERESTED', 'THINKING', 'CALL_BACK', 'BOOKED', 'NOT_INTERESTED'], 47)},
      'Gọi chăm sóc khách hàng', 'admin', now()
    FROM ${series(countOf('calls', scale))}`.execute(db);
  await sql`
    INSERT INTO crm_tickets (tenant_id, ma_ct, so_ct, ngay_ct, ma_dvcs, tieu_de, ma_kh, ten_kh, kenh, ma_nv, ten_nv,
      tien_du_kien, trang_thai, ngay_hen, gio_hen, nguoi_tao, ngay_tao)
    SELECT ${tenantId}, ${maCtOf('tickets')}, ${number('TK')}, ${day}, ${branch},
      ${pick(['Tư vấn liệu trình trị mụn', 'Hỏi giá gói massage', 'Đặt lịch cho nhóm', 'Tư vấn triệt lông'], 48)},
      ${who.code}, ${who.name},
      ${pick(['HOTLINE', 'FACEBOOK', 'ZALO', 'TIKTOK', 'GOOGLE', 'WEBSITE', 'OFFLINE'], 49)},
      ${staff.code}, ${staff.name}, (1 + g % 50) * 100000, ${pick(['0', '1', '2', '3', '9'], 50)}, ${day} + g % 7,
      ${hour}, 'admin', now()
    FROM ${series(countOf('tickets', scale))}`.execute(db);
  await sql`
    INSERT INTO crm_campaigns (tenant_id, ma_dvcs, ma_cd, ten_cd, kenh, ma_nguon, ngay_bd, ngay_kt, ngan_sach,
      chi_phi, so_kh_mt, so_kh_dat, doanh_thu_mt, doanh_thu, ma_nv, ten_nv, trang_thai, nguoi_tao, ngay_tao)
    SELECT ${tenantId}, ${branch}, 'CD-AC' || lpad(g::text, 6, '0'),
      ${pick(['Ưu đãi sinh nhật', 'Tri ân khách hàng', 'Khai trương chi nhánh', 'Combo mùa hè'], 51)} || ' ' || g,
      ${pick(['FACEBOOK', 'ZALO', 'TIKTOK', 'GOOGLE', 'SMS', 'EMAIL'], 52)},
      ${pick(['ONLINE', 'OFFLINE', 'REFERRAL'], 53)}, ${day}, ${day} + 30, (5 + g % 20) * 1000000,
      (3 + g % 15) * 1000000, 50 + g % 200, g % 180, (20 + g % 80) * 1000000, (g % 90) * 1000000,
      ${staff.code}, ${staff.name}, '1', 'admin', now()
    FROM ${series(countOf('campaigns', scale))}`.execute(db);
  // Each salesperson's target for each month of this year and the last, in their branch.
  await sql`
    INSERT INTO crm_targets (tenant_id, ma_dvcs, ma_nvbh, ten_nvbh, nam, thang, ngay_bd, ngay_kt, doanh_so_mt,
      so_kh_moi_mt, so_lh_mt, so_cuoc_goi_mt, nguoi_tao, ngay_tao)
    SELECT ${tenantId}, s.ma_dvcs, s.ma_nvbh, s.ten_nvbh, extract(year FROM m)::int, extract(month FROM m)::int,
      m::date, (m + interval '1 month' - interval '1 day')::date, 300000000, 40, 200, 600, 'admin', now()
    FROM (VALUES ${sql.join(demoSalers.map((s) => sql`(${s.ma_dvcs}, ${s.ma_nvbh}, ${s.ten_nvbh})`))})
      AS s (ma_dvcs, ma_nvbh, ten_nvbh),
      generate_series(date_trunc('year', current_date) - interval '1 year', date_trunc('month', current_date),
        interval '1 month') AS m`.execute(db);
};

/** Service voucher g's `_id`, derived from the tenant and g so its lines and entries name it without a join. */
const serviceId = (tenantId: string) => uuidOfMd5(sql<string>`${tenantId} || '-service-' || g`);

/**
 * Service vouchers with one to three lines of the tenant's services (products of kind DV), each by a technician
 * paid 10 % of the line as a wage per turn; a third paid by bank transfer, one in five half left owing. Their entries: the wages (CONG) in the
 * employee ledger, cash or bank against revenue and VAT in the account ledger, the service lines in the sales days.
 */
const insertServices = async (db: Kysely<Database>, tenantId: string, scale: number, customers: number) => {
  const count = countOf('services', scale);
  const who = customerOf(customers, 60);
  const staff = saler(61);
  const maCtServices = maCtOf('sales-services');
  // Line n of voucher g: a service picked from the tenant's first 2,000, 1-2 of it, 0 or 10 % off, 8 % VAT.
  const lines = sql`
    SELECT g, n, s.codes[1 + ${hashed(sql`g * 3 + n`, 62, 2000)} % cardinality(s.codes)] AS ma_vt,
      s.names[1 + ${hashed(sql`g * 3 + n`, 62, 2000)} % cardinality(s.codes)] AS ten_vt,
      s.prices[1 + ${hashed(sql`g * 3 + n`, 62, 2000)} % cardinality(s.codes)] AS gia,
      1 + (g + n) % 2 AS so_luong, (ARRAY[0, 10])[1 + (g * n) % 2] AS ck,
      ${pickText(
        demoSalers.map((x) => x.ma_nvbh),
        sql`g * 3 + n`,
        63,
      )} AS ma_nv,
      ${pickText(
        demoSalers.map((x) => x.ten_nvbh),
        sql`g * 3 + n`,
        63,
      )} AS ten_nv
    FROM ${series(count)}, generate_series(1, 1 + g % 3) AS n, (
      SELECT array_agg(ma_vt ORDER BY ma_vt) AS codes, array_agg(ten_vt ORDER BY ma_vt) AS names,
        array_agg(coalesce(gia_ban, 0) ORDER BY ma_vt) AS prices
      FROM (SELECT ma_vt, ten_vt, gia_ban FROM products WHERE tenant_id = ${tenantId} AND loai_vt = 'DV'
        ORDER BY ma_vt LIMIT 2000) first) s`;
  const amounts = sql`
    SELECT g, n, ma_vt, ten_vt, gia, so_luong, ck, ma_nv, ten_nv, tien, tien_ck,
      round((tien - tien_ck) * 0.08)::bigint AS tien_thue
    FROM (SELECT *, (gia * so_luong)::bigint AS tien, round(gia * so_luong * ck / 100.0)::bigint AS tien_ck
      FROM (${lines}) l0) l1`;
  await sql`
    INSERT INTO sales_services (_id, tenant_id, stt_rec, ma_ct, so_ct, ngay_ct, ma_dvcs, ma_kh, ten_kh, ma_nvbh,
      ten_nvbh, gio_vao, ma_httt, trang_thai, t_tien, t_ck, t_thue, t_tt, da_tt, con_no, t_cong, nguoi_tao, ngay_tao)
    SELECT ${serviceId(tenantId)}, ${tenantId}, ${serviceId(tenantId)}::text, ${maCtServices}, ${number('PDV')},
      ${day}, ${branch}, ${who.code}, ${who.name}, ${staff.code}, ${staff.name}, ${hour},
      CASE WHEN g % 3 = 0 THEN 'CK' ELSE 'TM' END, '1', t_tien, t_ck, t_thue, t_tt, t_tt - con_no, con_no, t_cong,
      'admin', now()
    FROM (SELECT *, t_tien - t_ck + t_thue AS t_tt,
        CASE WHEN g % 5 = 4 THEN (t_tien - t_ck + t_thue) / 2 ELSE 0 END AS con_no
      FROM (SELECT g, sum(tien)::bigint AS t_tien, sum(tien_ck)::bigint AS t_ck, sum(tien_thue)::bigint AS t_thue,
          sum(round((tien - tien_ck) * 0.1))::bigint AS t_cong
        FROM (${amounts}) a GROUP BY g) sums) totals`.execute(db);
  await sql`
    INSERT INTO sales_services_lines (tenant_id, header_id, stt, ma_vt, ten_vt, dvt, so_luong, gia, ck, thue_suat,
      tien, tien_ck, tien_thue, thanh_tien, ma_nv, ten_nv, don_gia_cong, tien_cong)
    SELECT ${tenantId}, ${serviceId(tenantId)}, n, ma_vt, ten_vt, 'Lần', so_luong, gia, ck, 8, tien, tien_ck,
      tien_thue, tien - tien_ck + tien_thue, ma_nv, ten_nv, round((tien - tien_ck) * 0.1 / so_luong)::bigint,
      round((tien - tien_ck) * 0.1)::bigint
    FROM (${amounts}) a`.execute(db);
  // Their statistics first: the entries below join them, and a plan made for empty tables would loop.
  for (const table of ['sales_services', 'sales_services_lines'])
    await sql`ANALYZE ${sql.table(table)}`.execute(db);
  await sql`
    INSERT INTO employee_ledger (tenant_id, source, source_id, ma_ct, so_ct, ngay_ct, ma_dvcs, line, loai, ma_nv,
      ten_nv, ma_kh, ten_kh, ma_vt, ten_vt, so_luong, doanh_thu, don_gia, so_tien)
    SELECT h.tenant_id, 'sales-services', h._id, h.ma_ct, h.so_ct, h.ngay_ct, h.ma_dvcs, l.stt, 'CONG', l.ma_nv,
      l.ten_nv, h.ma_kh, h.ten_kh, l.ma_vt, l.ten_vt, l.so_luong, l.thanh_tien, l.don_gia_cong, l.tien_cong
    FROM sales_services_lines l JOIN sales_services h ON h._id = l.header_id
    WHERE h.tenant_id = ${tenantId} AND l.tenant_id = ${tenantId} AND h.so_ct LIKE 'PDV-AC%'`.execute(db);
  await sql`
    INSERT INTO account_ledger (tenant_id, source, source_id, ma_ct, so_ct, ngay_ct, ma_dvcs, line, tk, tk_du, ma_kh,
      ten_kh, ma_httt, dien_giai, ps_no, ps_co)
    SELECT h.tenant_id, 'sales-services', h._id, h.ma_ct, h.so_ct, h.ngay_ct, h.ma_dvcs, 0, e.tk, e.tk_du, h.ma_kh,
      h.ten_kh, h.ma_httt, 'Thu tiền dịch vụ ' || h.so_ct, e.ps_no, e.ps_co
    FROM sales_services h,
      LATERAL (SELECT CASE WHEN h.ma_httt = 'CK' THEN '1121' ELSE '1111' END AS money) m,
      LATERAL (VALUES (m.money, '511', h.da_tt, 0::bigint), ('131', '511', h.con_no, 0::bigint),
        ('511', m.money, 0::bigint, h.t_tt - h.t_thue), ('3331', m.money, 0::bigint, h.t_thue)) AS e (tk, tk_du, ps_no, ps_co)
    WHERE h.tenant_id = ${tenantId} AND h.so_ct LIKE 'PDV-AC%' AND (e.ps_no <> 0 OR e.ps_co <> 0)`.execute(
    db,
  );
  // The dashboard's service lines (posting/sales-days.ts: a service voucher adds its service lines only).
  await sql`
    INSERT INTO sales_day_entries (tenant_id, source, source_id, ngay_ct, ma_dvcs, kind, code, quantity, total)
    SELECT h.tenant_id, 'sales-services', h._id, h.ngay_ct, h.ma_dvcs, 'DV', l.ma_vt, sum(l.so_luong),
      sum(l.thanh_tien)
    FROM sales_services_lines l JOIN sales_services h ON h._id = l.header_id
    WHERE h.tenant_id = ${tenantId} AND l.tenant_id = ${tenantId} AND h.so_ct LIKE 'PDV-AC%'
    GROUP BY h.tenant_id, h._id, h.ngay_ct, h.ma_dvcs, l.ma_vt`.execute(db);
  await sql`
    INSERT INTO sales_day_totals AS t (tenant_id, ngay_ct, ma_dvcs, kind, code, quantity, total, vouchers)
    SELECT tenant_id, ngay_ct, ma_dvcs, kind, code, sum(quantity), sum(total), 0
    FROM sales_day_entries WHERE tenant_id = ${tenantId} AND source = 'sales-services'
    GROUP BY tenant_id, ngay_ct, ma_dvcs, kind, code
    ON CONFLICT (tenant_id, ngay_ct, ma_dvcs, kind, code) DO UPDATE SET quantity = t.quantity + excluded.quantity,
      total = t.total + excluded.total`.execute(db);
};

/** Each bill line's commission to the bill's salesperson: 2 % of the line (HH), as the commission rules give. */
const insertCommissions = (db: Kysely<Database>, tenantId: string) =>
  sql`
    INSERT INTO employee_ledger (tenant_id, source, source_id, ma_ct, so_ct, ngay_ct, ma_dvcs, line, loai, ma_nvbh,
      ten_nvbh, ma_kh, ten_kh, ma_vt, ten_vt, so_luong, doanh_thu, ty_le, so_tien, ma_hh)
    SELECT h.tenant_id, 'bills', h._id, h.ma_ct, h.so_ct, h.ngay_ct, h.ma_dvcs, l.stt, 'HH', h.ma_nvbh,
      (${textArray(demoSalers.map((s) => s.ten_nvbh))})[substr(h.ma_nvbh, 3)::int], h.ma_kh, h.ten_kh, l.ma_vt,
      l.ten_vt, l.so_luong, l.thanh_tien, 2, round(l.thanh_tien * 0.02)::bigint, 'HH-BAN'
    FROM sales_bills_lines l JOIN sales_bills h ON h._id = l.header_id
    WHERE h.tenant_id = ${tenantId} AND l.tenant_id = ${tenantId}`.execute(db);

/**
 * Packages sold (the tenant's products of kind GOI, 10 sessions each at a tenth of the price) and sessions used
 * of them later, as the package ledger records a package sale and a service voucher's use.
 */
const insertPackages = async (db: Kysely<Database>, tenantId: string, scale: number, customers: number) => {
  const sold = countOf('packages', scale);
  const who = customerOf(customers, 70);
  const packages = sql`(
    SELECT array_agg(ma_vt ORDER BY ma_vt) AS codes, array_agg(ten_vt ORDER BY ma_vt) AS names,
      array_agg(coalesce(gia_ban, 0) ORDER BY ma_vt) AS prices
    FROM (SELECT ma_vt, ten_vt, gia_ban FROM products WHERE tenant_id = ${tenantId} AND loai_vt = 'GOI'
      ORDER BY ma_vt LIMIT 500) first) p`;
  const at = sql`1 + ${hashed(sql`g`, 71, 500)} % cardinality(p.codes)`;
  const saleId = uuidOfMd5(sql<string>`${tenantId} || '-package-' || g`);
  await sql`
    INSERT INTO package_ledger (tenant_id, source, source_id, ma_ct, so_ct, ngay_ct, ma_dvcs, line, ma_kh, ten_kh,
      ma_lt, ma_goi, ten_goi, so_buoi_ban, so_buoi_dung, tien_ban, tien_dung)
    SELECT ${tenantId}, 'bills', ${saleId}, ${maCtOf('bills')}, ${number('HDG')}, ${day}, ${branch}, 1, ${who.code},
      ${who.name}, 'LT-AC' || lpad(g::text, 7, '0'), p.codes[${at}], p.names[${at}], 10, 0, p.prices[${at}], 0
    FROM ${series(sold)}, ${packages}`.execute(db);
  await sql`ANALYZE package_ledger`.execute(db);
  // Use u of package 1 + u % sold: one session, a tenth of what it sold for.
  await sql`
    INSERT INTO package_ledger (tenant_id, source, source_id, ma_ct, so_ct, ngay_ct, ma_dvcs, line, ma_kh, ten_kh,
      ma_lt, ma_goi, ten_goi, so_buoi_ban, so_buoi_dung, tien_ban, tien_dung)
    SELECT s.tenant_id, 'sales-services', ${uuidOfMd5(sql<string>`${tenantId} || '-session-' || g`)},
      ${maCtOf('sales-services')}, ${number('PDVG')}, greatest(s.ngay_ct, ${day}), s.ma_dvcs, 1, s.ma_kh, s.ten_kh,
      s.ma_lt, s.ma_goi, s.ten_goi, 0, 1, 0, s.tien_ban / 10
    FROM ${series(countOf('sessions', scale))}
    JOIN package_ledger s ON s.tenant_id = ${tenantId} AND s.ma_lt = 'LT-AC' || lpad((1 + g % ${sql.lit(sold)})::text, 7, '0')
      AND s.so_buoi_ban > 0`.execute(db);
};

/** The bills' lines get their product's kind, as pricing at entry gives it (the sales of services report reads it). */
const classifyBillLines = (db: Kysely<Database>, tenantId: string) =>
  sql`
    UPDATE sales_bills_lines l SET loai_vt = p.loai_vt FROM products p
    WHERE l.tenant_id = ${tenantId} AND p.tenant_id = ${tenantId} AND p.ma_vt = l.ma_vt AND l.loai_vt IS NULL`.execute(
    db,
  );

/**
 * Goods received by batch: for one goods product in a hundred, a receipt (NK) into each branch's warehouse of 100
 * to 500 units of a lot expiring in one to three years, at 60 % of its price, into the stock ledger and on hand.
 */
const insertBatches = async (db: Kysely<Database>, tenantId: string) => {
  const receiptId = uuidOfMd5(sql<string>`${tenantId} || '-receipt-' || r.rn`);
  await sql`
    INSERT INTO stock_ledger (tenant_id, source, source_id, ma_ct, so_ct, ngay_ct, ma_dvcs, line, ma_kho, ma_vt, ten_vt,
      dvt, ma_lo, han_sd, sl_nhap, sl_xuat, so_luong, tien)
    SELECT ${tenantId}, 'receipt-orders', ${receiptId}, ${maCtOf('receipt-orders')}, 'NK-AC' || lpad(r.rn::text, 7, '0'),
      current_date - (r.rn % 90)::int, b.ma_dvcs, 1, b.ma_kho, r.ma_vt, r.ten_vt, r.dvt,
      'LO' || to_char(current_date - (r.rn % 90)::int, 'YYMMDD') || '-' || r.rn,
      current_date + (365 + r.rn % 730)::int, 100 + r.rn % 401, 0, 100 + r.rn % 401,
      ((100 + r.rn % 401) * coalesce(r.gia_von, 0))::bigint
    FROM (SELECT row_number() OVER (ORDER BY ma_vt) AS rn, ma_vt, ten_vt, dvt, gia_von FROM products
      WHERE tenant_id = ${tenantId} AND loai_vt = 'HH') r
    JOIN (VALUES ${sql.join(branchCodes.map((code, i) => sql`(${code}, ${`K0${i + 1}-HH`}, ${sql.lit(i)})`))})
      AS b (ma_dvcs, ma_kho, i) ON r.rn % 300 = b.i`.execute(db);
  await sql`
    INSERT INTO stock_on_hand (tenant_id, ma_kho, ma_vt, ma_lo, so_luong, gia_tri)
    SELECT tenant_id, ma_kho, ma_vt, ma_lo, sum(so_luong), sum(tien) FROM stock_ledger
    WHERE tenant_id = ${tenantId} AND source = 'receipt-orders' AND so_ct LIKE 'NK-AC%'
    GROUP BY tenant_id, ma_kho, ma_vt, ma_lo
    ON CONFLICT (tenant_id, ma_kho, ma_vt, ma_lo) DO UPDATE
      SET so_luong = stock_on_hand.so_luong + excluded.so_luong, gia_tri = stock_on_hand.gia_tri + excluded.gia_tri`.execute(
    db,
  );
};

/** Adds the tenant's activity once (see largeActivitySize); false when it has it already. */
export const ensureLargeActivity = async (
  db: Kysely<Database>,
  tenantId: string,
  scale: number,
  log: (line: string) => void = () => undefined,
): Promise<boolean> => {
  const have = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM crm_call_logs WHERE tenant_id = ${tenantId} AND so_ct LIKE 'CG-AC%'`.execute(
    db,
  );
  if ((have.rows[0]?.n ?? 0) > 0) return false;
  const customers = Number(
    (await sql<{ n: string }>`SELECT count(*) AS n FROM customers WHERE tenant_id = ${tenantId}`.execute(db))
      .rows[0]?.n ?? 0,
  );
  let step = performance.now();
  await insertCrm(db, tenantId, scale, customers);
  log(`CRM activity in ${seconds(step)} s`);
  step = performance.now();
  await insertServices(db, tenantId, scale, customers);
  log(`service vouchers in ${seconds(step)} s`);
  step = performance.now();
  await classifyBillLines(db, tenantId);
  await insertBatches(db, tenantId);
  await sql`ANALYZE stock_ledger`.execute(db);
  log(`bill lines' kinds and batches in ${seconds(step)} s`);
  step = performance.now();
  await insertCommissions(db, tenantId);
  await insertPackages(db, tenantId, scale, customers);
  log(`commissions and packages in ${seconds(step)} s`);
  for (const table of [
    'crm_tasks',
    'crm_call_logs',
    'crm_tickets',
    'crm_campaigns',
    'crm_targets',
    'sales_services',
    'sales_services_lines',
    'employee_ledger',
    'package_ledger',
    'account_ledger',
    'sales_day_entries',
    'sales_day_totals',
    'sales_bills_lines',
    'stock_ledger',
    'stock_on_hand',
  ])
    await sql`ANALYZE ${sql.table(table)}`.execute(db);
  return true;
};
