import { createHash } from 'node:crypto';
import {
  ledgerPostings,
  resourceCatalogue,
  resourceNamed,
  stockPostings,
  type Resource,
} from '@sen/domain/resources';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { postsVouchers, postVoucherIn } from '../posting/post-voucher.js';
import { withOpeningStock } from './opening-stock.js';
import { withStockCovered } from './demo-stock-cover.js';
import { withDemoPackages } from './demo-packages.js';
import { demoProducts, demoServices } from './demo-goods.js';
import { withDemoInvoices } from './demo-invoices.js';
import { withDemoNoNames } from './demo-no-names.js';
import { restampPaymentCardBalances, withDemoPoints } from './demo-points.js';
import { withDemoPurchases } from './demo-purchases.js';
import { demoPrinters } from './demo-printers.js';
import { demoFloorRows } from './demo-floor.js';
import { withDemoAppointments } from './demo-appointments.js';
import { withDemoBooks } from './demo-books.js';
import { withDemoDaySales } from './demo-day-sales.js';
import { withDemoMarketing } from './demo-marketing.js';
import { demoPriceRuleCount, demoPriceRules } from './demo-prices.js';
import { catalogueRows, demoRowCount, type CatalogueRow, type RowsByResource } from './catalogue-rows.js';
import { demoCustomers, portalDemoCard, portalDemoCustomer } from './demo-customers.js';
import { withPortalCustomerStory } from './demo-customer-story.js';
import { demoBranches } from './demo-org.js';
import { demoCustom1, demoTaxes, demoUnits, demoWarehouses } from './demo-resource-sets.js';

type Db = Kysely<Database> | Transaction<Database>;
/** Catalogue tables are reached by name, so the writes are built dynamically. */
type DynamicDb = Kysely<Record<string, Record<string, unknown>>>;

/** The key field each start-up set's lookups store. */
export const startupKeys: Readonly<Record<string, string>> = {
  branchs: 'ma_dvcs',
  units: 'ma_dvt',
  warehouses: 'ma_kho',
  taxs: 'ma_thue',
  custom1: 'ma',
};

/** Tables the start-up sets fill themselves (a catalogue resource on one of them is not seeded again). */
const startupTables = new Set(['branches', 'units', 'taxes', 'warehouses', 'custom1', 'discount_codes']);

/** The salespeople the demo users and customers name (nvbh01 is NV001 'Nguyễn Thị Lan' of CN01). */
export const demoSalers = [
  { ma_nvbh: 'NV001', ten_nvbh: 'Nguyễn Thị Lan', ma_dvcs: 'CN01', ma_nv: 'NV001' },
  { ma_nvbh: 'NV002', ten_nvbh: 'Phạm Văn Bình', ma_dvcs: 'CN01', ma_nv: 'NV002' },
  { ma_nvbh: 'NV003', ten_nvbh: 'Hoàng Thị Thu', ma_dvcs: 'CN02', ma_nv: 'NV003' },
  { ma_nvbh: 'NV004', ten_nvbh: 'Đỗ Minh Quân', ma_dvcs: 'CN02', ma_nv: 'NV004' },
  { ma_nvbh: 'NV005', ten_nvbh: 'Lê Thị Hoa', ma_dvcs: 'CN03', ma_nv: 'NV005' },
] as const;

/** The salespeople are employees too, under the same code and name in both lists. */
const demoSalerEmployees = demoSalers.map(({ ma_nvbh, ten_nvbh, ma_dvcs }) => ({
  ma_nv: ma_nvbh,
  ten_nv: ten_nvbh,
  ma_dvcs,
  gioi_tinh: / Thị /.test(ten_nvbh) ? '2' : '1',
  chuc_vu: 'Tư vấn viên',
}));

/**
 * The demo chart of accounts: the accounts (Vietnamese accounting standards) the catalogue's lookups default to —
 * cash 1111 and bank 1121 of receipts and payments, payables 331 of suppliers, receivables 131 of opening
 * balances, expenses 642 — and the usual others, so a new voucher's default account is a row of the tenant.
 */
