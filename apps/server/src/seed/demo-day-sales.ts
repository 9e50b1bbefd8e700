import { BUSINESS_TIME_ZONE, resourceNamed, stockPostings } from '@sen/domain/resources';
import { derivedRow, voucherNumber, type CatalogueRow } from './catalogue-rows.js';
import { addDays, hhmm, instantOf, weighted } from './demo-calendar.js';
import { demoCustomers, portalDemoCustomer } from './demo-customers.js';
import { demoServices } from './demo-goods.js';
import { demoNewcomers, type DaySaleCustomer } from './demo-newcomers.js';
import { demoSalers } from './demo-catalogue.js';
import { demoWarehouses } from './demo-resource-sets.js';
import { demoStartDay } from './opening-stock.js';
import { seededRandom, seedOf, type SeededRandom } from './seeded-random.js';

/**
 * The demo spa's trade since the first of last month, as a busy three-branch spa does it: each branch, every day
 * (Vietnam days), 10 to 30 sales — more at weekends, the head office busiest — half and a bit at the
 * till (retail orders, a third of them walk-ins) and the rest as bills of known customers: services at their
 * price, goods over the counter, now and then a package; paid in cash, by transfer, card or wallet. Today's run
 * only up to the time of day the demo is made, so the dashboard opens on the morning's figures. About one customer
 * a day in each branch is new, registered at the counter just before their first sale (demo-newcomers.ts). Goods
 * are sold only out of what the warehouse has left after the rest of the demo's vouchers (never below zero).
 *
 * And the floor right now: a few rooms in service and tables with guests, each with its open order at the till
 * (a draft retail order, as the POS keeps one), the place showing its customer and since when.
 *
 * Made as rows before the catalogue is written, so they are inserted, numbered on from the other demo vouchers and
 * posted with them (postDemoVouchers): the ledgers, sales days and every report agree.
 */

type Row = Record<string, unknown>;
type Rows = Map<string, CatalogueRow[]>;

/** A branch's usual sales a day (weekdays): the head office in Sài Gòn busiest. */
const BASE_SALES: Readonly<Record<string, number>> = { CN01: 15, CN02: 11, CN03: 9 };
/** How much busier a weekday is (Sunday 0 … Saturday 6). */
const WEEKDAY_FACTOR = [1.45, 0.85, 0.85, 0.9, 0.95, 1.15, 1.5];
/** Opening hours of the till, minutes of the day (9:00–21:00). */
const OPENS = 9 * 60;
const CLOSES = 21 * 60;
/** How the spa's customers pay, weighted. */
const PAYMENTS: readonly [string, number][] = [
  ['TM', 38],
  ['CK', 22],
  ['POS', 15],
  ['MOMO', 10],
  ['VNPAY', 10],
  ['ZALOPAY', 5],
];
/** Units of a good left in each warehouse after the demo's own sales (what the month's sales leave alone). */
const RESERVE = 6;

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The Vietnam day of `at`, YYYY-MM-DD. */
export const vietnamDay = (at: Date): string => dayFormat.format(at);
/** The Vietnam time of day of `at`, in minutes. */
const vietnamMinutes = (at: Date): number => {
  const [h, m] = timeFormat.format(at).split(':');
  return Number(h) * 60 + Number(m);
};
const goodsWarehouse = (ma_dvcs: string): string =>
  demoWarehouses.find((w) => w.ma_dvcs === ma_dvcs && w.ma_kho.endsWith('-HH'))?.ma_kho ?? '';

/**
 * What each warehouse can still sell of each good: what came in (every receipt) less everything any demo voucher
 * takes out (sales, issues, transfers away — whatever their status, so the worst case), less a reserve.
 */
