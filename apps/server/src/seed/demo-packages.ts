import { packageCodeOf, resourceNamed } from '@sen/domain/resources';
import { derivedRow, type CatalogueRow } from './catalogue-rows.js';

/**
 * The demo's service packages (liệu trình) as a spa sells them: four package products, each so many sessions of
 * one of the spa's services; in each branch the first done bills not taken back by a return sell one, paid in
 * full, and so does the portal customer's first; later service vouchers of the same customer use a session each. The customer packages themselves are
 * made by posting these vouchers (no hand-made ones), so the package reports agree with the sales.
 */

type Rows = Map<string, CatalogueRow[]>;
type Line = Record<string, unknown>;

/** The packages: name, the service they give (found by its name), sessions, price. */
const demoPackages = [
  { ten_vt: 'Liệu trình massage body đá nóng 10 buổi', service: 'Massage body', so_buoi: 10, gia: 4_500_000 },
  { ten_vt: 'Liệu trình chăm sóc da mặt 10 buổi', service: 'Chăm sóc da mặt', so_buoi: 10, gia: 3_500_000 },
  { ten_vt: 'Liệu trình trị mụn chuyên sâu 6 buổi', service: 'Trị mụn', so_buoi: 6, gia: 4_200_000 },
  { ten_vt: 'Liệu trình triệt lông nách 12 buổi', service: 'Triệt lông', so_buoi: 12, gia: 2_400_000 },
];

/** Bills selling a package in each branch, and sessions each package has used. */
const SALES_PER_BRANCH = 2;
const SESSIONS_USED = 2;
/**
 * The portal's demo customer (Trần Thị Mai, card THE001, README) buys a package on her first done bill too, of the
 * spa's massage: a cashier tries paying with a session and her card at the till (the code shown in the demo).
 */
const DEMO_CUSTOMER = 'KH0001';
const DEMO_CUSTOMER_PACKAGE = 0;

/**
 * Lines of any voucher naming one of the products (by code) name another instead, with its name and unit: the
 * products about to become packages are sold only where the demo sells packages.
 */
const replaceOnLines = (rows: Rows, gone: readonly CatalogueRow[], by: readonly CatalogueRow[]) => {
  const instead = new Map(gone.map((product, i) => [product.ma_vt, by[i % by.length]!]));
  for (const [name, list] of rows) {
    const resource = resourceNamed(name);
    const field = resource?.lineFields?.ma_vt;
    if (!resource?.linesField || field?.type !== 'lookup' || field.resource !== 'products') continue;
    // Goods come in and move at cost, and are sold at their price.
    const price = /receipt|delivery|transfer|domestic/.test(name) ? 'gia_von' : 'gia_ban';
    for (const row of list) {
      let changed = false;
      for (const line of (row[resource.linesField] as Line[] | undefined) ?? []) {
        const other = instead.get(line.ma_vt);
        if (!other) continue;
        changed = true;
        // Its batch was the other product's.
        Object.assign(line, { ma_vt: other.ma_vt, dvt: other.dvt });
        if ('ma_lo' in line) Object.assign(line, { ma_lo: null, han_sd: null });
        if ('ten_vt' in line) line.ten_vt = other.ten_vt;
        if ('loai_vt' in line) line.loai_vt = other.loai_vt;
        if ('gia' in line) line.gia = other[price] ?? line.gia;
      }
      if (changed) Object.assign(row, derivedRow(name, row));
    }
  }
};

/** The last generated products become the packages; no other product is a package. */
const packageProducts = (rows: Rows): CatalogueRow[] => {
  const products = rows.get('products') ?? [];
  const services = rows.get('stock-services') ?? [];
  const made: CatalogueRow[] = [];
  const packages = products.slice(-demoPackages.length);
  replaceOnLines(rows, packages, products.slice(0, demoPackages.length));
  for (const product of products) if (product.loai_vt === 'GOI') product.loai_vt = 'HH';
  for (const product of products) Object.assign(product, { ma_dv_chinh: null, so_buoi: 0, so_ngay_hl: 0 });
  for (const [index, pack] of demoPackages.entries()) {
    const product = packages[index];
    const service = services.find((s) => String(s.ten_vt).includes(pack.service));
    if (!product || !service) continue;
    Object.assign(product, {
      ten_vt: pack.ten_vt,
      loai_vt: 'GOI',
      dvt: 'GOI',
      gia_ban: pack.gia,
      gia_von: 0,
      ma_dv_chinh: service.ma_vt,
      so_buoi: pack.so_buoi,
      so_ngay_hl: 180,
      theo_doi_lo: false,
    });
    made.push(product);
  }
  return made;
};

