import {
  ledgerEntriesOf,
  ledgerPostings,
  resourceNamed,
  type LedgerFacts,
  type Resource,
} from '@sen/domain/resources';
import { numberVouchers, type CatalogueRow } from './catalogue-rows.js';
import { demoCustomers, portalDemoCustomer } from './demo-customers.js';
import { seededRandom, seedOf, type SeededRandom } from './seeded-random.js';
import { femaleGivenNames, femaleMiddleNames, maleGivenNames, maleMiddleNames } from './vietnamese-names.js';

type Rows = Map<string, CatalogueRow[]>;

/** The cash and bank vouchers the demo decides here, each moving its fund (tk_no of receipts, tk_co of payments). */
const CASH_SOURCES = [
  { source: 'receive-invoices', fund: '1111', receipt: true },
  { source: 'bank-receive-invoices', fund: '1121', receipt: true },
  { source: 'spend-invoices', fund: '1111', receipt: false },
  { source: 'bank-spend-invoices', fund: '1121', receipt: false },
] as const;
type CashSource = (typeof CASH_SOURCES)[number];

/** What each branch's books open the year with: cash in the fund, money in the bank, what it owes suppliers. */
const OPENINGS: Readonly<Record<string, { cash: number; bank: number; payables: number }>> = {
  CN01: { cash: 30_000_000, bank: 280_000_000, payables: 18_500_000 },
  CN02: { cash: 20_000_000, bank: 190_000_000, payables: 12_000_000 },
  CN03: { cash: 15_000_000, bank: 160_000_000, payables: 9_500_000 },
};

/** Each branch's bank account, the one its bank receipts and payments go through. */
const BRANCH_BANKS: Readonly<Record<string, { so_tk_nh: string; ten_ngan_hang: string }>> = {
  CN01: { so_tk_nh: '0071001234567', ten_ngan_hang: 'Vietcombank' },
  CN02: { so_tk_nh: '19036688123012', ten_ngan_hang: 'Techcombank' },
  CN03: { so_tk_nh: '56110000456789', ten_ngan_hang: 'BIDV' },
};

/** A branch's monthly rent and payroll, paid from the bank. */
const FIXED_COSTS: Readonly<Record<string, { rent: number; payroll: number }>> = {
  CN01: { rent: 25_000_000, payroll: 38_000_000 },
  CN02: { rent: 18_000_000, payroll: 26_000_000 },
  CN03: { rent: 15_000_000, payroll: 22_000_000 },
};

/** The demo's cashier (user thungan), who takes cash to and from the bank. */
const CASHIER = 'Lê Văn Hùng';

/** What a fund keeps at least (the till's float, the bank's minimum). */
const FLOOR: Readonly<Record<string, number>> = { '1111': 2_000_000, '1121': 5_000_000 };

/** Customers' opening notes: a debt carried from last year, or a small deposit paid ahead. */
const DEBT_NOTES = [
  'Còn nợ tiền liệu trình năm trước',
  'Nợ tiền mỹ phẩm mua cuối năm',
  'Còn nợ gói chăm sóc da',
  'Nợ tiền dịch vụ tháng 12',
];
const DEPOSIT_NOTE = 'Khách đặt cọc trước liệu trình';
/** A customer who has agreed to pay at the year's end: not asked before then (so the demo ends with debts open). */
const PROMISED_NOTE = 'Khách hẹn thanh toán vào cuối năm';

