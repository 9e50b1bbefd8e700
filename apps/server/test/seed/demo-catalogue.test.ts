import { resourceSetList, type Resource } from '@sen/domain';
import {
  bookingClash,
  lookupsOf,
  outsideHours,
  resourceCatalogue,
  resourceNamed,
  type BookingSlot,
} from '@sen/domain/resources';
import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueColumnOf, linesTableOf } from '../../src/db/catalogue-schema.js';
import { columnOf } from '../../src/routes/resource-sets/set-query.js';
import { seedDemoCatalogue } from '../../src/seed/demo-catalogue.js';
import { demoCustomers } from '../../src/seed/demo-customers.js';
import { startTestServer, type TestServer } from '../helpers/test-app.js';
import { tenantIdOf } from '../helpers/notification-fixtures.js';

let server: TestServer;
let tenantId: string;

beforeAll(async () => {
  server = await startTestServer();
  tenantId = await tenantIdOf(server.database.db);
});
afterAll(() => server.close());

/** Rows of a raw query on the test database. */
const rowsOf = async <T>(query: RawBuilder<T>): Promise<T[]> =>
  (await query.execute(server.database.db)).rows;

const tableExists = async (table: string) =>
  (
    await rowsOf(
      sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_class WHERE relname = ${table} AND relkind = 'r'`,
    )
  )[0]!.n > 0;

describe('the demo seed of the catalogue', () => {
  it('fills every catalogue resource of the demo tenant', async () => {
    const empty: string[] = [];
    for (const resource of resourceCatalogue) {
      if (!(await tableExists(resource.table))) continue;
      const [row] = await rowsOf(
        sql<{
          n: number;
        }>`SELECT count(*)::int AS n FROM ${sql.table(resource.table)} WHERE tenant_id = ${tenantId}`,
      );
      if (!row || row.n === 0) empty.push(resource.name);
    }
    expect(empty).toEqual([]);
  });

  it('keeps the forty demo customers as they were and adds Vietnamese ones found without accents', async () => {
    const customers = await rowsOf(
      sql<{ ma_kh: string; ten_kh: string; dien_thoai: string }>`
        SELECT ma_kh, ten_kh, dien_thoai FROM customers WHERE tenant_id = ${tenantId} ORDER BY ma_kh`,
    );
    // Two hundred, and the first-time customers of the demo's month of trade (demo-newcomers.ts).
    expect(customers.length).toBeGreaterThan(200);
    for (const demo of demoCustomers())
      expect(customers.find((c) => c.ma_kh === demo.ma_kh)).toEqual({
        ma_kh: demo.ma_kh,
        ten_kh: demo.ten_kh,
        dien_thoai: demo.dien_thoai,
      });
    expect(new Set(customers.map((c) => c.dien_thoai)).size).toBe(customers.length);
    const mai = await rowsOf(
      sql<{ ten_nvbh: string; nguoi_tao: string }>`
        SELECT ten_nvbh, nguoi_tao FROM customers WHERE tenant_id = ${tenantId} AND ma_kh = 'KH0001'`,
    );
    expect(mai).toEqual([{ ten_nvbh: 'Nguyễn Thị Lan', nguoi_tao: 'admin' }]);
    // She holds a package bought at CN01, whatever the day the demo is made: no demo return takes her bill back.
    const packages = await rowsOf(
      sql<{ ma_lt: string }>`
        SELECT ma_lt FROM sales_customer_packages WHERE tenant_id = ${tenantId} AND ma_kh = 'KH0001' AND ma_dvcs = 'CN01'`,
    );
    expect(packages.length).toBeGreaterThan(0);
    const returned = await rowsOf(
      sql<{ n: number }>`
        SELECT count(*)::int AS n FROM sales_returns WHERE tenant_id = ${tenantId} AND ma_kh = 'KH0001'`,
    );
    expect(returned).toEqual([{ n: 0 }]);
    const found = await rowsOf(
      sql<{ ten_kh: string }>`
        SELECT ten_kh FROM customers WHERE tenant_id = ${tenantId} AND search_text LIKE '%nguyen van%'`,
    );
    expect(found.length).toBeGreaterThan(2);
    expect(found.every((c) => c.ten_kh.startsWith('Nguyễn Văn'))).toBe(true);
  });

  it('stores bills with their lines, totals of the lines, and system/stt after the last demo number', async () => {
    const bills = await rowsOf(
      sql<{ _id: string; so_ct: string; ma_dvcs: string; t_tt: string; nam: string }>`
        SELECT _id::text, so_ct, ma_dvcs, t_tt::text, to_char(ngay_ct, 'YYYY') AS nam
        FROM sales_bills WHERE tenant_id = ${tenantId}`,
    );
    // The catalogue's thirty and the month's trade (demo-day-sales.ts).
    expect(bills.length).toBeGreaterThan(300);
    const lines = await rowsOf(
      sql<{ header_id: string; n: number; total: string }>`
        SELECT header_id::text, count(*)::int AS n, sum(thanh_tien)::text AS total
        FROM sales_bills_lines WHERE tenant_id = ${tenantId} GROUP BY header_id`,
    );
    const byHeader = new Map(lines.map((l) => [l.header_id, l]));
    for (const bill of bills) {
      const of = byHeader.get(bill._id);
      expect(of?.n).toBeGreaterThanOrEqual(1);
      expect(of?.n).toBeLessThanOrEqual(4);
      expect(of?.total).toBe(bill.t_tt);
    }
    const stt = await rowsOf(
      sql<{ ma_dvcs: string; nam: number; so_hien_tai: number; tien_to: string }>`
        SELECT ma_dvcs, nam, so_hien_tai, tien_to FROM stt WHERE tenant_id = ${tenantId} AND ma_ct = 'HDB'`,
    );
    for (const s of stt) {
      const numbers = bills
        .filter((b) => b.ma_dvcs === s.ma_dvcs && Number(b.nam) === s.nam)
        .map((b) => Number(b.so_ct.slice(s.tien_to.length)));
      expect(s.so_hien_tai).toBe(Math.max(...numbers));
    }
    expect(stt.length).toBeGreaterThanOrEqual(3);
  });

  it('sells at the till what the shop sells, at its price: no till order comes to nothing, each is paid in full', async () => {
    const orders = await rowsOf(
      sql<{ so_ct: string; t_tt: string; da_tt: string; con_no: string }>`
        SELECT so_ct, t_tt, da_tt, con_no FROM sales_retail_orders
        WHERE tenant_id = ${tenantId} AND trang_thai = '1'`,
    );
    expect(orders.length).toBeGreaterThan(5);
    for (const order of orders) {
      expect(Number(order.t_tt), order.so_ct).toBeGreaterThan(0);
      expect(Number(order.da_tt), order.so_ct).toBe(Number(order.t_tt));
      expect(Number(order.con_no), order.so_ct).toBe(0);
    }
    // A line names a product or a service with its own name and its price.
    const lines = await rowsOf(
      sql<{ ma_vt: string; ten_vt: string; gia: string; ten: string | null; gia_ban: string | null }>`
        SELECT l.ma_vt, l.ten_vt, l.gia, coalesce(p.ten_vt, s.ten_vt) AS ten, coalesce(p.gia_ban, s.gia_ban) AS gia_ban
        FROM sales_retail_orders_lines l
        LEFT JOIN products p ON p.tenant_id = l.tenant_id AND p.ma_vt = l.ma_vt
        LEFT JOIN stock_services s ON s.tenant_id = l.tenant_id AND s.ma_vt = l.ma_vt
        WHERE l.tenant_id = ${tenantId} AND l.hang_km IS NOT TRUE`,
    );
    for (const line of lines) {
      expect(line.ten_vt, line.ma_vt).toBe(line.ten);
      expect(Number(line.gia), line.ma_vt).toBeGreaterThan(0);
    }
  });

  it('holds no lookup value without its row (a demo row can be saved again as it is)', async () => {
    const dangling: string[] = [];
    for (const resource of resourceCatalogue) {
      // A field with an alternative target (a retail line's goods or service) needs its value in one of them.
      const fields = new Map<string, ReturnType<typeof lookupsOf>[number][]>();
      for (const lookup of lookupsOf(resource)) {
        const key = `${lookup.lines ?? ''}.${lookup.field}`;
        fields.set(key, [...(fields.get(key) ?? []), lookup]);
      }
      for (const lookups of fields.values()) {
        const { lines, field } = lookups[0]!;
        const table = lines ? linesTableOf(resource) : resource.table;
        const column = (name: string) => sql.ref(`r.${lines ? name : catalogueColumnOf(resource, name)}`);
        const missingFrom = lookups.map((lookup) => {
          const target = (resourceNamed(lookup.target) ??
            resourceSetList.find((set) => set.name === lookup.target)) as Resource;
          const also = lookup.alsoMatch.map(
            (name) => sql`AND (${column(name)} IS NULL OR ${column(name)} = '' OR
              t.${sql.ref(columnOf(target, name))}::text = ${column(name)}::text)`,
          );
          return sql`NOT EXISTS (SELECT 1 FROM ${sql.table(target.table)} t WHERE t.tenant_id = r.tenant_id
            AND t.${sql.ref(columnOf(target, lookup.targetField))}::text = ${column(field)}::text
            ${sql.join(also, sql` `)})`;
        });
        const [row] = await rowsOf(
          sql<{ n: number; sample: string | null }>`
            SELECT count(*)::int AS n, min(${column(field)}::text) AS sample
            FROM ${sql.table(table)} r
            WHERE r.tenant_id = ${tenantId} AND ${column(field)} IS NOT NULL
              AND ${column(field)}::text <> '' AND ${sql.join(missingFrom, sql` AND `)}`,
        );
        if (row && row.n > 0)
          dangling.push(`${resource.name}.${lines ? `${lines}.` : ''}${field}: ${row.n} (${row.sample})`);
      }
    }
    expect(dangling).toEqual([]);
  });

  it('holds returns that name one original each: a bill (the demo returns no retail order)', async () => {
    const [row] = await rowsOf(
      sql<{ bills: number; other: number }>`
        SELECT count(*) FILTER (WHERE coalesce(so_ct_hd, '') <> '' AND coalesce(so_ct_bl, '') = '')::int AS bills,
          count(*) FILTER (WHERE (coalesce(so_ct_hd, '') = '') = (coalesce(so_ct_bl, '') = ''))::int AS other
        FROM sales_returns WHERE tenant_id = ${tenantId}`,
    );
    expect(row).toMatchObject({ other: 0 });
    expect(row!.bills).toBeGreaterThan(0);
  });

  it('has the rows the catalogue names: lookup defaults (accounts 1111, 331…) and view values (level VIP)', async () => {
    const named = [
      ...resourceCatalogue.flatMap((resource) =>
        lookupsOf(resource)
          .map((lookup) => ({
            lookup,
            value: (lookup.lines ? resource.lineFields : resource.fields)?.[lookup.field]?.defaultValue,
          }))
          .filter(({ value }) => value !== undefined),
      ),
      { lookup: lookupsOf(resourceNamed('partners')!).find((l) => l.field === 'ma_hang')!, value: 'VIP' },
    ];
    expect(named.length).toBeGreaterThan(5);
    const missing: string[] = [];
    for (const { lookup, value } of named) {
      const target = (resourceNamed(lookup.target) ??
        resourceSetList.find((set) => set.name === lookup.target)) as Resource;
      const [row] = await rowsOf(
        sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(target.table)}
          WHERE tenant_id = ${tenantId} AND ${sql.ref(columnOf(target, lookup.targetField))}::text = ${String(value)}`,
      );
      if (!row || row.n === 0) missing.push(`${lookup.resource}.${lookup.field} = ${String(value)}`);
    }
    expect(missing).toEqual([]);
  });

  it('holds e-invoices as publishing leaves them: issued ones numbered, drafts never sent, nothing half-sent', async () => {
    const invoices = await rowsOf(
      sql<{ trang_thai: string; trang_thai_gui: string; so_hd_dt: string | null; ma_tra_cuu: string | null }>`
        SELECT trang_thai, trang_thai_gui, so_hd_dt, ma_tra_cuu FROM sales_invoice_orders
        WHERE tenant_id = ${tenantId}`,
    );
    expect(invoices.length).toBeGreaterThan(5);
    for (const invoice of invoices) {
      if (invoice.trang_thai === '0') expect(invoice).toMatchObject({ trang_thai_gui: '0', so_hd_dt: null });
      else {
        expect(['1/2', '9/5']).toContain(`${invoice.trang_thai}/${invoice.trang_thai_gui}`);
        expect(invoice.so_hd_dt).toMatch(/^\d{8}$/);
        expect(invoice.ma_tra_cuu).toMatch(/^SEN\d{8}/);
      }
    }
    expect(invoices.some((i) => i.trang_thai === '0')).toBe(true);
  });

  it('holds purchase orders as receiving leaves them: each received one has its receipts, and counts what came', async () => {
    const lines = await rowsOf(
      sql<{
        so_ct: string;
        trang_thai: string;
        so_luong: number;
        sl_nhan: number;
        receipts: number;
        got: number;
      }>`
        SELECT o.so_ct, o.trang_thai, l.so_luong::float8 AS so_luong, coalesce(l.sl_nhan, 0)::float8 AS sl_nhan,
          (SELECT count(*)::int FROM stock_receipts r
            WHERE r.tenant_id = o.tenant_id AND r.ma_dvcs = o.ma_dvcs AND r.so_dh = o.so_ct AND r.trang_thai = '1') AS receipts,
          (SELECT coalesce(sum(rl.so_luong), 0)::float8 FROM stock_receipts r JOIN stock_receipts_lines rl ON rl.header_id = r._id
            WHERE r.tenant_id = o.tenant_id AND r.ma_dvcs = o.ma_dvcs AND r.so_dh = o.so_ct AND r.trang_thai = '1'
              AND rl.ma_vt = l.ma_vt) AS got
        FROM purchase_orders o JOIN purchase_orders_lines l ON l.header_id = o._id
        WHERE o.tenant_id = ${tenantId}`,
    );
    const received = lines.filter((line) => line.trang_thai === '2' || line.trang_thai === '3');
    expect(received.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line.sl_nhan, line.so_ct).toBe(line.got);
      if (line.trang_thai === '3') expect(line.sl_nhan).toBe(line.so_luong);
      if (line.trang_thai === '2' || line.trang_thai === '3') expect(line.receipts).toBeGreaterThan(0);
      else expect(line.receipts).toBe(0);
    }
  });

  it('prices by a few believable rules: modest group discounts, the spa’s golden hours and promotions', async () => {
    const groups = await rowsOf(
      sql<{ ck: number }>`SELECT ck::float8 AS ck FROM sales_customer_groups WHERE tenant_id = ${tenantId}`,
    );
    expect(Math.max(...groups.map((g) => g.ck))).toBeLessThanOrEqual(10);
    for (const [table, count] of [
      ['sales_golden_hours', 3],
      ['sales_discounts', 2],
      ['sales_promotion_products', 2],
      ['sales_promotion_revenue', 1],
    ] as const) {
      const [row] = await rowsOf(
        sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)} WHERE tenant_id = ${tenantId}`,
      );
      expect(row?.n, table).toBe(count);
    }
    // Some customers belong to the groups the discounts are for (the portal's customer to none).
    const grouped = await rowsOf(
      sql<{ ma_kh: string; ma_nhom_kh: string }>`SELECT ma_kh, ma_nhom_kh FROM customers
        WHERE tenant_id = ${tenantId} AND ma_nhom_kh IS NOT NULL ORDER BY ma_kh`,
    );
    expect(grouped.length).toBeGreaterThan(5);
    expect(grouped.map((c) => c.ma_kh)).not.toContain('KH0001');
  });

  it('lays out each branch’s floor: tables numbered through its own areas, rooms in its own groups, ready', async () => {
    const tables = await rowsOf(
      sql<{
        ma_dvcs: string;
        ten_ban: string;
        trang_thai: string;
        area_branch: string;
        ma_kh: string | null;
      }>`
        SELECT t.ma_dvcs, t.ten_ban, t.trang_thai, a.ma_dvcs AS area_branch, t.ma_kh
        FROM sales_restaurant_tables t
        JOIN sales_restaurant_table_groups a ON a.tenant_id = t.tenant_id AND a.ma_khu_vuc = t.ma_khu_vuc
        WHERE t.tenant_id = ${tenantId} ORDER BY t.ma_dvcs, t.stt`,
    );
    const cn01 = tables.filter((t) => t.ma_dvcs === 'CN01');
    expect(cn01.length).toBeGreaterThanOrEqual(20);
    expect(cn01.slice(0, 8).map((t) => t.ten_ban)).toEqual(
      Array.from({ length: 8 }, (_, i) => `Bàn ${i + 1}`),
    );
    for (const branch of ['CN01', 'CN02', 'CN03']) {
      const names = tables.filter((t) => t.ma_dvcs === branch).map((t) => t.ten_ban);
      expect(names.length, branch).toBeGreaterThan(0);
      expect(new Set(names).size, branch).toBe(names.length);
    }
    // Free tables hold no customer; one is out of use; the rest have guests now (demo-day-sales.ts).
    expect(
      tables.every((t) => t.area_branch === t.ma_dvcs && (t.trang_thai !== '0' || t.ma_kh === null)),
    ).toBe(true);
    expect(tables.filter((t) => t.trang_thai === '9')).toHaveLength(1);
    expect(tables.every((t) => ['0', '1', '9'].includes(t.trang_thai))).toBe(true);
    const rooms = await rowsOf(
      sql<{ ma_dvcs: string; ten_phong: string; trang_thai: string; group_branch: string }>`
        SELECT r.ma_dvcs, r.ten_phong, r.trang_thai, g.ma_dvcs AS group_branch
        FROM sales_rooms r
        JOIN sales_room_groups g ON g.tenant_id = r.tenant_id AND g.ma_nhom_phong = r.ma_nhom_phong
        WHERE r.tenant_id = ${tenantId} ORDER BY r.ma_dvcs, r.stt`,
    );
    expect(rooms.filter((r) => r.ma_dvcs === 'CN01').map((r) => r.ten_phong)).toContain('P.101');
    expect(rooms.every((r) => r.group_branch === r.ma_dvcs)).toBe(true);
    expect(rooms.filter((r) => r.trang_thai === '9')).toHaveLength(1);
    expect(rooms.every((r) => ['0', '1', '9'].includes(r.trang_thai))).toBe(true);
  });

  it('books appointments as a front desk would: a service’s length, on the quarter hour, in hours, no clash', async () => {
    const tasks = await rowsOf(
      sql<BookingSlot & { ma_dvcs: string }>`
        SELECT _id::text AS _id, ma_dvcs, ngay_hen::text AS ngay_hen, gio_hen, thoi_luong, ma_nv, ma_phong,
          cho_sau, thoi_gian_cho, trang_thai
        FROM crm_tasks WHERE tenant_id = ${tenantId}`,
    );
    expect(tasks.length).toBeGreaterThanOrEqual(30);
    for (const task of tasks) {
      expect(Number(task.thoi_luong)).toBeGreaterThanOrEqual(30);
      expect(task.gio_hen).toMatch(/^\d\d:(00|15|30|45)$/);
      expect(outsideHours(task, { gio_mo: '08:00', gio_dong: '21:00' })).toBe(false);
      expect(task.ma_nv).toBeTruthy();
      const others = tasks.filter((other) => other.ma_dvcs === task.ma_dvcs && other._id !== task._id);
      expect(bookingClash(task, others)).toBeUndefined();
    }
  });

  it('can seed a second tenant in the same database: row ids belong to the tenant', async () => {
    const other = await server.database.db
      .insertInto('tenants')
      .values({ code: 'seed2', name: 'Second', is_demo: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    const report = await seedDemoCatalogue(server.database.db, other.id);
    // The same month of trade (today's up to now: more of it, perhaps, than when the template was made).
    expect(report.rows.bills).toBeGreaterThan(300);
    const shared = await rowsOf(
      sql<{ n: number }>`SELECT count(*)::int AS n FROM sales_bills a JOIN sales_bills b ON a.so_ct = b.so_ct
        WHERE a.tenant_id = ${tenantId} AND b.tenant_id = ${other.id} AND a.ma_dvcs = b.ma_dvcs`,
    );
    expect(shared[0]?.n).toBeGreaterThan(300); // the same demo data, under other ids
    // A whole demo seed with its month of trade posted: longer than the default on a busy machine.
  }, 120_000);
});