export const withDemoPackages = (rows: Rows): void => {
  // Customer packages come from posting the sales below, never made up.
  rows.set('customer-packages', []);
  const packages = packageProducts(rows);
  // The generated package of a line named its service in the line's place: the line sells that service, at its
  // price (a till order is paid in full, at what it comes to once the goods about to be packages are replaced).
  const serviceOf = new Map((rows.get('stock-services') ?? []).map((service) => [service.ma_vt, service]));
  for (const name of ['sales-services', 'retail-orders'])
    for (const voucher of rows.get(name) ?? []) {
      let changed = false;
      for (const line of (voucher.chi_tiet as Line[] | undefined) ?? []) {
        const service = line.ma_lt ? serviceOf.get(line.ma_vt) : undefined;
        line.ma_lt = null;
        if (!service) continue;
        changed = true;
        Object.assign(line, { ten_vt: service.ten_vt, dvt: service.dvt, gia: service.gia_ban });
        if ('loai_vt' in line) line.loai_vt = service.loai_vt;
      }
      if (changed) Object.assign(voucher, derivedRow(name, voucher));
      if (name === 'retail-orders') voucher.da_tt = voucher.t_tt;
    }
  if (packages.length === 0) return;
  const services = rows.get('stock-services') ?? [];
  const returned = new Set(
    (rows.get('returns') ?? [])
      .filter((r) => r.trang_thai === '1')
      .map((r) => `${String(r.ma_dvcs)}/${String(r.so_ct_hd)}`),
  );
  const bills = (rows.get('bills') ?? [])
    .filter(
      (bill) => bill.trang_thai === '1' && !returned.has(`${String(bill.ma_dvcs)}/${String(bill.so_ct)}`),
    )
    .sort((a, b) => String(a.ngay_ct).localeCompare(String(b.ngay_ct)));
  // Visits: service vouchers not cancelled, made done once they use a session.
  const vouchers = (rows.get('sales-services') ?? []).filter((row) => row.trang_thai !== '9');
  const usedVouchers = new Set<unknown>();
  const soldIn = new Map<unknown, number>();
  const sold = new Map<unknown, CatalogueRow>();
  let next = 0;
  const ownFirst = bills.find((bill) => bill.ma_kh === DEMO_CUSTOMER);
  for (const bill of bills) {
    const count = soldIn.get(bill.ma_dvcs) ?? 0;
    const own = bill === ownFirst;
    if (count >= SALES_PER_BRANCH && !own) continue;
    if (!own) soldIn.set(bill.ma_dvcs, count + 1);
    const pack = own ? packages[DEMO_CUSTOMER_PACKAGE]! : packages[next++ % packages.length]!;
    const selling = derivedRow('bills', {
      ...bill,
      chi_tiet: [
        {
          ...((bill.chi_tiet as Line[] | undefined)?.[0] ?? {}),
          ma_vt: pack.ma_vt,
          ten_vt: pack.ten_vt,
          dvt: 'GOI',
          loai_vt: 'GOI',
          so_luong: 1,
          gia: pack.gia_ban,
          ck: 0,
          thue_suat: 0,
        },
      ],
    });
    Object.assign(bill, selling, { da_tt: selling.t_tt, con_no: 0, ma_httt: 'CK' });
    sold.set(bill._id, bill);
    // Later visits of the customer use the package's sessions.
    const service = services.find((s) => s.ma_vt === pack.ma_dv_chinh);
    const visits = vouchers
      .filter(
        (v) =>
          v.ma_dvcs === bill.ma_dvcs && String(v.ngay_ct) > String(bill.ngay_ct) && !usedVouchers.has(v._id),
      )
      .slice(0, SESSIONS_USED);
    for (const visit of visits) {
      usedVouchers.add(visit._id);
      const first = (visit.chi_tiet as Line[] | undefined)?.[0] ?? {};
      const using = derivedRow('sales-services', {
        ...visit,
        ma_kh: bill.ma_kh,
        ten_kh: bill.ten_kh,
        chi_tiet: [
          {
            ...first,
            ma_lt: packageCodeOf(String(bill.ma_dvcs), String(bill.so_ct), 1),
            ma_vt: pack.ma_dv_chinh,
            ten_vt: service?.ten_vt ?? first.ten_vt,
            so_luong: 1,
            gia: 0,
            ck: 0,
            thue_suat: 0,
          },
        ],
      });
      Object.assign(visit, using, { trang_thai: '1', da_tt: 0, tien_the: 0, con_no: 0 });
    }
  }
};