export const demoAccounts = [
  { tk: '1111', ten_tk: 'Tiền mặt Việt Nam đồng', ten_tk_en: 'Cash in VND', loai: '1', tinh_chat: 'N' },
  {
    tk: '1121',
    ten_tk: 'Tiền gửi ngân hàng VNĐ',
    ten_tk_en: 'Bank deposits in VND',
    loai: '1',
    tinh_chat: 'N',
  },
  { tk: '131', ten_tk: 'Phải thu của khách hàng', ten_tk_en: 'Trade receivables', loai: '1', tinh_chat: 'L' },
  { tk: '1331', ten_tk: 'Thuế GTGT được khấu trừ', ten_tk_en: 'Deductible VAT', loai: '1', tinh_chat: 'N' },
  { tk: '156', ten_tk: 'Hàng hóa', ten_tk_en: 'Merchandise', loai: '1', tinh_chat: 'N' },
  { tk: '331', ten_tk: 'Phải trả cho người bán', ten_tk_en: 'Trade payables', loai: '3', tinh_chat: 'L' },
  { tk: '3331', ten_tk: 'Thuế GTGT phải nộp', ten_tk_en: 'VAT payable', loai: '3', tinh_chat: 'C' },
  {
    tk: '3387',
    ten_tk: 'Doanh thu chưa thực hiện (thẻ trả trước)',
    ten_tk_en: 'Unearned revenue (prepaid cards)',
    loai: '3',
    tinh_chat: 'C',
  },
  {
    tk: '511',
    ten_tk: 'Doanh thu bán hàng và cung cấp dịch vụ',
    ten_tk_en: 'Revenue from sales and services',
    loai: '5',
    tinh_chat: 'C',
  },
  { tk: '632', ten_tk: 'Giá vốn hàng bán', ten_tk_en: 'Cost of goods sold', loai: '6', tinh_chat: 'N' },
  {
    tk: '515',
    ten_tk: 'Doanh thu hoạt động tài chính',
    ten_tk_en: 'Financial income',
    loai: '5',
    tinh_chat: 'C',
  },
  {
    tk: '642',
    ten_tk: 'Chi phí quản lý doanh nghiệp',
    ten_tk_en: 'Administrative expenses',
    loai: '6',
    tinh_chat: 'N',
  },
  { tk: '711', ten_tk: 'Thu nhập khác', ten_tk_en: 'Other income', loai: '7', tinh_chat: 'C' },
].map((account) => ({
  ...account,
  tk_me: null,
  cap: 1,
  theo_doi_cong_no: account.tk === '131' || account.tk === '331',
}));

/**
 * The demo payment types (hình thức thanh toán), each paying into its account: cash into the fund (1111), transfers,
 * card terminals and wallets into the bank (1121), prepaid cards against their liability (3387).
 */
export const demoPaymentTypes = [
  { ma_httt: 'TM', ten_httt: 'Tiền mặt', loai_tt: 'TM', tk: '1111', phi_ty_le: 0 },
  { ma_httt: 'CK', ten_httt: 'Chuyển khoản', loai_tt: 'CK', tk: '1121', phi_ty_le: 0 },
  { ma_httt: 'POS', ten_httt: 'Thẻ ngân hàng (POS)', loai_tt: 'POS', tk: '1121', phi_ty_le: 1.1 },
  { ma_httt: 'MOMO', ten_httt: 'Ví MoMo', loai_tt: 'CK', tk: '1121', phi_ty_le: 1.5 },
  { ma_httt: 'VNPAY', ten_httt: 'VNPay QR', loai_tt: 'CK', tk: '1121', phi_ty_le: 0.8 },
  { ma_httt: 'ZALOPAY', ten_httt: 'ZaloPay', loai_tt: 'CK', tk: '1121', phi_ty_le: 1.2 },
  { ma_httt: 'TTT', ten_httt: 'Thẻ trả trước', loai_tt: 'TTT', tk: '3387', phi_ty_le: 0 },
].map((type, i) => ({ ...type, stt: i + 1, trang_thai: '1' }));

/** Rows already in the database when the catalogue is seeded: the start-up sets and the demo customers. */
export const existingDemoRows = (): RowsByResource =>
  new Map<string, readonly Record<string, unknown>[]>([
    ['branchs', demoBranches],
    ['units', demoUnits],
    ['warehouses', demoWarehouses],
    ['taxs', demoTaxes],
    ['custom1', demoCustom1],
    ['partners', demoCustomers()],
  ]);