const sellableStock = (rows: Rows): Map<string, number> => {
  const left = new Map<string, number>();
  const add = (ma_kho: unknown, ma_vt: unknown, qty: number) => {
    const key = `${String(ma_kho)}|${String(ma_vt)}`;
    left.set(key, (left.get(key) ?? 0) + qty);
  };
  // As the stock ledger moves them: in the product's own unit (conversion units), out of the line's warehouse,
  // else the voucher's, else the branch's first.
  const own = new Map((rows.get('products') ?? []).map((p) => [p.ma_vt, p.dvt]));
  const factors = new Map(
    (rows.get('conversion-units') ?? []).map((c) => [
      `${String(c.ma_vt)}|${String(c.dvt_qd)}`,
      Number(c.he_so),
    ]),
  );
  const factor = (line: Row) =>
    !line.dvt || line.dvt === own.get(line.ma_vt)
      ? 1
      : Math.max(1, factors.get(`${String(line.ma_vt)}|${String(line.dvt)}`) || 1);
  const firstOf = (ma_dvcs: unknown) =>
    demoWarehouses
      .filter((w) => w.ma_dvcs === ma_dvcs)
      .map((w) => w.ma_kho)
      .sort()[0];
  for (const [source, posting] of Object.entries(stockPostings)) {
    for (const row of rows.get(source) ?? []) {
      for (const line of (row.chi_tiet as Row[] | undefined) ?? []) {
        const qty = Number(line.so_luong ?? 0) * factor(line);
        const from = line.ma_kho ?? row.ma_kho ?? firstOf(row.ma_dvcs);
        if (posting.direction === 'in') {
          if (row.trang_thai === '1' && source === 'receipt-orders') add(from, line.ma_vt, qty);
        } else add(from, line.ma_vt, -qty);
      }
    }
  }
  for (const [key, qty] of left) left.set(key, qty - RESERVE);
  return left;
};

/** The next numbers of a voucher resource per branch and year, on from the demo's own. */
const numbering = (name: string, rows: Rows) => {
  const prefix = resourceNamed(name)?.voucher?.prefix ?? '';
  const last = new Map<string, number>();
  for (const row of rows.get(name) ?? []) {
    const key = `${String(row.ma_dvcs)}|${String(row.ngay_ct).slice(0, 4)}`;
    const n = Number(String(row.so_ct ?? '').slice(prefix.length)) || 0;
    last.set(key, Math.max(last.get(key) ?? 0, n));
  }
  return (ma_dvcs: string, day: string): string => {
    const key = `${ma_dvcs}|${day.slice(0, 4)}`;
    const n = (last.get(key) ?? 0) + 1;
    last.set(key, n);
    return voucherNumber(prefix, n);
  };
};

const taxOf = (ma_thue: unknown): number => (ma_thue === 'VAT8' ? 8 : ma_thue === 'VAT10' ? 10 : 0);

/**
 * The first day of the demo's trade: the first of last month, so that last month's reports (targets reached,
 * revenue against campaigns) are of a whole month; never before the opening stock came in (and this year's, as
 * the demo's vouchers are).
 */
export const demoTradeStart = (now: Date): string => {
  const [year, month] = vietnamDay(now).split('-').map(Number) as [number, number];
  const first = month === 1 ? `${year - 1}-12-01` : `${year}-${String(month - 1).padStart(2, '0')}-01`;
  return first < demoStartDay(now) ? addDays(demoStartDay(now), 1) : first;
};