/** What the ledger rule reads of the demo tenant: its payment types; it asks for no approval (done posts). */
const factsOf = (rows: Rows): LedgerFacts => {
  const types = new Map(
    (rows.get('payment-types') ?? []).map((t) => [
      String(t.ma_httt),
      { loai_tt: (t.loai_tt as string | null) ?? null, tk: (t.tk as string | null) ?? null },
    ]),
  );
  return { paymentType: (ma_httt) => types.get(ma_httt), flag: () => false };
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const derived = (resource: Resource | undefined, row: CatalogueRow): CatalogueRow =>
  (resource?.derive ? resource.derive(row) : row) as CatalogueRow;
/** 'MM/YYYY' of a day. */
const monthOf = (day: string): string => `${day.slice(5, 7)}/${day.slice(0, 4)}`;
/** The month before a day's, 'MM/YYYY'. */
const previousMonthOf = (day: string): string => {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return m === 1 ? `12/${y - 1}` : `${String(m - 1).padStart(2, '0')}/${y}`;
};
/** An amount in whole steps (100,000 by default), between two bounds. */
const amountIn = (rng: SeededRandom, min: number, max: number, step = 100_000): number =>
  rng.int(Math.ceil(min / step), Math.floor(max / step)) * step;
const floorTo = (value: number, step: number): number => Math.floor(value / step) * step;

/** What the voucher labels a sale it collects: 'hóa đơn HD000012', 'phiếu dịch vụ DV000004'. */
const saleLabels: Readonly<Record<string, string>> = {
  bills: 'hóa đơn',
  'sales-services': 'phiếu dịch vụ',
  'retail-orders': 'đơn bán lẻ',
};

type Customer = { ma_kh: string; ten_kh: string; dia_chi: string | null; gioi_tinh: string | null };

/** A debt still open: a sale's unpaid part (ref names it) or the year's opening (ref null), at its branch. */
type Owed = { ref: string | null; ma_dvcs: string; day: string; amount: number };

/** The books as the vouchers posted so far leave them: funds by account and branch, receivables by customer. */
class Books {
  /** Customers not asked to pay (they pay at the year's end). */
  readonly promised: ReadonlySet<string>;
  private readonly facts: LedgerFacts;
  constructor(promised: ReadonlySet<string>, facts: LedgerFacts) {
    this.promised = promised;
    this.facts = facts;
  }

  readonly funds = new Map<string, number>();
  readonly balances = new Map<string, number>();
  readonly owed = new Map<string, Owed[]>();

  fund(tk: string, ma_dvcs: string): number {
    return this.funds.get(`${tk}|${ma_dvcs}`) ?? 0;
  }

  balance(ma_kh: string): number {
    return this.balances.get(ma_kh) ?? 0;
  }

  /** The day of a customer's oldest debt still open at a branch ('' when none). */
  oldestAt(ma_kh: string, ma_dvcs: string): string {
    return (this.owed.get(ma_kh) ?? []).find((o) => o.ma_dvcs === ma_dvcs)?.day ?? '';
  }

  /**
   * What a customer may be asked to pay at a branch on a day: their debts there from before the day still open,
   * never more than they owe in all; nothing from a customer who pays at the year's end.
   */
  owedAt(ma_kh: string, ma_dvcs: string, day: string): number {
    if (this.promised.has(ma_kh)) return 0;
    const items = (this.owed.get(ma_kh) ?? []).filter((o) => o.ma_dvcs === ma_dvcs && o.day < day);
    return Math.min(
      this.balance(ma_kh),
      items.reduce((sum, o) => sum + o.amount, 0),
    );
  }

  /** The fund movements a posting row makes, by 'tk|ma_dvcs'. */
  fundMoves(source: string, row: CatalogueRow): Map<string, number> {
    const moves = new Map<string, number>();
    for (const entry of entriesOf(source, row, this.facts))
      if (entry.tk === '1111' || entry.tk === '1121') {
        const key = `${entry.tk}|${String(row.ma_dvcs)}`;
        moves.set(key, (moves.get(key) ?? 0) + entry.ps_no - entry.ps_co);
      }
    return moves;
  }

  /**
   * Posts a row: its fund movements, and what it moves on customers' receivables (a sale's unpaid part kept) unless
   * that was settled already (a collection takes its debt off when it is decided).
   */
  post(source: string, row: CatalogueRow, receivables = true): void {
    for (const [key, value] of this.fundMoves(source, row))
      this.funds.set(key, (this.funds.get(key) ?? 0) + value);
    if (!receivables) return;
    const byCustomer = new Map<string, number>();
    for (const entry of entriesOf(source, row, this.facts))
      if (entry.tk === '131' && entry.ma_kh)
        byCustomer.set(entry.ma_kh, (byCustomer.get(entry.ma_kh) ?? 0) + entry.ps_no - entry.ps_co);
    const label = saleLabels[source];
    for (const [ma_kh, value] of byCustomer) {
      this.balances.set(ma_kh, this.balance(ma_kh) + value);
      const items = this.owed.get(ma_kh) ?? [];
      this.owed.set(ma_kh, items);
      if (value > 0)
        items.push({
          ref: label ? `${label} ${String(row.so_ct)}` : null,
          ma_dvcs: String(row.ma_dvcs),
          day: postingDay(row),
          amount: value,
        });
      else this.settle(ma_kh, -value, null);
    }
  }

  /** Takes `amount` off a customer's open debts, oldest first (of one branch when named); the refs it settled. */
  settle(ma_kh: string, amount: number, ma_dvcs: string | null): (string | null)[] {
    const refs: (string | null)[] = [];
    let left = amount;
    for (const item of this.owed.get(ma_kh) ?? []) {
      if (left <= 0) break;
      if (item.amount <= 0 || (ma_dvcs && item.ma_dvcs !== ma_dvcs)) continue;
      const taken = Math.min(item.amount, left);
      item.amount -= taken;
      left -= taken;
      if (!refs.includes(item.ref)) refs.push(item.ref);
    }
    this.owed.set(
      ma_kh,
      (this.owed.get(ma_kh) ?? []).filter((o) => o.amount > 0),
    );
    return refs;
  }
}

const entriesOf = (source: string, row: CatalogueRow, facts: LedgerFacts) => {
  const posting = ledgerPostings[source];
  if (!posting) return [];
  const result = ledgerEntriesOf(posting, row, facts);
  return result.ok ? result.posted.entries : [];
};

/** The day a row posts on: its voucher date, an opening balance's 1 January. */
const postingDay = (row: CatalogueRow): string =>
  String(row.ngay_ct ?? (row.nam ? `${String(row.nam)}-01-01` : ''));

/**
 * Opening balances as a spa carries them into the year: a handful of customers owing a few hundred thousand to a
 * few million (two with a small deposit paid ahead) on receivables (131), and each branch's cash fund, bank account
 * and what it owes its suppliers. Expense items are expenses (642).
 */
const withOpenings = (rows: Rows, today: Date, customers: Map<string, Customer>): Set<string> => {
  const promised = new Set<string>();
  const nam = today.getUTCFullYear();
  const rng = seededRandom(seedOf('demo-books/openings'));
  const seen = new Set<string>();
  const balances = (rows.get('customer-balances') ?? []).filter((row) => {
    const key = `${String(row.ma_dvcs)}|${String(row.ma_kh)}`;
    if (seen.has(key) || !customers.has(String(row.ma_kh)) || row.ma_kh === portalDemoCustomer.ma_kh)
      return false;
    seen.add(key);
    return true;
  });
  balances.forEach((row, i) => {
    const deposit = i % 5 === 4;
    const later = i % 4 === 1;
    if (later) promised.add(String(row.ma_kh));
    Object.assign(row, {
      nam,
      tk: '131',
      ten_kh: customers.get(String(row.ma_kh))?.ten_kh ?? row.ten_kh,
      du_no: deposit
        ? 0
        : later
          ? amountIn(rng, 1_500_000, 3_500_000)
          : amountIn(rng, 300_000, 3_500_000, 50_000),
      du_co: deposit ? amountIn(rng, 200_000, 500_000, 50_000) : 0,
      ghi_chu: deposit ? DEPOSIT_NOTE : later ? PROMISED_NOTE : rng.pick(DEBT_NOTES),
    });
  });
  rows.set('customer-balances', balances);

  const accounts = new Map((rows.get('accounts') ?? []).map((a) => [a.tk, a]));
  const template = rows.get('account-balances') ?? [];
  const wanted = Object.entries(OPENINGS).flatMap(([ma_dvcs, o]) => [
    { ma_dvcs, tk: '1111', du_no: o.cash, du_co: 0 },
    { ma_dvcs, tk: '1121', du_no: o.bank, du_co: 0 },
    { ma_dvcs, tk: '331', du_no: 0, du_co: o.payables },
  ]);
  rows.set(
    'account-balances',
    wanted.flatMap((opening, i) => {
      const row = template[i];
      if (!row) return [];
      return [
        Object.assign(row, opening, {
          nam,
          ten_tk: accounts.get(opening.tk)?.ten_tk ?? null,
          ghi_chu: 'Số dư chuyển sang từ năm trước',
        }),
      ];
    }),
  );
  for (const expense of rows.get('expenses') ?? []) expense.tk = '642';
  return promised;
};

/** Someone of the customer's family paying for them: their family name, a name of their own. */
const relativeOf = (rng: SeededRandom, customer: Customer): string => {
  const family = customer.ten_kh.split(' ')[0] ?? '';
  const male = rng.chance(0.5);
  return `${family} ${rng.pick(male ? maleMiddleNames : femaleMiddleNames)} ${rng.pick(male ? maleGivenNames : femaleGivenNames)}`;
};

/** What a collection says: the sales (and last year's debt) it settles. */
const collectionText = (refs: readonly (string | null)[], partial: boolean): string => {
  const sales = refs.filter((r): r is string => r !== null);
  const old = refs.includes(null);
  const what = [...(old ? ['nợ năm trước'] : []), ...sales].join(', ');
  return `${partial ? 'Thu một phần nợ' : 'Thu nợ'} ${what.replace(/^nợ /, '')}`;
};

type Decision = { row: CatalogueRow } | null;

/** A voucher of the day decides what it is from the books before the day and what the day already decided. */
type DayState = {
  day: string;
  books: Books;
  /** Money the day's other vouchers (and decided payments) take out of each fund, by 'tk|ma_dvcs'. */
  out: Map<string, number>;
  /** Kinds of a branch already paid or received for a month ('CN01|rent|10/2026'), or once at all. */
  used: Set<string>;
};

const available = (state: DayState, tk: string, ma_dvcs: string): number =>
  state.books.fund(tk, ma_dvcs) - (state.out.get(`${tk}|${ma_dvcs}`) ?? 0) - (FLOOR[tk] ?? 0);

const takeOut = (state: DayState, tk: string, ma_dvcs: string, amount: number): void => {
  const key = `${tk}|${ma_dvcs}`;
  state.out.set(key, (state.out.get(key) ?? 0) + amount);
};

/** One line of a cash voucher: the other account, what it says, the amount (and a payment's expense item). */
const oneLine = (account: string, receipt: boolean, dien_giai: string, tien: number, ma_phi?: unknown) =>
  receipt
    ? [{ tk_co: account, dien_giai, tien }]
    : [{ tk_no: account, ma_phi: ma_phi ?? null, dien_giai, tien }];

type Kind = {
  key: string;
  /** Once a month ('month'), once in the demo ('once'), or as often as it comes ('any'). */
  every: 'month' | 'once' | 'any';
  make: (row: CatalogueRow, ctx: KindContext) => Made | null;
};
/** What a voucher of a kind is: the other account, what it says, the amount; its expense item and who paid or took it. */
type Made = {
  account: string;
  dien_giai: string;
  tien: number;
  extra?: { expense?: string; nguoi_nhan?: string | null; nguoi_nop?: string | null };
};
type KindContext = {
  rng: SeededRandom;
  state: DayState;
  branch: string;
  fund: string;
  expense: (name: string) => unknown;
  staff: (branch: string) => string | null;
  supplier: (row: CatalogueRow) => CatalogueRow | undefined;
  anySupplier: () => CatalogueRow | undefined;
};

/** Receipts that name no customer: the bank's interest, a counter let to a brand, scrap sold, a transfer of funds. */
const otherReceipts: Readonly<Record<string, readonly Kind[]>> = {
  '1111': [
    {
      key: 'withdraw',
      every: 'any',
      make: (_row, { state, branch }) => {
        // The till runs low: cash drawn from the branch's bank account.
        if (available(state, '1111', branch) > 8_000_000) return null;
        const tien = Math.min(15_000_000, floorTo(available(state, '1121', branch), 1_000_000));
        return tien >= 5_000_000
          ? {
              account: '1121',
              dien_giai: 'Rút tiền gửi ngân hàng về nhập quỹ tiền mặt',
              tien,
              extra: { nguoi_nop: CASHIER },
            }
          : null;
      },
    },
    {
      key: 'scrap',
      every: 'month',
      // Now and then, not every month.
      make: (_row, { rng }) =>
        rng.chance(0.5)
          ? null
          : {
              account: '711',
              dien_giai: 'Thu tiền bán phế liệu (thùng carton, vỏ chai)',
              tien: amountIn(rng, 150_000, 600_000, 10_000),
              extra: { nguoi_nop: 'Cơ sở thu mua phế liệu Minh Phát' },
            },
    },
    {
      key: 'machine',
      every: 'once',
      // The head office's old steam machine, sold once.
      make: (_row, { rng, branch }) =>
        branch !== 'CN01'
          ? null
          : {
              account: '711',
              dien_giai: 'Thu tiền thanh lý máy xông hơi cũ',
              tien: amountIn(rng, 2_500_000, 6_000_000),
              extra: { nguoi_nop: 'Cửa hàng Thiết bị Spa Phú Thịnh' },
            },
    },
    {
      key: 'late',
      every: 'month',
      // The month's fines for coming late, as the staff rules say.
      make: (_row, { rng, state, staff, branch }) => {
        const who = staff(branch);
        return who
          ? {
              account: '711',
              dien_giai: `Thu tiền phạt đi trễ tháng ${previousMonthOf(state.day)} của ${who}`,
              tien: amountIn(rng, 100_000, 300_000, 50_000),
              extra: { nguoi_nop: who },
            }
          : null;
      },
    },
    {
      key: 'display',
      every: 'month',
      // A supplier pays for its products shown at the counter.
      make: (_row, { rng, state, anySupplier }) => {
        const ncc = anySupplier();
        return ncc
          ? {
              account: '711',
              dien_giai: `Nhận tiền hỗ trợ trưng bày sản phẩm tháng ${monthOf(state.day)} của ${String(ncc.ten_ncc)}`,
              tien: amountIn(rng, 500_000, 1_500_000),
              extra: { nguoi_nop: String(ncc.ten_ncc) },
            }
          : null;
      },
    },
  ],
  '1121': [
    {
      key: 'deposit',
      every: 'any',
      make: (_row, { state, branch }) => {
        // The till holds more than it needs: the surplus goes to the bank.
        const surplus = floorTo(available(state, '1111', branch) - 10_000_000, 1_000_000);
        return surplus >= 5_000_000
          ? { account: '1111', dien_giai: 'Nộp tiền mặt vào tài khoản ngân hàng', tien: surplus }
          : null;
      },
    },
    {
      key: 'interest',
      every: 'month',
      make: (_row, { rng, state }) => ({
        account: '515',
        dien_giai: `Lãi tiền gửi không kỳ hạn tháng ${previousMonthOf(state.day)}`,
        tien: amountIn(rng, 35_000, 180_000, 1_000),
      }),
    },
    {
      key: 'counter',
      every: 'month',
      make: (_row, { state }) => ({
        account: '711',
        dien_giai: `Thu tiền cho thuê quầy trưng bày mỹ phẩm tháng ${monthOf(state.day)}`,
        tien: 3_000_000,
      }),
    },
  ],
};

/** What a branch pays from its cash fund and from the bank, in the order it thinks of them. */
const payments: Readonly<Record<string, readonly Kind[]>> = {
  '1111': [
    {
      key: 'water',
      every: 'month',
      make: (_row, { rng, state }) => ({
        account: '642',
        dien_giai: `Thanh toán tiền nước tháng ${previousMonthOf(state.day)}`,
        tien: amountIn(rng, 400_000, 1_200_000, 10_000),
        extra: { expense: 'Tiền nước', nguoi_nhan: 'Nhân viên thu cước nước' },
      }),
    },
    {
      key: 'supplier',
      every: 'any',
      make: (row, { rng, supplier }) => {
        const ncc = supplier(row);
        return ncc
          ? {
              account: '331',
              dien_giai: `Trả tiền hàng NCC ${String(ncc.ten_ncc)}`,
              tien: amountIn(rng, 1_000_000, 4_500_000),
            }
          : null;
      },
    },
    {
      key: 'bonus',
      every: 'month',
      make: (_row, { rng, state, staff, branch }) => {
        const who = staff(branch);
        return who
          ? {
              account: '642',
              dien_giai: `Chi thưởng doanh số tháng ${previousMonthOf(state.day)} cho ${who}`,
              tien: amountIn(rng, 500_000, 2_000_000),
              extra: { expense: 'Lương nhân viên', nguoi_nhan: who },
            }
          : null;
      },
    },
    {
      key: 'stationery',
      every: 'month',
      make: (_row, { rng }) => ({
        account: '642',
        dien_giai: 'Mua văn phòng phẩm cho quầy lễ tân',
        tien: amountIn(rng, 150_000, 600_000, 10_000),
        extra: { expense: 'Văn phòng phẩm' },
      }),
    },
    {
      key: 'supplies',
      every: 'any',
      make: (_row, { rng }) => ({
        account: '642',
        dien_giai: 'Mua khăn, bông tẩy trang, găng tay cho phòng dịch vụ',
        tien: amountIn(rng, 500_000, 2_000_000, 50_000),
      }),
    },
    {
      key: 'flowers',
      every: 'any',
      make: (_row, { rng }) => ({
        account: '642',
        dien_giai: 'Mua hoa tươi, trái cây tiếp khách',
        tien: amountIn(rng, 200_000, 700_000, 10_000),
      }),
    },
    {
      key: 'repair',
      every: 'once',
      make: (_row, { rng }) => ({
        account: '642',
        dien_giai: 'Sửa máy xông hơi phòng VIP',
        tien: amountIn(rng, 600_000, 2_500_000, 50_000),
      }),
    },
  ],
  '1121': [
    {
      key: 'rent',
      every: 'month',
      make: (_row, { state, branch }) => ({
        account: '642',
        dien_giai: `Thanh toán tiền thuê mặt bằng tháng ${monthOf(state.day)}`,
        tien: FIXED_COSTS[branch]?.rent ?? 15_000_000,
        extra: { expense: 'Tiền thuê mặt bằng' },
      }),
    },
    {
      key: 'payroll',
      every: 'month',
      make: (_row, { state, branch }) => ({
        account: '642',
        dien_giai: `Chi lương tháng ${previousMonthOf(state.day)} cho nhân viên chi nhánh`,
        tien: FIXED_COSTS[branch]?.payroll ?? 20_000_000,
        extra: { expense: 'Lương nhân viên' },
      }),
    },
    {
      key: 'electricity',
      every: 'month',
      make: (_row, { rng, state }) => ({
        account: '642',
        dien_giai: `Thanh toán tiền điện tháng ${previousMonthOf(state.day)}`,
        tien: amountIn(rng, 3_000_000, 7_000_000, 10_000),
        extra: { expense: 'Tiền điện' },
      }),
    },
    {
      key: 'ads',
      every: 'month',
      make: (_row, { rng, state }) => ({
        account: '642',
        dien_giai: `Thanh toán quảng cáo Facebook tháng ${monthOf(state.day)}`,
        tien: amountIn(rng, 2_000_000, 6_000_000),
        extra: { expense: 'Quảng cáo Facebook' },
      }),
    },
    {
      key: 'internet',
      every: 'month',
      make: (_row, { rng, state }) => ({
        account: '642',
        dien_giai: `Cước internet và điện thoại tháng ${previousMonthOf(state.day)}`,
        tien: amountIn(rng, 450_000, 900_000, 10_000),
      }),
    },
    {
      key: 'supplier',
      every: 'any',
      make: (row, { rng, supplier }) => {
        const ncc = supplier(row);
        return ncc
          ? {
              account: '331',
              dien_giai: `Trả tiền hàng NCC ${String(ncc.ten_ncc)}`,
              tien: amountIn(rng, 4_000_000, 15_000_000),
            }
          : null;
      },
    },
  ],
};

/**
 * The demo's cash and bank vouchers as a spa's books have them, decided in the order the vouchers post (day by day,
 * each from what the books hold before it):
 * - a receipt naming a customer collects (all or part of) what that customer owes at the branch: last year's
 *   opening and the unpaid part of earlier sales, oldest first ('Thu nợ hóa đơn HD000012'), paid by the customer
 *   or someone of their family; where its customer owes nothing there, another customer of the branch who owes is
 *   collected from; with no one owing, it is other income (the bank's interest, a counter let to a brand, scrap
 *   sold), a transfer between the till and the bank, or not made at all;
 * - a payment is the branch's rent, payroll, electricity, water, advertising, suppliers' goods, small purchases —
 *   each monthly one once a month — never taking a fund below its floor (or not made);
 * - vouchers left out leave no gap in the numbers.
 */
export const withDemoBooks = (rows: Rows, today: Date): void => {
  const customers = new Map<string, Customer>(
    [...demoCustomers(), ...(rows.get('partners') ?? [])].map((c) => [
      String(c.ma_kh),
      {
        ma_kh: String(c.ma_kh),
        ten_kh: String(c.ten_kh),
        dia_chi: (c.dia_chi as string | null) ?? null,
        gioi_tinh: (c.gioi_tinh as string | null) ?? null,
      },
    ]),
  );
  const promised = withOpenings(rows, today, customers);

  // Everything else that posts, by day, openings first.
  const others = Object.keys(ledgerPostings)
    .filter((source) => !CASH_SOURCES.some((c) => c.source === source))
    .flatMap((source) => (rows.get(source) ?? []).map((row) => ({ source, row })));
  const byDay = new Map<string, { source: string; row: CatalogueRow }[]>();
  for (const item of others) {
    const day = postingDay(item.row);
    if (!day) continue;
    byDay.set(day, [...(byDay.get(day) ?? []), item]);
  }
  const cashByDay = new Map<string, { cash: CashSource; row: CatalogueRow }[]>();
  for (const cash of CASH_SOURCES)
    for (const row of [...(rows.get(cash.source) ?? [])].sort((a, b) =>
      String(a.so_ct).localeCompare(String(b.so_ct)),
    )) {
      const day = String(row.ngay_ct);
      cashByDay.set(day, [...(cashByDay.get(day) ?? []), { cash, row }]);
    }

  const rng = seededRandom(seedOf('demo-books/vouchers'));
  const books = new Books(promised, factsOf(rows));
  const used = new Set<string>();
  const kept = new Map<string, CatalogueRow[]>(CASH_SOURCES.map(({ source }) => [source, []]));
  const employees = rows.get('employees') ?? [];
  const suppliers = new Map((rows.get('suppliers') ?? []).map((s) => [s.ma_ncc, s]));
  const expenses = new Map((rows.get('expenses') ?? []).map((e) => [String(e.ten_phi), e.ma_phi]));
  const lookups: PaymentLookups = { employees, suppliers, expenses };
  const isOpening = (source: string) => ledgerPostings[source]?.kind === 'opening';

  const days = [...new Set([...byDay.keys(), ...cashByDay.keys()])].sort();
  for (const day of days) {
    const theirs = byDay.get(day) ?? [];
    // Openings post before anything of their day.
    for (const { source, row } of theirs) if (isOpening(source)) books.post(source, row);
    const state: DayState = { day, books, out: new Map(), used };
    for (const { source, row } of theirs) {
      if (isOpening(source)) continue;
      for (const [key, value] of books.fundMoves(source, row))
        if (value < 0) state.out.set(key, (state.out.get(key) ?? 0) - value);
    }
    const decided: { source: string; row: CatalogueRow }[] = [];
    for (const { cash, row } of cashByDay.get(day) ?? []) {
      const made = cash.receipt
        ? decideReceipt(cash, row, state, rng, customers, lookups)
        : decidePayment(cash, row, state, rng, lookups);
      if (!made) continue;
      kept.get(cash.source)!.push(made.row);
      decided.push({ source: cash.source, row: made.row });
    }
    for (const { source, row } of theirs) if (!isOpening(source)) books.post(source, row);
    for (const { source, row } of decided) books.post(source, row, false);
  }
  for (const { source, fund } of CASH_SOURCES) {
    const list = kept.get(source)!;
    const resource = resourceNamed(source);
    if (resource) numberVouchers(resource, list);
    // A branch's bank vouchers are all of its one account.
    if (fund === '1121') for (const row of list) Object.assign(row, BRANCH_BANKS[String(row.ma_dvcs)] ?? {});
    rows.set(source, list);
  }
};

/** Whether a voucher posts (done), so the books move with it. */
const posts = (row: CatalogueRow): boolean => row.trang_thai === '1';
/** Whether a voucher stands for its kind (a month's rent…): a draft does, one cancelled does not. */
const claims = (row: CatalogueRow): boolean => row.trang_thai !== '9';

const decideReceipt = (
  cash: CashSource,
  row: CatalogueRow,
  state: DayState,
  rng: SeededRandom,
  customers: Map<string, Customer>,
  lookups: PaymentLookups,
): Decision => {
  const resource = resourceNamed(cash.source);
  const branch = String(row.ma_dvcs);
  const { books } = state;
  // Its own customer if they owe at the branch; else, now and then, whoever there has owed longest (a month at
  // least, and not asked already this month): some debts are still open at the end.
  const own = text(row.ma_kh);
  const monthAgo = new Date(Date.parse(`${state.day}T00:00:00Z`) - 30 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const chased = (ma_kh: string) => state.used.has(`${ma_kh}|collected|${monthOf(state.day)}`);
  const debtor =
    own && books.owedAt(own, branch, state.day) > 0
      ? own
      : rng.chance(0.7)
        ? [...books.owed.keys()]
            .filter(
              (ma_kh) => books.owedAt(ma_kh, branch, state.day) > 0 && customers.has(ma_kh) && !chased(ma_kh),
            )
            .map((ma_kh) => ({ ma_kh, since: books.oldestAt(ma_kh, branch) }))
            .filter(({ since }) => since <= monthAgo)
            .sort((a, b) => a.since.localeCompare(b.since) || a.ma_kh.localeCompare(b.ma_kh))[0]?.ma_kh
        : undefined;
  if (debtor) {
    const owes = books.owedAt(debtor, branch, state.day);
    if (claims(row)) state.used.add(`${debtor}|collected|${monthOf(state.day)}`);
    // Small debts are paid off; larger ones, now and then, half or so at a time.
    const partial = owes > 1_000_000 && rng.chance(0.5);
    const tien = partial ? Math.max(100_000, floorTo(owes * (0.4 + rng.next() * 0.3), 100_000)) : owes;
    const customer = customers.get(debtor)!;
    const refs = posts(row)
      ? books.settle(debtor, tien, branch)
      : (books.owed.get(debtor) ?? []).filter((o) => o.ma_dvcs === branch).map((o) => o.ref);
    if (posts(row)) books.balances.set(debtor, books.balance(debtor) - tien);
    const dien_giai = collectionText(refs.slice(0, 3), tien < owes);
    const payer = rng.chance(0.75) ? customer.ten_kh : relativeOf(rng, customer);
    const made: CatalogueRow = {
      ...row,
      ma_kh: customer.ma_kh,
      ten_kh: customer.ten_kh,
      ...('nguoi_nop' in row ? { nguoi_nop: payer, dia_chi: customer.dia_chi } : {}),
      dien_giai: cash.fund === '1121' ? `${dien_giai} (${customer.ten_kh} chuyển khoản)` : dien_giai,
      chi_tiet: oneLine('131', true, dien_giai, tien),
    };
    return { row: derived(resource, made) };
  }
  const kinds = otherReceipts[cash.fund] ?? [];
  for (const kind of rng.shuffle(kinds)) {
    const usedKey = `${branch}|${cash.fund}|${kind.key}|${kind.every === 'month' ? monthOf(state.day) : ''}`;
    if (kind.every !== 'any' && state.used.has(usedKey)) continue;
    const made = kind.make(row, ctxOf(rng, state, branch, cash.fund, lookups));
    if (!made) continue;
    if (claims(row)) state.used.add(usedKey);
    if (posts(row) && (made.account === '1111' || made.account === '1121'))
      takeOut(state, made.account, branch, made.tien);
    const filled: CatalogueRow = {
      ...row,
      ma_kh: null,
      ten_kh: null,
      ...('nguoi_nop' in row ? { nguoi_nop: made.extra?.nguoi_nop ?? null, dia_chi: null } : {}),
      dien_giai: made.dien_giai,
      chi_tiet: oneLine(made.account, true, made.dien_giai, made.tien),
    };
    return { row: derived(resource, filled) };
  }
  return null;
};

type PaymentLookups = {
  employees: readonly CatalogueRow[];
  suppliers: Map<unknown, CatalogueRow>;
  expenses: Map<string, unknown>;
};

const ctxOf = (
  rng: SeededRandom,
  state: DayState,
  branch: string,
  fund: string,
  lookups?: PaymentLookups,
): KindContext => ({
  rng,
  state,
  branch,
  fund,
  expense: (name) => lookups?.expenses.get(name) ?? null,
  staff: (ma_dvcs) => {
    const staff = (lookups?.employees ?? []).filter((e) => e.ma_dvcs === ma_dvcs && e.ten_nv);
    return staff.length ? String(rng.pick(staff).ten_nv) : null;
  },
  supplier: (row) => (row.ma_ncc ? lookups?.suppliers.get(row.ma_ncc) : undefined),
  anySupplier: () => {
    const all = [...(lookups?.suppliers.values() ?? [])];
    return all.length ? rng.pick(all) : undefined;
  },
});

const decidePayment = (
  cash: CashSource,
  row: CatalogueRow,
  state: DayState,
  rng: SeededRandom,
  lookups: PaymentLookups,
): Decision => {
  const resource = resourceNamed(cash.source);
  const branch = String(row.ma_dvcs);
  const ctx = ctxOf(rng, state, branch, cash.fund, lookups);
  // A month's bills first, in order, then whatever else comes up; a draft is never a month's bill (that one is
  // paid).
  const kinds = payments[cash.fund] ?? [];
  const monthly = kinds.filter((kind) => kind.every === 'month' && row.trang_thai !== '0');
  for (const kind of [...monthly, ...rng.shuffle(kinds.filter((kind) => kind.every !== 'month'))]) {
    const usedKey = `${branch}|${cash.fund}|${kind.key}|${kind.every === 'month' ? monthOf(state.day) : ''}`;
    if (kind.every !== 'any' && state.used.has(usedKey)) continue;
    const made = kind.make(row, ctx);
    if (!made || made.tien > available(state, cash.fund, branch)) continue;
    if (claims(row)) state.used.add(usedKey);
    if (posts(row)) takeOut(state, cash.fund, branch, made.tien);
    const ncc = made.account === '331' ? ctx.supplier(row) : undefined;
    const extra = made.extra ?? {};
    const filled: CatalogueRow = {
      ...row,
      ma_ncc: ncc?.ma_ncc ?? null,
      ten_ncc: ncc?.ten_ncc ?? null,
      ...('so_tk_nhan' in row
        ? { so_tk_nhan: ncc?.so_tk_nh ?? null, ngan_hang_nhan: ncc?.ten_ngan_hang ?? null }
        : {}),
      ...('nguoi_nhan' in row
        ? {
            ma_kh: null,
            nguoi_nhan: extra.nguoi_nhan ?? (ncc ? null : ctx.staff(branch)),
            dia_chi: ncc?.dia_chi ?? null,
          }
        : {}),
      dien_giai: made.dien_giai,
      chi_tiet: oneLine(
        made.account,
        false,
        made.dien_giai,
        made.tien,
        extra.expense ? ctx.expense(extra.expense) : null,
      ),
    };
    return { row: derived(resource, filled) };
  }
  return null;
};