type Column = { is_generated: boolean };

/** The columns of every table of the current schema, by table. */
const columnsOfTables = async (db: Db): Promise<Map<string, Map<string, Column>>> => {
  // pg_catalog rather than information_schema: four times faster on the embedded database.
  const rows = await sql<{ table_name: string; column_name: string; is_generated: boolean }>`
    SELECT c.relname AS table_name, a.attname AS column_name, a.attgenerated <> '' AS is_generated
    FROM pg_attribute a
    JOIN pg_class c ON c.oid = a.attrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped`.execute(
    db,
  );
  const tables = new Map<string, Map<string, Column>>();
  for (const row of rows.rows) {
    const columns = tables.get(row.table_name) ?? new Map<string, Column>();
    columns.set(row.column_name, row);
    tables.set(row.table_name, columns);
  }
  return tables;
};

/** Columns an earlier schema named otherwise (customers before migration 0006). */
const columnAliases: Readonly<Record<string, string>> = { _id: 'id', ngay_tao: 'created_at' };

/**
 * The table's values of a row: wire fields under their columns, only columns the table has (not generated). A field
 * the row leaves out takes its declared default, as a write through the API would (a line's commission 0).
 */
const columnValuesOf = (
  resource: Resource,
  columns: Map<string, Column>,
  row: Record<string, unknown>,
  fields: Readonly<Record<string, { defaultValue?: unknown }>>,
): Record<string, unknown> => {
  const mapped = (resource.columns ?? {}) as Record<string, string | undefined>;
  const values: Record<string, unknown> = {};
  for (const [field, declared] of Object.entries(fields)) {
    const named = mapped[field] ?? field;
    const column = columns.has(named) ? named : columnAliases[named];
    const info = column ? columns.get(column) : undefined;
    if (!column || !info || info.is_generated) continue;
    values[column] = (row[field] === undefined ? declared.defaultValue : row[field]) ?? null;
  }
  return values;
};

/** Inserts rows in chunks (one statement per chunk: PGlite takes a few hundred rows at once quickly). */
const insertChunks = async (db: Db, table: string, rows: Record<string, unknown>[]): Promise<void> => {
  for (let i = 0; i < rows.length; i += 200)
    await (db as unknown as DynamicDb)
      .insertInto(table)
      .values(rows.slice(i, i + 200))
      .execute();
};