/** Adds the month's sales and today's floor to the demo rows (see above). `now` is when the demo is made. */
export const withDemoDaySales = (rows: Rows, now: Date): void => {
  const bills = resourceNamed('bills');
  const orders = resourceNamed('retail-orders');
  if (!bills || !orders) return;
  const rng = seededRandom(seedOf('demo-day-sales'));
  const today = vietnamDay(now);
  const nowMinutes = vietnamMinutes(now);
  const start = demoTradeStart(now);
  const products = rows.get('products') ?? [];
  const goods = products.filter((p) => p.loai_vt === 'HH' && Number(p.gia_ban ?? 0) > 0);
  const packages = products.filter((p) => p.loai_vt === 'GOI' && Number(p.gia_ban ?? 0) > 0);
  // The services are the demo's fixed rows, at their prices.
  const services: readonly Row[] = demoServices;
  const customers: DaySaleCustomer[] = [
    ...demoCustomers().map((c) => ({ ma_kh: c.ma_kh, ten_kh: c.ten_kh, ma_dvcs: c.ma_dvcs })),
    ...(rows.get('partners') ?? []).map((c) => ({
      ma_kh: String(c.ma_kh),
      ten_kh: String(c.ten_kh),
      ma_dvcs: String(c.ma_dvcs ?? ''),
    })),
  ].filter((c) => c.ma_kh !== portalDemoCustomer.ma_kh && c.ma_kh);
  const newcomers = demoNewcomers(rows, today);
  /** The day's first-time customers: they may come back another day (the floor's guests now came earlier). */
  const joined: DaySaleCustomer[] = [];
  const stock = sellableStock(rows);
  const billNumber = numbering('bills', rows);
  const orderNumber = numbering('retail-orders', rows);
  const made = { bills: [] as CatalogueRow[], orders: [] as CatalogueRow[] };
  let id = 0;

  /** One to three lines: mostly services, goods the warehouse still has, now and then a package (bills). */
  const linesOf = (ma_kho: string, bill: boolean): Row[] => {
    const lines: Row[] = [];
    const count = weighted(rng, [
      [1, 55],
      [2, 33],
      [3, 12],
    ]);
    for (let i = 0; i < count; i += 1) {
      // A bill's lines name products (goods, packages); the till sells services too.
      const kind =
        bill && i === 0 && packages.length && rng.chance(0.06)
          ? 'GOI'
          : !bill && rng.chance(0.65)
            ? 'DV'
            : 'HH';
      if (kind === 'GOI') {
        const pack = rng.pick(packages);
        lines.push({ ...lineOf(pack, 1), loai_vt: 'GOI', dvt: 'GOI', thue_suat: 0 });
        break;
      }
      if (kind === 'DV') {
        const service = rng.pick(services);
        if (lines.some((l) => l.ma_vt === service.ma_vt)) continue;
        lines.push({ ...lineOf(service, 1), loai_vt: 'DV' });
        continue;
      }
      const good = rng.pick(goods);
      const key = `${ma_kho}|${String(good.ma_vt)}`;
      const qty = good.dvt === 'LY' ? rng.int(1, 3) : 1;
      if ((stock.get(key) ?? 0) < qty || lines.some((l) => l.ma_vt === good.ma_vt)) continue;
      stock.set(key, (stock.get(key) ?? 0) - qty);
      lines.push({ ...lineOf(good, qty), loai_vt: 'HH', ma_kho });
    }
    return lines;
  };
  const lineOf = (item: Row, so_luong: number): Row => ({
    ma_vt: item.ma_vt,
    ten_vt: item.ten_vt,
    dvt: item.dvt,
    so_luong,
    gia: Number(item.gia_ban ?? 0),
    ck: 0,
    thue_suat: taxOf(item.ma_thue),
  });

  const sale = (ma_dvcs: string, day: string, minutes: number, bill: boolean, firstVisit = false): void => {
    const ma_kho = goodsWarehouse(ma_dvcs);
    let chi_tiet = linesOf(ma_kho, bill);
    // Goods running short: the customer has a service at the till instead.
    if (chi_tiet.length === 0 && bill) return sale(ma_dvcs, day, minutes, false, firstVisit);
    if (chi_tiet.length === 0) chi_tiet = [{ ...lineOf(rng.pick(services), 1), loai_vt: 'DV' }];
    const local = customers.filter((c) => c.ma_dvcs === ma_dvcs);
    const walkIn = !bill && rng.chance(0.35);
    const regular = walkIn ? null : rng.chance(0.8) && local.length ? rng.pick(local) : rng.pick(customers);
    const customer = firstVisit ? newcomers.register(ma_dvcs, day, minutes) : regular;
    const salers = demoSalers.filter((s) => s.ma_dvcs === ma_dvcs);
    const saler = rng.pick(salers.length ? salers : demoSalers);
    const ma_httt = chi_tiet.some((l) => l.loai_vt === 'GOI') ? 'CK' : weighted(rng, PAYMENTS);
    const ngay_tao = instantOf(day, minutes);
    id += 1;
    const row = derivedRow(bill ? 'bills' : 'retail-orders', {
      _id: `day-sale-${String(id).padStart(5, '0')}`,
      ma_ct: (bill ? bills : orders).voucher?.ma_ct,
      so_ct: (bill ? billNumber : orderNumber)(ma_dvcs, day),
      ngay_ct: day,
      ma_dvcs,
      ma_kh: customer?.ma_kh ?? null,
      ten_kh: customer?.ten_kh ?? 'Khách lẻ',
      ma_nvbh: saler.ma_nvbh,
      ten_nvbh: saler.ten_nvbh,
      ma_kho,
      ma_httt,
      ma_the: null,
      tien_the: 0,
      ...(!bill && {
        ma_ban: null,
        ma_phong: null,
        ma_ca_tn: null,
        so_don_may: null,
        ma_httt2: null,
        tien_httt2: 0,
      }),
      dien_giai: null,
      trang_thai: '1',
      chi_tiet,
      nguoi_tao: bill ? 'admin' : 'thungan',
      ngay_tao,
      nguoi_sua: null,
      ngay_sua: null,
    });
    // Paid in full at the counter.
    row.da_tt = row.t_tt;
    row.con_no = 0;
    (bill ? made.bills : made.orders).push(row);
    if (firstVisit && customer) joined.push(customer);
  };

  for (let day = start; day <= today; day = addDays(day, 1)) {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    for (const ma_dvcs of ['CN01', 'CN02', 'CN03']) {
      const base = (BASE_SALES[ma_dvcs] ?? 12) * (WEEKDAY_FACTOR[weekday] ?? 1);
      const count = Math.max(10, Math.min(30, Math.round(base * (0.8 + rng.next() * 0.4))));
      const times = Array.from({ length: count }, () => rng.int(OPENS, CLOSES - 1)).sort((a, b) => a - b);
      const sold = times.filter((minutes) => day !== today || minutes <= nowMinutes).length;
      const firstVisits = newcomers.firstVisits(day, sold);
      let at = 0;
      for (const minutes of times) {
        const bill = rng.chance(0.3);
        if (day === today && minutes > nowMinutes) continue;
        sale(ma_dvcs, day, minutes, bill, firstVisits.has(at));
        at += 1;
      }
    }
    if (day !== today) customers.push(...joined.splice(0));
  }
  newcomers.commit();
  rows.set('bills', [...(rows.get('bills') ?? []), ...made.bills]);
  rows.set('retail-orders', [...(rows.get('retail-orders') ?? []), ...made.orders]);
  withFloorToday(rows, today, nowMinutes, customers, orderNumber, rng);
};

