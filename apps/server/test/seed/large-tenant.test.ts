import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ensureTimelineCustomer,
  generateLargeTenant,
  largeTenantCounts,
  timelineCustomer,
  type LargeTenantResult,
} from '../../src/seed/large-tenant.js';
import { reportCatalogue } from '@sen/domain/resources';
import { ensureLargeActivity } from '../../src/seed/large-tenant-activity.js';
import { awayWeights, ensureLargePlaces } from '../../src/seed/large-tenant-places.js';
import { addressData } from '../../src/services/address-data.js';
import { call, demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';

let server: TestServer;
let result: LargeTenantResult;
let placed = false;
const scale = 0.0002; // 200 customers, 20 products, 160 bills with 400 lines

beforeAll(async () => {
  server = await startTestServer();
  result = await generateLargeTenant(server.database.db, { code: 'large', scale });
  placed = await ensureLargePlaces(server.database.db, result.tenantId);
});
afterAll(() => server.close());

const rowsOf = async <T>(query: RawBuilder<T>): Promise<T[]> =>
  (await query.execute(server.database.db)).rows;
const countOf = async (table: string) =>
  Number(
    (
      await rowsOf(
        sql<{
          n: string;
        }>`SELECT count(*) AS n FROM ${sql.table(table)} WHERE tenant_id = ${result.tenantId}`,
      )
    )[0]?.n,
  );

describe('the large tenant generator', () => {
  it('creates the counts of the scale: customers, products, bills of 1-4 lines', async () => {
    const counts = largeTenantCounts(scale);
    expect(counts).toEqual({ customers: 200, products: 20, bills: 160 });
    expect(await countOf('customers')).toBe(200);
    expect(await countOf('products')).toBe(20);
    expect(await countOf('sales_bills')).toBe(160);
    expect(await countOf('sales_bills_lines')).toBe(400); // 40 bills each of 1, 2, 3 and 4 lines
    expect(result.counts.billLines).toBe(400);
    expect(largeTenantCounts(1)).toEqual({ customers: 1_000_000, products: 100_000, bills: 800_000 });
  });

  it('composes Vietnamese names that an accent-free search finds, with unique 10-digit mobiles', async () => {
    const found = await rowsOf(
      sql<{ ten_kh: string }>`SELECT ten_kh FROM customers
        WHERE tenant_id = ${result.tenantId} AND search_text LIKE '%' || lower(f_unaccent('nguyen van')) || '%'`,
    );
    expect(found.length).toBeGreaterThan(3);
    expect(found.every((c) => c.ten_kh.startsWith('Nguyễn Văn '))).toBe(true);
    const phones = await rowsOf(
      sql<{ dien_thoai: string }>`SELECT dien_thoai FROM customers WHERE tenant_id = ${result.tenantId}`,
    );
    expect(phones.every((p) => /^0[3789]\d{8}$/.test(p.dien_thoai))).toBe(true);
    expect(new Set(phones.map((p) => p.dien_thoai)).size).toBe(200);
  });

  it('gives each bill the totals of its lines and numbers them per branch, system/stt after the last', async () => {
    const mismatched = await rowsOf(
      sql<{ so_ct: string }>`SELECT b.so_ct FROM sales_bills b
        JOIN sales_bills_lines l ON l.header_id = b._id
        WHERE b.tenant_id = ${result.tenantId}
        GROUP BY b._id, b.so_ct, b.t_tien, b.t_tt
        HAVING sum(l.tien) <> b.t_tien OR sum(l.thanh_tien) <> b.t_tt
          OR sum(l.tien) <> sum(l.so_luong * l.gia)`,
    );
    expect(mismatched).toEqual([]);
    const stt = await rowsOf(
      sql<{ ma_dvcs: string; so_hien_tai: number; last: string }>`
        SELECT s.ma_dvcs, s.so_hien_tai, max(b.so_ct) AS last FROM stt s
        JOIN sales_bills b ON b.tenant_id = s.tenant_id AND b.ma_dvcs = s.ma_dvcs
        WHERE s.tenant_id = ${result.tenantId} AND s.ma_ct = 'HDB'
        GROUP BY s.ma_dvcs, s.so_hien_tai ORDER BY s.ma_dvcs`,
    );
    expect(stt.map((s) => s.ma_dvcs)).toEqual(['CN01', 'CN02', 'CN03']);
    for (const s of stt) expect(s.last).toBe(`HD${String(s.so_hien_tai).padStart(6, '0')}`);
  });

  it("gives every customer a province and one of that province's wards, the address naming both", async () => {
    expect(placed).toBe(true);
    const data = await addressData();
    const customers = await rowsOf(
      sql<{
        ma_kh: string;
        ma_dvcs: string;
        ma_tinh: string | null;
        ma_xa: string | null;
        tinh_thanh: string | null;
        dia_chi: string;
      }>`
        SELECT ma_kh, ma_dvcs, ma_tinh, ma_xa, tinh_thanh, dia_chi FROM customers WHERE tenant_id = ${result.tenantId}`,
    );
    expect(customers).toHaveLength(200);
    for (const c of customers) {
      const city = data.cityByCode.get(c.ma_tinh ?? '');
      expect(city, c.ma_kh).toBeDefined();
      const ward = data.wardsByCity.get(c.ma_tinh!)?.find((w) => w.ma_xa === c.ma_xa);
      expect(ward, `${c.ma_kh}: ${c.ma_xa} in ${c.ma_tinh}`).toBeDefined();
      expect(c.tinh_thanh).toBe(city!.ten_tinh);
      expect(c.dia_chi.endsWith(`, ${ward!.ten_xa}, ${city!.ten_tinh}`), `${c.ma_kh}: ${c.dia_chi}`).toBe(
        true,
      );
    }
    // Most in the branches' cities and the other big ones, a tail elsewhere.
    const byProvince = new Map<string, number>();
    for (const c of customers) byProvince.set(c.ma_tinh!, (byProvince.get(c.ma_tinh!) ?? 0) + 1);
    const big = Object.keys(awayWeights).reduce((n, code) => n + (byProvince.get(code) ?? 0), 0);
    expect(big / customers.length).toBeGreaterThan(0.75);
    expect(big).toBeLessThan(customers.length);
    expect(byProvince.size).toBeGreaterThan(8);
    // Made once: a second call changes nothing; the indexes it rebuilt are back, the province's too.
    expect(await ensureLargePlaces(server.database.db, result.tenantId)).toBe(false);
    const indexes = await rowsOf(
      sql<{ indexname: string }>`SELECT indexname FROM pg_indexes WHERE tablename = 'customers'`,
    );
    expect(indexes.map((i) => i.indexname)).toEqual(
      expect.arrayContaining(['customers_search_trgm', 'customers_word_pairs', 'customers_tenant_ma_tinh']),
    );
  });

  it('keeps the secondary indexes it dropped while filling', async () => {
    const indexes = await rowsOf(
      sql<{ indexname: string }>`SELECT indexname FROM pg_indexes WHERE tablename = 'customers'`,
    );
    expect(indexes.map((i) => i.indexname)).toContain('customers_search_trgm');
  });
});

describe('the large tenant through the API', () => {
  it('gives bills valid uuids, which their lines name', async () => {
    const ids = await rowsOf(
      sql<{ id: string }>`SELECT _id::text AS id FROM sales_bills WHERE tenant_id = ${result.tenantId}`,
    );
    expect(ids).toHaveLength(160);
    const rfc9562 = /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(ids.filter(({ id }) => !rfc9562.test(id))).toEqual([]);
    const again = await rowsOf(
      sql<{ n: string }>`SELECT count(*) AS n FROM sales_bills_lines l
        JOIN sales_bills b ON b._id = l.header_id WHERE l.tenant_id = ${result.tenantId}`,
    );
    expect(Number(again[0]?.n)).toBe(400);
  });

  it('holds the ledgers posting would: a stock movement per line, the cash of every bill, agreeing balances', async () => {
    const [sold] = await rowsOf(
      sql<{
        n: string;
      }>`SELECT count(*) AS n FROM stock_ledger WHERE tenant_id = ${result.tenantId} AND source = 'bills'`,
    );
    expect(Number(sold!.n)).toBe(400);
    const [sums] = await rowsOf(
      sql<{
        cash: string;
        bank: string;
        billed: string;
        servicesCash: string;
        servicesBank: string;
        owed: string;
        receivable: string;
        received: string;
        serviced: string;
        revenue: string;
        vat: string;
        taxed: string;
        held: string;
        moved: string;
      }>`
        SELECT
          (SELECT sum(so_tien) FROM account_ledger WHERE tenant_id = ${result.tenantId} AND tk = '1111') AS cash,
          (SELECT sum(so_tien) FROM account_ledger WHERE tenant_id = ${result.tenantId} AND tk = '1121') AS bank,
          (SELECT sum(t_tt) FROM sales_bills WHERE tenant_id = ${result.tenantId}) AS billed,
          (SELECT sum(da_tt) FROM sales_services WHERE tenant_id = ${result.tenantId} AND ma_httt = 'TM') AS "servicesCash",
          (SELECT sum(da_tt) FROM sales_services WHERE tenant_id = ${result.tenantId} AND ma_httt = 'CK') AS "servicesBank",
          (SELECT sum(con_no) FROM sales_services WHERE tenant_id = ${result.tenantId}) AS owed,
          (SELECT sum(so_tien) FROM account_ledger WHERE tenant_id = ${result.tenantId} AND tk = '131') AS receivable,
          (SELECT sum(sl_nhap) FROM stock_ledger WHERE tenant_id = ${result.tenantId}) AS received,
          (SELECT sum(t_tt) FROM sales_services WHERE tenant_id = ${result.tenantId}) AS serviced,
          (SELECT -sum(so_tien) FROM account_ledger WHERE tenant_id = ${result.tenantId} AND tk = '511') AS revenue,
          (SELECT -sum(so_tien) FROM account_ledger WHERE tenant_id = ${result.tenantId} AND tk = '3331') AS vat,
          (SELECT (SELECT sum(t_thue) FROM sales_bills WHERE tenant_id = ${result.tenantId})
            + (SELECT sum(t_thue) FROM sales_services WHERE tenant_id = ${result.tenantId})) AS taxed,
          (SELECT sum(so_luong) FROM stock_on_hand WHERE tenant_id = ${result.tenantId}) AS held,
          (SELECT -sum(so_luong) FROM sales_bills_lines WHERE tenant_id = ${result.tenantId}) AS moved`,
    );
    expect(Number(sums!.servicesBank)).toBeGreaterThan(0);
    expect(Number(sums!.cash)).toBe(Number(sums!.billed) + Number(sums!.servicesCash));
    expect(Number(sums!.bank)).toBe(Number(sums!.servicesBank));
    expect(Number(sums!.revenue) + Number(sums!.vat)).toBe(Number(sums!.billed) + Number(sums!.serviced));
    expect(Number(sums!.vat)).toBe(Number(sums!.taxed));
    expect(Number(sums!.owed)).toBeGreaterThan(0);
    expect(Number(sums!.receivable)).toBe(Number(sums!.owed));
    expect(Number(sums!.received)).toBeGreaterThan(0);
    expect(Number(sums!.held)).toBe(Number(sums!.received) + Number(sums!.moved));
  });

  it("marks each customer's first day of bills (the dashboard's new customers), in every branch they bought in", async () => {
    const t = result.tenantId;
    const [firsts] = await rowsOf(
      sql<{ expected: string; marked: string; days: string }>`
        SELECT
          (SELECT count(*) FROM (SELECT DISTINCT b.ma_dvcs, b.ma_kh FROM sales_bills b
            WHERE b.tenant_id = ${t} AND b.ngay_ct = (SELECT min(o.ngay_ct) FROM sales_bills o
              WHERE o.tenant_id = ${t} AND o.ma_kh = b.ma_kh)) f) AS expected,
          (SELECT count(*) FROM sales_day_totals WHERE tenant_id = ${t} AND kind = 'NEW') AS marked,
          (SELECT count(*) FROM sales_day_totals n WHERE n.tenant_id = ${t} AND n.kind = 'NEW'
            AND n.ngay_ct = (SELECT min(o.ngay_ct) FROM sales_bills o
              WHERE o.tenant_id = ${t} AND o.ma_kh = n.code)) AS days`,
    );
    expect(Number(firsts!.marked)).toBeGreaterThan(0);
    expect(Number(firsts!.marked)).toBe(Number(firsts!.expected));
    expect(Number(firsts!.days)).toBe(Number(firsts!.marked));
  });

  it("gives every report of the catalogue rows to read, and the activity's ledgers agree with its vouchers", async () => {
    const token = await tokenFor(server.app, 'admin', demoPasswords.admin, 'large');
    const today = new Date().toISOString().slice(0, 10);
    const since = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
    const empty: string[] = [];
    for (const report of reportCatalogue) {
      const res = await call(
        server.app,
        'GET',
        `/api/${report.path}?fromDate=${since}&toDate=${today}&pageSize=10${report.chart ? '&chart=1' : ''}`,
        { token, tenant: 'large' },
      );
      expect(res.statusCode, `${report.name}: ${res.body}`).toBe(200);
      if ((res.json() as { total: number }).total === 0) empty.push(report.name);
    }
    expect(empty, empty.join(' ')).toEqual([]);
    const [sums] = await rowsOf(
      sql<{ wages: string; worked: string; commissions: string; lines: string; sold: string; used: string }>`
        SELECT
          (SELECT sum(so_tien) FROM employee_ledger WHERE tenant_id = ${result.tenantId} AND loai = 'CONG') AS wages,
          (SELECT sum(t_cong) FROM sales_services WHERE tenant_id = ${result.tenantId}) AS worked,
          (SELECT count(*) FROM employee_ledger WHERE tenant_id = ${result.tenantId} AND loai = 'HH') AS commissions,
          (SELECT count(*) FROM sales_bills_lines WHERE tenant_id = ${result.tenantId}) AS lines,
          (SELECT sum(so_buoi_ban) FROM package_ledger WHERE tenant_id = ${result.tenantId}) AS sold,
          (SELECT sum(so_buoi_dung) FROM package_ledger WHERE tenant_id = ${result.tenantId}) AS used`,
    );
    expect(Number(sums!.wages)).toBe(Number(sums!.worked));
    expect(Number(sums!.commissions)).toBe(Number(sums!.lines));
    expect(Number(sums!.used)).toBeGreaterThan(0);
    expect(Number(sums!.used)).toBeLessThanOrEqual(Number(sums!.sold));
    // Made once: a second call adds nothing.
    expect(await ensureLargeActivity(server.database.db, result.tenantId, scale)).toBe(false);
  });

  it('answers its cash book and stock on hand from the ledgers', async () => {
    const token = await tokenFor(server.app, 'admin', demoPasswords.admin, 'large');
    const get = (url: string) => call(server.app, 'GET', url, { token, tenant: 'large' });
    const cash = await get('/api/accounting/reports/cash-book?pageSize=20');
    expect(cash.statusCode, cash.body).toBe(200);
    const [billed] = await rowsOf(
      sql<{ n: string }>`SELECT sum(t_tt) AS n FROM sales_bills WHERE tenant_id = ${result.tenantId}`,
    );
    const [serviced] = await rowsOf(
      sql<{
        n: string;
      }>`SELECT sum(da_tt) AS n FROM sales_services WHERE tenant_id = ${result.tenantId} AND ma_httt = 'TM'`,
    );
    expect((cash.json() as { totals: { tien_thu: number } }).totals.tien_thu).toBe(
      Number(billed!.n) + Number(serviced!.n),
    );
    const stock = await get('/api/stock/product-balances?pageSize=20');
    expect(stock.statusCode, stock.body).toBe(200);
    expect((stock.json() as { items: unknown[] }).items).toHaveLength(20);
  });

  it('answers its bill and customer lists, and a bill, with 200 and the contract', async () => {
    const token = await tokenFor(server.app, 'admin', demoPasswords.admin, 'large');
    const get = (url: string) => call(server.app, 'GET', url, { token, tenant: 'large' });
    const bills = await get('/api/sales/bills?pageSize=50');
    expect(bills.statusCode, bills.body).toBe(200);
    const page = bills.json() as { items: { _id: string }[]; total: number };
    expect(page.items).toHaveLength(50);
    expect(page.total).toBe(160);
    const bill = await get(`/api/sales/bills/${page.items[0]?._id}`);
    expect(bill.statusCode, bill.body).toBe(200);
    const customers = await get('/api/crm/partners?pageSize=50&searchKey=nguyen');
    expect(customers.statusCode, customers.body).toBe(200);
    expect((customers.json() as { items: unknown[] }).items.length).toBeGreaterThan(0);
  });

  it('gives its timeline customer 5,000 entries, once, each a page of its timeline reads', async () => {
    const token = await tokenFor(server.app, 'admin', demoPasswords.admin, 'large');
    const get = (url: string) => call(server.app, 'GET', url, { token, tenant: 'large' });
    expect(await ensureTimelineCustomer(server.database.db, result.tenantId)).toBe(false);
    const found = await get(`/api/crm/partners?searchKey=${timelineCustomer.ma_kh}&pageSize=10`);
    const customer = (found.json() as { items: { _id: string; ma_kh: string }[] }).items.find(
      (c) => c.ma_kh === timelineCustomer.ma_kh,
    )!;
    let entries = 0;
    let before = '';
    for (let pages = 0; pages < 100; pages++) {
      const page = await get(
        `/api/crm/partners/${customer._id}/timeline?limit=100${before ? `&before=${before}` : ''}`,
      );
      expect(page.statusCode, page.body).toBe(200);
      const { items, next } = page.json() as { items: unknown[]; next: string | null };
      entries += items.length;
      if (!next) break;
      before = next;
    }
    const [bills] = await rowsOf(
      sql<{ n: number }>`SELECT count(*)::int AS n FROM sales_bills
        WHERE tenant_id = ${result.tenantId} AND ma_kh = ${timelineCustomer.ma_kh}`,
    );
    expect(entries).toBe(timelineCustomer.entries + bills!.n);
  });
});