/** Keeps system/stt at the last number given, so the next voucher the server numbers follows the demo ones. */
const advanceNumbering = async (db: Db, tenantId: string, resource: Resource, rows: CatalogueRow[]) => {
  const voucher = resource.voucher;
  if (!voucher) return;
  const last = new Map<string, { ma_dvcs: string; nam: number; n: number }>();
  for (const row of rows) {
    const ma_dvcs = String(row.ma_dvcs ?? '');
    const nam = Number(String(row.ngay_ct).slice(0, 4));
    const n = Number(String(row.so_ct).slice(voucher.prefix.length));
    const key = `${ma_dvcs}|${nam}`;
    if ((last.get(key)?.n ?? 0) < n) last.set(key, { ma_dvcs, nam, n });
  }
  if (last.size === 0) return;
  await db
    .insertInto('stt')
    .values(
      [...last.values()].map(({ ma_dvcs, nam, n }) => ({
        tenant_id: tenantId,
        ma_dvcs,
        ma_ct: voucher.ma_ct,
        nam,
        tien_to: voucher.prefix,
        so_hien_tai: n,
        do_dai: 6,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['tenant_id', 'ma_dvcs', 'ma_ct', 'nam'])
        .doUpdateSet({ so_hien_tai: sql<number>`greatest(stt.so_hien_tai, excluded.so_hien_tai)` }),
    )
    .execute();
};

/** A row's `_id` in a tenant: the generated one mixed with the tenant's, so two tenants never share one. */
export const tenantRowId = (tenantId: string, id: string): string => {
  const hex = createHash('sha256').update(`${tenantId}/${id}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/** What seeding the catalogue did: rows per resource, and the resources whose table does not exist (yet). */
export type CatalogueSeedReport = { rows: Record<string, number>; missingTables: string[] };

/**
 * The demo tenant's catalogue rows as they are seeded (see catalogue-rows.ts), in lookup order: made up, then
 * settled into a business's story (sales, stock, the books). Pure: the same day gives the same rows.
 */
export const demoCatalogueRows = (
  today: Date,
  resources: readonly Resource[] = resourceCatalogue,
): { order: Resource[]; rows: Map<string, CatalogueRow[]> } => {
  const portal = portalDemoCard(today);
  const { order, rows } = catalogueRows(resources, {
    today,
    existing: existingDemoRows(),
    startupKeys,
    // The salespeople are the five the demo users and customers name, no more.
    rowCount: (resource) =>
      resource.name === 'salers'
        ? demoSalers.length
        : resource.name === 'printers'
          ? demoPrinters.length
          : (demoFloorRows[resource.name]?.length ??
            demoPriceRuleCount(resource.name, today) ??
            demoRowCount(resource)),
    // The top level is 'VIP', the level of the VIP customers view (/crm/partners-vip, ma_hang 'VIP').
    // The portal's customer holds the first payment card, and the first history entries are theirs.
    fixed: {
      salers: demoSalers,
      employees: demoSalerEmployees,
      products: demoProducts,
      'stock-services': demoServices,
      accounts: demoAccounts,
      'payment-types': demoPaymentTypes,
      printers: demoPrinters,
      ...demoFloorRows,
      levels: [{}, {}, {}, { ma_hang: 'VIP' }],
      'payment-cards': [portal.card],
      'payment-card-histories': portal.entries,
      ...demoPriceRules(today),
    },
  });
  const receipts = resources.find((r) => r.name === 'receipt-orders');
  if (receipts) withOpeningStock(receipts, rows, demoWarehouses, today);
  withDemoSales(rows, today);
  withPortalCustomerStory(rows);
  withDemoAppointments(rows, today);
  withDemoDaySales(rows, today);
  withDemoMarketing(rows, today);
  withStockCovered(rows);
  return { order, rows };
};

/**
 * Fills every catalogue resource of the demo tenant with believable Vietnamese rows (demoCatalogueRows), in
 * lookup order, voucher lines in `<table>_lines` and system/stt advanced past the demo numbers. A resource
 * whose table does not exist is left out and reported.
 */
export const seedDemoCatalogue = async (
  db: Db,
  tenantId: string,
  today = new Date(),
  resources: readonly Resource[] = resourceCatalogue,
): Promise<CatalogueSeedReport> => {
  const tables = await columnsOfTables(db);
  const { order, rows } = demoCatalogueRows(today, resources);
  const report: CatalogueSeedReport = { rows: {}, missingTables: [] };
  const posted: { source: string; row: CatalogueRow }[] = [];
  for (const resource of order) {
    const columns = tables.get(resource.table);
    if (!columns) {
      report.missingTables.push(resource.table);
      continue;
    }
    if (startupTables.has(resource.table)) continue;
    const made = (rows.get(resource.name) ?? []).map((row): CatalogueRow => {
      const _id = tenantRowId(tenantId, row._id);
      return resource.voucher ? { ...row, _id, stt_rec: _id } : { ...row, _id };
    });
    // Headers as made (the generator gives every field its value); lines take their fields' defaults.
    const fields = Object.fromEntries(['_id', ...Object.keys(resource.fields)].map((name) => [name, {}]));
    await insertChunks(
      db,
      resource.table,
      made.map((row) => ({ tenant_id: tenantId, ...columnValuesOf(resource, columns, row, fields) })),
    );
    const linesField = resource.linesField;
    const lineColumns = tables.get(`${resource.table}_lines`);
    if (linesField && lineColumns && resource.lineFields) {
      const lineFields = resource.lineFields as Readonly<Record<string, { defaultValue?: unknown }>>;
      const lines = made.flatMap((row) =>
        ((row[linesField] as Record<string, unknown>[] | undefined) ?? []).map((line, i) => ({
          tenant_id: tenantId,
          header_id: row._id,
          stt: i + 1,
          ...columnValuesOf(resource, lineColumns, line, lineFields),
        })),
      );
      await insertChunks(db, `${resource.table}_lines`, lines);
    }
    await advanceNumbering(db, tenantId, resource, made);
    report.rows[resource.name] = made.length;
    if (postsVouchers(resource.name)) posted.push(...made.map((row) => ({ source: resource.name, row })));
  }
  await postDemoVouchers(db, tenantId, posted);
  return report;
};

/** What a day's postings come in: openings, then stock in, across, out, then the rest (money). */
const postingOrder = (source: string): number => {
  if (ledgerPostings[source]?.kind === 'opening') return 0;
  const direction = stockPostings[source]?.direction;
  return direction === 'in' ? 1 : direction === 'transfer' ? 2 : direction === 'out' ? 3 : 4;
};

/** The day a row posts on: its voucher date, an opening balance's 1 January. */
const postingDay = (row: CatalogueRow): string =>
  String(row.ngay_ct ?? (row.nam ? `${String(row.nam)}-01-01` : ''));

/**
 * Each demo return takes back one unit of the first line of a done bill of its branch made before it (each bill
 * returned once), for that bill's customer (a return with no such bill is not made); none is of a retail order.
 * The portal customer's bills are kept whole: one of them sells her package (demo-packages.ts), whatever the day.
 */
const withDemoReturns = (rows: Map<string, CatalogueRow[]>): void => {
  const returns = resourceNamed('returns');
  if (!returns) return;
  const bills = (rows.get('bills') ?? []).filter(
    (bill) => bill.trang_thai === '1' && bill.ma_kh !== portalDemoCustomer.ma_kh,
  );
  const used = new Set<unknown>();
  const made = (rows.get('returns') ?? []).map((ret) => {
    // The latest bill of the branch before the return that no other demo return took goods of.
    const bill = bills
      .filter(
        (b) => b.ma_dvcs === ret.ma_dvcs && String(b.ngay_ct) <= String(ret.ngay_ct) && !used.has(b._id),
      )
      .sort((a, b) => String(b.ngay_ct).localeCompare(String(a.ngay_ct)))[0];
    if (bill) used.add(bill._id);
    const line = (bill?.chi_tiet as Record<string, unknown>[] | undefined)?.[0];
    // A return names one original: the demo's are of bills (one with no such bill is left out).
    if (!bill || !line) return null;
    const back = {
      ...ret,
      so_ct_hd: bill.so_ct,
      so_ct_bl: null,
      ngay_ct_hd: bill.ngay_ct,
      ma_kh: bill.ma_kh,
      ten_kh: bill.ten_kh,
      ma_kho: bill.ma_kho ?? ret.ma_kho,
      chi_tiet: [{ ...line, so_luong: 1 }],
    };
    return (returns.derive ? returns.derive(back) : back) as CatalogueRow;
  });
  rows.set(
    'returns',
    made.filter((row) => row !== null),
  );
};

/**
 * The demo vouchers as a business makes them: cash receipts and payments on the cash fund, bank ones on the bank;
 * sales out of the branch's goods warehouse when they name none, paid by what the demo can pay with (no prepaid
 * card spending: the demo cards' balances are their own ledgers'; a sale 'paid' or a return refunded by prepaid
 * card is paid in cash).
 */
/**
 * Cashier shifts as tills leave them: closed the day they opened by the demo cashier, with what they expected and
 * what was counted (now and then a little cash short or over, once an order number missing). The demo's retail
 * orders were not taken at a till: no shift, no device number.
 */
const withDemoShifts = (rows: Map<string, CatalogueRow[]>): void => {
  (rows.get('pos-shifts') ?? []).forEach((row, i) => {
    const orders = 8 + ((i * 7) % 23);
    const tm = 1_000_000 + orders * 85_000;
    const ck = orders * 40_000;
    const the = (i % 3) * 150_000;
    const short = i % 5 === 0 ? -20_000 : i % 7 === 0 ? 10_000 : 0;
    Object.assign(row, {
      ma_may: `demo-till-${String(row.ma_dvcs).toLowerCase()}`,
      ma_nsd: 'thungan',
      ten_nsd: 'Lê Văn Hùng',
      gio_bd: '08:00',
      tien_dau_ca: 1_000_000,
      ngay_kt: row.ngay_ct,
      gio_kt: '21:30',
      so_don: orders,
      t_tt: tm - 1_000_000 + ck + the,
      tm_du_kien: tm,
      tm_thuc_te: tm + short,
      tm_chenh_lech: short,
      ck_du_kien: ck,
      ck_thuc_te: ck,
      ck_chenh_lech: 0,
      the_du_kien: the,
      the_thuc_te: the,
      the_chenh_lech: 0,
      so_dau: 1,
      so_cuoi: orders,
      so_thieu: i % 11 === 3 ? '7' : '',
      trang_thai: '1',
    });
  });
  for (const row of rows.get('retail-orders') ?? []) Object.assign(row, { ma_ca_tn: null, so_don_may: null });
};

const withDemoSales = (rows: Map<string, CatalogueRow[]>, today: Date): void => {
  const card = new Set(demoPaymentTypes.filter((t) => t.loai_tt === 'TTT').map((t) => t.ma_httt));
  const goods = (ma_dvcs: unknown) =>
    demoWarehouses.find((w) => w.ma_dvcs === ma_dvcs && w.ma_kho.endsWith('-HH'))?.ma_kho ?? null;
  for (const [source, posting] of Object.entries(stockPostings)) {
    if (posting.direction !== 'out') continue;
    for (const row of rows.get(source) ?? []) row.ma_kho ??= goods(row.ma_dvcs);
  }
  // Cash vouchers move the cash fund, bank vouchers the bank account, never the other's.
  for (const [source, field, fund] of [
    ['receive-invoices', 'tk_no', '1111'],
    ['spend-invoices', 'tk_co', '1111'],
    ['bank-receive-invoices', 'tk_no', '1121'],
    ['bank-spend-invoices', 'tk_co', '1121'],
  ] as const)
    for (const row of rows.get(source) ?? []) {
      row[field] = fund;
      // What the money is for: a customer's receipt settles their debt (131), another is other income (511); a
      // supplier is paid against payables (331), anything else is an expense (642).
      const receipt = field === 'tk_no';
      const other = receipt ? (row.ma_kh ? '131' : '511') : row.ma_ncc ? '331' : '642';
      for (const line of (row.chi_tiet as Record<string, unknown>[] | undefined) ?? [])
        line[receipt ? 'tk_co' : 'tk_no'] = other;
    }
  withDemoPurchases(rows);
  withDemoNoNames(rows);
  withDemoPoints(rows);
  withDemoReturns(rows);
  withDemoPackages(rows);
  withDemoInvoices(rows);
  withDemoShifts(rows);
  for (const [source, posting] of Object.entries(ledgerPostings)) {
    if (posting.kind !== 'sale' && posting.kind !== 'return') continue;
    for (const row of rows.get(source) ?? []) {
      row.ma_the = null;
      row.tien_the = 0;
      if (card.has(String(row.ma_httt))) row.ma_httt = 'TM';
      // A customer pays at most what the voucher comes to (the ledger counts no more; the rest would be change).
      if ('da_tt' in row && Number(row.da_tt) > Number(row.t_tt)) row.da_tt = Number(row.t_tt);
      if ('con_no' in row) row.con_no = Math.max(0, Number(row.t_tt) - Number(row.da_tt ?? 0));
    }
  }
  // The money the sales leave owing is collected, and the branches' cash and bank vouchers are their books'.
  withDemoBooks(rows, today);
};

/**
 * Posts the demo vouchers as the API would have when they were written, day by day and on each day what comes in
 * before what goes out (so sales leave at the cost of what was received): the ledgers and every report agree.
 */
const postDemoVouchers = async (
  db: Db,
  tenantId: string,
  vouchers: readonly { source: string; row: CatalogueRow }[],
): Promise<void> => {
  const order = [...vouchers].sort(
    (a, b) =>
      postingDay(a.row).localeCompare(postingDay(b.row)) || postingOrder(a.source) - postingOrder(b.source),
  );
  // Each is new (nothing of it posted before), as on a create: no ledger looks for what to take back.
  for (const { source, row } of order)
    await postVoucherIn({ trx: db, tenantId, source, fresh: true }, row._id, row);
  await restampPaymentCardBalances(db, tenantId);
};