/**
 * Rooms in service and tables with guests now (during opening hours): in each branch a few of its free places,
 * each with an open order of the till begun within the last hour or so.
 */
const withFloorToday = (
  rows: Rows,
  today: string,
  nowMinutes: number,
  customers: readonly { ma_kh: string; ten_kh: string; ma_dvcs: string }[],
  orderNumber: (ma_dvcs: string, day: string) => string,
  rng: SeededRandom,
): void => {
  // Today's appointments spread over the day (9:00 to 19:00, in the order booked: far enough apart that no
  // technician or room has two at once), and stand as the desk has them now: done once over, arrived while on,
  // confirmed ahead.
  const todays = (rows.get('tasks') ?? []).filter(
    (task) => task.ngay_hen === today && ['1', '2', '3'].includes(String(task.trang_thai)),
  );
  for (const branch of new Set(todays.map((task) => task.ma_dvcs))) {
    const list = todays
      .filter((task) => task.ma_dvcs === branch)
      .sort((a, b) => String(a.gio_hen).localeCompare(String(b.gio_hen)));
    const step = Math.max(105, Math.floor((10 * 60) / Math.max(1, list.length) / 15) * 15);
    list.forEach((task, i) => {
      const start = OPENS + i * step;
      if (start + Number(task.thoi_luong ?? 60) <= 20 * 60) task.gio_hen = hhmm(start);
    });
  }
  const inService = new Map<string, Row>();
  for (const task of todays) {
    const [h, m] = String(task.gio_hen ?? '09:00').split(':');
    const begins = Number(h) * 60 + Number(m);
    const ends = begins + Number(task.thoi_luong ?? 60);
    task.trang_thai = ends <= nowMinutes ? '3' : begins <= nowMinutes ? '2' : '1';
    if (task.trang_thai === '2' && task.ma_phong) inService.set(String(task.ma_phong), task);
  }
  if (nowMinutes < OPENS + 30 || nowMinutes >= CLOSES) return;
  const orders = resourceNamed('retail-orders');
  const open: CatalogueRow[] = [];
  const places = [
    { resource: 'rooms', field: 'ma_phong', started: 'gio_bd', per: { CN01: 4, CN02: 3, CN03: 2 } },
    {
      resource: 'restaurant-tables',
      field: 'ma_ban',
      started: 'gio_vao',
      per: { CN01: 5, CN02: 3, CN03: 3 },
    },
  ] as const;
  for (const place of places) {
    for (const [ma_dvcs, n] of Object.entries(place.per)) {
      const free = (rows.get(place.resource) ?? []).filter(
        (p) => p.ma_dvcs === ma_dvcs && (p.trang_thai ?? '0') === '0',
      );
      const local = customers.filter((c) => c.ma_dvcs === ma_dvcs);
      // Rooms of the appointments on now first, with their customer and service.
      const chosen = [
        ...free.filter((p) => inService.has(String(p[place.field]))),
        ...rng.shuffle(free.filter((p) => !inService.has(String(p[place.field])))),
      ].slice(0, Math.max(n, free.filter((p) => inService.has(String(p[place.field]))).length));
      for (const spot of chosen) {
        const task = place.resource === 'rooms' ? inService.get(String(spot.ma_phong)) : undefined;
        const taskStart = task ? String(task.gio_hen).split(':').map(Number) : undefined;
        const since = taskStart
          ? taskStart[0]! * 60 + taskStart[1]!
          : Math.max(OPENS, nowMinutes - rng.int(10, 80));
        const walkIn = place.resource === 'restaurant-tables' && rng.chance(0.5);
        const booked = task?.ma_kh ? { ma_kh: String(task.ma_kh), ten_kh: String(task.ten_kh ?? '') } : null;
        const customer = booked ?? (walkIn || local.length === 0 ? null : rng.pick(local));
        const item =
          place.resource === 'rooms'
            ? (demoServices.find((s) => s.ma_vt === task?.ma_vt) ??
              rng.pick(demoServices.filter((s) => s.can_phong)))
            : rng.pick((rows.get('products') ?? []).filter((p) => p.dvt === 'LY'));
        if (!item) continue;
        const saler = demoSalers.find((s) => s.ma_dvcs === ma_dvcs) ?? demoSalers[0];
        open.push(
          derivedRow('retail-orders', {
            _id: `floor-order-${String(spot[place.field])}`,
            ma_ct: orders?.voucher?.ma_ct,
            so_ct: orderNumber(ma_dvcs, today),
            ngay_ct: today,
            ma_dvcs,
            ma_kh: customer?.ma_kh ?? null,
            ten_kh: customer?.ten_kh ?? 'Khách lẻ',
            ma_nvbh: saler.ma_nvbh,
            ten_nvbh: saler.ten_nvbh,
            ma_kho: goodsWarehouse(ma_dvcs),
            ma_httt: null,
            ma_the: null,
            tien_the: 0,
            ma_ban: place.field === 'ma_ban' ? spot.ma_ban : null,
            ma_phong: place.field === 'ma_phong' ? spot.ma_phong : null,
            ma_ca_tn: null,
            so_don_may: null,
            ma_httt2: null,
            tien_httt2: 0,
            dien_giai: null,
            trang_thai: '0',
            da_tt: 0,
            chi_tiet: [
              {
                ma_vt: item.ma_vt,
                ten_vt: item.ten_vt,
                dvt: item.dvt,
                loai_vt: place.resource === 'rooms' ? 'DV' : 'HH',
                so_luong: place.resource === 'rooms' ? 1 : rng.int(2, 4),
                gia: Number(item.gia_ban ?? 0),
                ck: 0,
                thue_suat: taxOf(item.ma_thue),
                sl_bep: 0,
              },
            ],
            nguoi_tao: 'thungan',
            ngay_tao: instantOf(today, since),
            nguoi_sua: null,
            ngay_sua: null,
          }),
        );
        Object.assign(spot, {
          trang_thai: '1',
          [place.started]: hhmm(since),
          ma_kh: customer?.ma_kh ?? null,
          ten_kh: customer?.ten_kh ?? 'Khách lẻ',
        });
      }
    }
  }
  rows.set('retail-orders', [...(rows.get('retail-orders') ?? []), ...open]);
};
