import { bookingClash, resourceNamed, timeOfMinutes, type BookingSlot } from '@sen/domain/resources';
import {
  mobilePhone,
  numberVouchers,
  vietnameseName,
  voucherNumber,
  type CatalogueRow,
} from './catalogue-rows.js';
import { demoSalers } from './demo-catalogue.js';
import { demoCustomers, portalDemoCustomer } from './demo-customers.js';
import { demoTradeStart, vietnamDay } from './demo-day-sales.js';
import { demoServices } from './demo-goods.js';
import { seededRandom, seedOf, type SeededRandom } from './seeded-random.js';

/**
 * The demo spa chain's marketing and its salespeople's month plans, as the CRM reports read them ('Báo cáo
 * marketing', 'Báo cáo chỉ tiêu'):
 *
 * - campaigns: each branch runs a handful a month over the last three months — Facebook Ads on a service, a Zalo OA
 *   message to its customers, TikTok or Google Maps by turns, now and then an event — each under its channel's
 *   source, on a budget of a few to tens of millions, spent as the days went (finished ones up to about a tenth
 *   over), bringing in a few times what they cost;
 * - tickets (page duty): several contacts a day in every branch since the first day of last month (thirty days at
 *   least), today's up to the time the demo is made; most through a campaign running that day, under its channel
 *   and source and asking about its service, the rest by hotline or at the desk without a source; handled by the
 *   branch's staff as their day says (the older ones closed, today's still open);
 * - calls and appointments: each salesperson's telesale calls over the same days, a few every working day, and the
 *   appointments they booked for the days before today, a few a day in every branch, mostly done; the demo's own
 *   appointments and calls without a salesperson have the branch's;
 * - targets: every salesperson's month of last December and of every month of this year, in their branch: revenue
 *   around what they sell in a month of the demo's trade (85–120 %, rounded to 5 million), appointments and calls
 *   around what they book and make, new customers around the customers they look after.
 *
 * Pure and deterministic: the same day gives the same rows (its own seeded sequence).
 */

type Row = Record<string, unknown>;
type Rows = Map<string, CatalogueRow[]>;

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');
const addDays = (day: string, offset: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
/** The instant of a Vietnam day's minute (UTC+7, no daylight saving). */
const instantOf = (day: string, minutes: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + (minutes - 7 * 60) * 60_000).toISOString();
const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

type Month = { nam: number; thang: number };
/** The month `by` months after `month`. */
const shiftMonth = ({ nam, thang }: Month, by: number): Month => {
  const index = nam * 12 + thang - 1 + by;
  return { nam: Math.floor(index / 12), thang: (index % 12) + 1 };
};
const monthOf = (day: string): Month => ({ nam: Number(day.slice(0, 4)), thang: Number(day.slice(5, 7)) });
const firstDayOf = ({ nam, thang }: Month) => `${nam}-${pad(thang)}-01`;
const lastDayOf = ({ nam, thang }: Month) =>
  `${nam}-${pad(thang)}-${pad(new Date(Date.UTC(nam, thang, 0)).getUTCDate())}`;

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/** The branches, their size (the head office in Sài Gòn busiest) and the contacts a day they take. */
const BRANCHES = [
  { ma_dvcs: 'CN01', scale: 1, contacts: 8 },
  { ma_dvcs: 'CN02', scale: 0.8, contacts: 6 },
  { ma_dvcs: 'CN03', scale: 0.65, contacts: 5 },
] as const;

type Channel = 'FACEBOOK' | 'ZALO' | 'TIKTOK' | 'GOOGLE' | 'OFFLINE';
/** What a ticket asks: [subject, kind ('TV' consultation, 'DL' booking, 'DOI' rescheduling)]. */
type Ask = readonly [string, 'TV' | 'DL' | 'DOI'];
type Theme = { name: string; service: string | null; asks: readonly Ask[] };

/**
 * How the spa markets on each channel: the campaign's name before its theme, its source (the source type's name),
 * its budget (millions, for the head office), what it brings back for what it costs, how long it runs ('month': to
 * the month's end), what a contact costs, how many of the branch's contacts it draws while it runs (weight), its
 * goal, how a contact came, and its themes.
 */
const CHANNELS: Readonly<
  Record<
    Channel,
    {
      label: string;
      source: string;
      budget: readonly [number, number];
      returns: readonly [number, number];
      days: readonly [number, number] | 'month';
      leadCost: number;
      weight: number;
      goal: string;
      came: readonly string[];
      themes: readonly Theme[];
    }
  >
> = {
  FACEBOOK: {
    label: 'Facebook Ads',
    source: 'Quảng cáo Facebook',
    budget: [12, 25],
    returns: [2.5, 4.5],
    days: [21, 30],
    leadCost: 120_000,
    weight: 4,
    goal: 'Tìm khách mới trong bán kính 5 km quanh chi nhánh',
    came: ['Khách nhắn tin fanpage sau khi xem quảng cáo', 'Khách bình luận bài quảng cáo, đã nhắn lại'],
    themes: [
      {
        name: 'Combo chăm sóc da',
        service: 'DV001',
        asks: [
          ['Hỏi giá combo chăm sóc da', 'TV'],
          ['Đặt lịch chăm sóc da mặt', 'DL'],
          ['Hỏi combo da mặt kèm xông hơi', 'TV'],
        ],
      },
      {
        name: 'Trị mụn chuyên sâu',
        service: 'DV005',
        asks: [
          ['Hỏi giá gói trị mụn', 'TV'],
          ['Da nhiều mụn ẩn, xin tư vấn liệu trình', 'TV'],
          ['Đặt lịch soi da trị mụn', 'DL'],
        ],
      },
      {
        name: 'Tắm trắng phi thuyền',
        service: 'DV006',
        asks: [
          ['Hỏi giá tắm trắng phi thuyền', 'TV'],
          ['Tắm trắng mấy buổi thì lên tông?', 'TV'],
          ['Đặt lịch tắm trắng cuối tuần', 'DL'],
        ],
      },
      {
        name: 'Massage body đá nóng',
        service: 'DV002',
        asks: [
          ['Đặt lịch massage body đá nóng', 'DL'],
          ['Hỏi giá massage cho 2 người', 'TV'],
        ],
      },
    ],
  },
  ZALO: {
    label: 'Zalo OA',
    source: 'Zalo OA',
    budget: [3, 6],
    returns: [5, 8],
    days: 'month',
    leadCost: 60_000,
    weight: 2.5,
    goal: 'Mời khách cũ quay lại, giữ chân khách thân thiết',
    came: ['Khách nhắn Zalo OA sau tin ưu đãi', 'Khách bấm đặt lịch trong tin Zalo'],
    themes: [
      {
        name: 'Ưu đãi sinh nhật',
        service: null,
        asks: [
          ['Hỏi ưu đãi sinh nhật tháng này', 'TV'],
          ['Đặt lịch dùng voucher sinh nhật', 'DL'],
        ],
      },
      {
        name: 'Tri ân khách thân thiết',
        service: null,
        asks: [
          ['Hỏi quà tri ân khách thân thiết', 'TV'],
          ['Đặt lịch dùng ưu đãi tri ân', 'DL'],
        ],
      },
      {
        name: 'Nhắc lịch liệu trình',
        service: 'DV001',
        asks: [
          ['Đặt lịch buổi tiếp theo của liệu trình', 'DL'],
          ['Đổi lịch hẹn buổi liệu trình', 'DOI'],
        ],
      },
    ],
  },
  TIKTOK: {
    label: 'TikTok',
    source: 'TikTok',
    budget: [6, 15],
    returns: [2, 4],
    days: [14, 21],
    leadCost: 150_000,
    weight: 2.5,
    goal: 'Tăng nhận diện với khách trẻ, kéo khách thử dịch vụ',
    came: ['Khách nhắn tin từ video TikTok', 'Khách bình luận video TikTok, đã nhắn lại'],
    themes: [
      {
        name: 'Gội đầu dưỡng sinh',
        service: 'DV003',
        asks: [
          ['Đặt lịch gội đầu dưỡng sinh', 'DL'],
          ['Hỏi giá gội đầu dưỡng sinh', 'TV'],
          ['Gội đầu có cần đặt trước không?', 'TV'],
        ],
      },
      {
        name: 'Nối mi tự nhiên',
        service: 'DV009',
        asks: [
          ['Hỏi giá nối mi tự nhiên', 'TV'],
          ['Đặt lịch nối mi cuối tuần', 'DL'],
        ],
      },
      {
        name: 'Triệt lông vùng nách',
        service: 'DV004',
        asks: [
          ['Tư vấn triệt lông vùng nách', 'TV'],
          ['Triệt lông mấy buổi thì sạch?', 'TV'],
        ],
      },
    ],
  },
  GOOGLE: {
    label: 'Google Maps',
    source: 'Google Maps',
    budget: [2, 5],
    returns: [4, 7],
    days: 'month',
    leadCost: 90_000,
    weight: 1.5,
    goal: 'Tăng đánh giá 5 sao và lượt tìm đường đến chi nhánh',
    came: ['Khách tìm thấy spa trên Google Maps', 'Khách gọi từ nút gọi trên Google Maps'],
    themes: [
      {
        name: 'Đánh giá 5 sao tặng voucher',
        service: null,
        asks: [
          ['Nhận voucher sau khi đánh giá 5 sao', 'TV'],
          ['Hỏi đường đến chi nhánh', 'TV'],
          ['Đặt lịch dùng voucher đánh giá', 'DL'],
        ],
      },
      {
        name: 'Check-in tặng gội đầu',
        service: 'DV003',
        asks: [
          ['Hỏi chương trình check-in tặng gội đầu', 'TV'],
          ['Đặt lịch gội đầu tặng kèm', 'DL'],
        ],
      },
    ],
  },
  OFFLINE: {
    label: 'Sự kiện',
    source: 'Hội chợ, sự kiện',
    budget: [8, 15],
    returns: [2, 3],
    days: [2, 3],
    leadCost: 300_000,
    weight: 6,
    goal: 'Cho khách trải nghiệm miễn phí, lấy số điện thoại khách mới',
    came: ['Khách để lại thông tin tại sự kiện'],
    themes: [
      {
        name: 'Ngày hội làn da khỏe',
        service: 'DV001',
        asks: [
          ['Đăng ký soi da miễn phí tại sự kiện', 'DL'],
          ['Khách để lại số tại sự kiện, hẹn tư vấn', 'TV'],
        ],
      },
      {
        name: 'Trải nghiệm massage chân miễn phí',
        service: 'DV010',
        asks: [
          ['Hỏi gói massage chân sau buổi trải nghiệm', 'TV'],
          ['Đặt lịch massage chân thảo dược', 'DL'],
        ],
      },
    ],
  },
};

/** Contacts no campaign brought: [channel, source type's name or none, how it came, what it asks]. */
const OTHER_CONTACTS: readonly (readonly [string, string | null, string, readonly Ask[], number])[] = [
  [
    'HOTLINE',
    null,
    'Khách gọi hotline',
    [
      ['Hỏi giờ mở cửa', 'TV'],
      ['Đổi lịch hẹn sang tuần sau', 'DOI'],
      ['Hỏi còn chỗ tối nay không', 'DL'],
      ['Hỏi giá gói 10 buổi', 'TV'],
      ['Hỏi về thẻ trả trước', 'TV'],
    ],
    50,
  ],
  [
    'OFFLINE',
    null,
    'Khách ghé trực tiếp quầy lễ tân',
    [
      ['Khách ghé hỏi bảng giá dịch vụ', 'TV'],
      ['Khách vãng lai đặt lịch buổi chiều', 'DL'],
    ],
    25,
  ],
  [
    'FACEBOOK',
    'Quảng cáo Facebook',
    'Khách nhắn tin fanpage',
    [
      ['Hỏi bảng giá dịch vụ', 'TV'],
      ['Hỏi địa chỉ chi nhánh', 'TV'],
      ['Hỏi chương trình khuyến mãi tháng này', 'TV'],
    ],
    25,
  ],
];

/** The ticket types of what a ticket asks (names of the demo's ticket types). */
const ASK_TYPES = { TV: 'Tư vấn dịch vụ', DL: 'Đặt lịch', DOI: 'Đổi lịch hẹn' } as const;

const OUTCOMES = [
  'Đã tư vấn, khách đặt lịch',
  'Đã gửi bảng giá qua Zalo',
  'Khách hẹn suy nghĩ thêm, sẽ gọi lại',
  'Khách đã đến làm dịch vụ',
  'Đã xếp lịch, nhắn xác nhận cho khách',
];
const CANCELLED = ['Khách nhắn trùng, đã gộp ticket', 'Sai số điện thoại, không liên lạc được'];

const weighted = <T>(rng: SeededRandom, list: readonly (readonly [T, number])[]): T => {
  let at = rng.next() * list.reduce((n, [, w]) => n + w, 0);
  for (const [value, weight] of list) {
    at -= weight;
    if (at < 0) return value;
  }
  return list[list.length - 1]![0];
};

type Campaign = CatalogueRow & { ma_dvcs: string; kenh: Channel; ngay_bd: string; ngay_kt: string };

/** The campaigns of a branch in a month (index counts months, so themes and channels take turns). */
const monthPlan = (branch: number, month: number): Channel[] => {
  const plan: Channel[] = ['FACEBOOK', 'ZALO', (month + branch) % 2 === 0 ? 'TIKTOK' : 'GOOGLE'];
  if (branch === 0) plan.push('FACEBOOK');
  if ((month + branch) % 3 === 0) plan.push('OFFLINE');
  return plan;
};

/**
 * The demo's campaigns: the generated ones (retention programmes the advertisements name) run on Zalo OA in the
 * first month, then each branch's plan of each of the last three months (see above), coded on from them.
 */
const demoCampaigns = (rows: Rows, today: string, rng: SeededRandom): Campaign[] => {
  const sources = new Map((rows.get('source-types') ?? []).map((s) => [String(s.ten_nguon), s.ma_nguon]));
  const employees = rows.get('employees') ?? [];
  const thisMonth = monthOf(today);
  const owners = (ma_dvcs: string) => demoSalers.filter((s) => s.ma_dvcs === ma_dvcs);
  const made: Campaign[] = [];

  const shape = (
    row: Row,
    ma_dvcs: string,
    kenh: Channel,
    ngay_bd: string,
    ngay_kt: string,
    budget: number,
  ): Campaign => {
    const channel = CHANNELS[kenh];
    const length = daysBetween(ngay_bd, ngay_kt) + 1;
    const ran = Math.min(length, Math.max(0, daysBetween(ngay_bd, today) + 1));
    // Spent as the days went, finished ones up to about a tenth over or a little under the budget.
    const spent = ngay_bd > today ? 0 : roundTo((budget * ran * (0.9 + rng.next() * 0.18)) / length, 10_000);
    const [low, high] = channel.returns;
    const branchOwners = owners(ma_dvcs);
    const owner = rng.pick(branchOwners.length ? branchOwners : demoSalers);
    return {
      ...row,
      _id: String(row._id),
      ma_dvcs,
      kenh,
      ma_nguon: sources.get(channel.source) ?? null,
      ngay_bd,
      ngay_kt,
      ngan_sach: budget,
      chi_phi: spent,
      so_kh_mt: Math.round(budget / channel.leadCost),
      so_kh_dat: 0,
      doanh_thu_mt: roundTo(budget * ((low + high) / 2), 1_000_000),
      doanh_thu: roundTo(spent * (low + rng.next() * (high - low)), 100_000),
      ma_nv: owner.ma_nv,
      ten_nv: employees.find((e) => e.ma_nv === owner.ma_nv)?.ten_nv ?? owner.ten_nvbh,
      muc_tieu: channel.goal,
      trang_thai: ngay_bd > today ? '0' : ngay_kt < today ? '2' : '1',
      ghi_chu: null,
    };
  };

  const first = shiftMonth(thisMonth, -2);
  (rows.get('campaigns') ?? []).forEach((row, i) => {
    const ma_dvcs = String(row.ma_dvcs ?? 'CN01');
    const scale = BRANCHES.find((b) => b.ma_dvcs === ma_dvcs)?.scale ?? 1;
    const start = addDays(firstDayOf(first), rng.int(0, 4));
    const budget = roundTo(rng.int(4, 8) * 500_000 * scale, 500_000);
    const theme = CHANNELS.ZALO.themes[i % CHANNELS.ZALO.themes.length]!.name;
    made.push(shape({ ...row, theme }, ma_dvcs, 'ZALO', start, lastDayOf(first), budget));
  });
  let code = Math.max(0, ...made.map((c) => Number(String(c.ma_cd).replace(/\D/g, '')) || 0));
  const retained = new Set(made.map((c) => c.ma_dvcs));
  for (let by = -2; by <= 0; by += 1) {
    const month = shiftMonth(thisMonth, by);
    const from = firstDayOf(month);
    const to = lastDayOf(month);
    // This month's first campaigns have started by today.
    const latestStart = by === 0 ? today : to;
    const index = month.nam * 12 + month.thang;
    BRANCHES.forEach(({ ma_dvcs, scale }, b) => {
      const plan = monthPlan(b, index);
      plan.forEach((kenh, slot) => {
        // The first month's Zalo messages are the retention programmes above, where the branch has one.
        if (by === -2 && kenh === 'ZALO' && retained.has(ma_dvcs)) return;
        const channel = CHANNELS[kenh];
        const again = plan.slice(0, slot).filter((k) => k === kenh).length;
        const theme = channel.themes[(index + b + again * 2) % channel.themes.length]!;
        const planned =
          kenh === 'OFFLINE'
            ? addDays(from, rng.int(8, 20))
            : again > 0
              ? addDays(from, rng.int(12, 16))
              : addDays(from, kenh === 'ZALO' ? 0 : rng.int(0, 5));
        // An event or a second wave may still be ahead; the month's first waves have begun.
        const ngay_bd = kenh === 'OFFLINE' || again > 0 || planned <= latestStart ? planned : latestStart;
        const ngay_kt =
          channel.days === 'month' ? to : addDays(ngay_bd, rng.int(channel.days[0], channel.days[1]) - 1);
        const [low, high] = channel.budget;
        const budget = Math.max(1_000_000, roundTo(rng.int(low * 2, high * 2) * 500_000 * scale, 500_000));
        code += 1;
        const ma_cd = `CD${String(code).padStart(3, '0')}`;
        made.push(
          shape(
            {
              _id: `demo-campaign-${ma_cd}`,
              ma_cd,
              ten_cd: `${channel.label} – ${theme.name} tháng ${month.thang}`,
              theme: theme.name,
              nguoi_tao: 'admin',
              ngay_tao: instantOf(addDays(ngay_bd, -rng.int(3, 10)), rng.int(9 * 60, 17 * 60)),
              nguoi_sua: null,
              ngay_sua: null,
            },
            ma_dvcs,
            kenh,
            ngay_bd,
            ngay_kt,
            budget,
          ),
        );
      });
    });
  }
  return made;
};

/** The theme of a campaign (its own, or the retention programme's: Zalo OA's first). */
const themeOf = (campaign: Campaign): Theme => {
  const themes = CHANNELS[campaign.kenh].themes;
  return themes.find((t) => t.name === campaign.theme) ?? themes[0]!;
};

/** A ticket's status on its due day: the older ones closed or resolved, today's still open, later ones new. */
const ticketStatus = (rng: SeededRandom, due: string, today: string): string => {
  const age = daysBetween(due, today);
  if (age < 0) return rng.chance(0.5) ? '0' : '1';
  if (age === 0)
    return weighted(rng, [
      ['0', 35],
      ['1', 40],
      ['2', 25],
    ] as const);
  if (age <= 3)
    return weighted(rng, [
      ['1', 20],
      ['2', 50],
      ['3', 25],
      ['9', 5],
    ] as const);
  return weighted(rng, [
    ['2', 25],
    ['3', 67],
    ['9', 8],
  ] as const);
};

/**
 * The page duty's tickets (see above): the generated ones (customers' after-care requests) put on believable days
 * and channels, then the contacts of every day since the first of last month, all numbered in date order.
 */
const demoTickets = (
  rows: Rows,
  campaigns: Campaign[],
  first: string,
  today: string,
  nowMinutes: number,
  rng: SeededRandom,
) => {
  const tickets = resourceNamed('tickets');
  if (!tickets) return;
  const types = new Map((rows.get('ticket-types') ?? []).map((t) => [String(t.ten_loai_tk), t.ma_loai_tk]));
  const sources = new Map((rows.get('source-types') ?? []).map((s) => [String(s.ten_nguon), s.ma_nguon]));
  const employees = rows.get('employees') ?? [];
  const customers = [
    ...demoCustomers().map((c) => ({
      ma_kh: c.ma_kh,
      ten_kh: c.ten_kh,
      dien_thoai: c.dien_thoai,
      ma_dvcs: c.ma_dvcs,
    })),
    ...(rows.get('partners') ?? []).map((c) => ({
      ma_kh: String(c.ma_kh),
      ten_kh: String(c.ten_kh),
      dien_thoai: (c.dien_thoai as string | null) ?? null,
      ma_dvcs: String(c.ma_dvcs ?? ''),
    })),
  ].filter((c) => c.ma_kh !== portalDemoCustomer.ma_kh);
  const onDuty = (ma_dvcs: string) => {
    const staff = employees.filter(
      (e) => e.ma_dvcs === ma_dvcs && ['Lễ tân', 'Tư vấn viên'].includes(String(e.chuc_vu ?? '')),
    );
    return staff.length ? staff : employees.filter((e) => e.ma_dvcs === ma_dvcs);
  };

  // The generated ones: after-care requests of known customers (by phone or at the desk), due a day or two after.
  const generated = (rows.get('tickets') ?? []).map((ticket) => {
    const ngay_hen = addDays(String(ticket.ngay_ct), rng.int(0, 2));
    const trang_thai = ticketStatus(rng, ngay_hen, today);
    return {
      ...ticket,
      kenh: rng.pick(['HOTLINE', 'HOTLINE', 'OFFLINE']),
      ma_nguon: null,
      ngay_hen,
      trang_thai,
      ket_qua: ['2', '3'].includes(trang_thai)
        ? rng.pick(OUTCOMES)
        : trang_thai === '9'
          ? rng.pick(CANCELLED)
          : null,
    } as CatalogueRow;
  });

  const made: CatalogueRow[] = [];
  const tally = new Map<unknown, number>();
  for (let day = first; day <= today; day = addDays(day, 1)) {
    const weekend = [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());
    for (const { ma_dvcs, contacts } of BRANCHES) {
      const count = Math.max(3, Math.round(contacts * (weekend ? 1.2 : 1) * (0.75 + rng.next() * 0.5)));
      const running = campaigns.filter((c) => c.ma_dvcs === ma_dvcs && c.ngay_bd <= day && day <= c.ngay_kt);
      // An event's day: visitors leave their numbers at the stand besides.
      const visitors = running
        .filter((c) => c.kenh === 'OFFLINE')
        .flatMap((c) => Array.from({ length: rng.int(6, 12) }, () => [rng.int(9 * 60, 18 * 60), c] as const));
      const times = [
        ...Array.from({ length: count }, () => [rng.int(8 * 60, 21 * 60 + 30), null] as const),
        ...visitors,
      ].sort((a, b) => a[0] - b[0]);
      const local = customers.filter((c) => c.ma_dvcs === ma_dvcs);
      const staff = onDuty(ma_dvcs);
      for (const [index, [minutes, visitor]] of times.entries()) {
        if (day === today && minutes > nowMinutes) continue;
        // The day's first contact comes through a campaign running that day, and is handled that day.
        const opening = index === 0;
        const campaign =
          visitor ??
          (running.length && (rng.chance(0.75) || opening)
            ? weighted(
                rng,
                running.map((c) => [c, CHANNELS[c.kenh].weight] as const),
              )
            : null);
        const other = campaign
          ? null
          : weighted(
              rng,
              OTHER_CONTACTS.map((o) => [o, o[4]] as const),
            );
        const theme = campaign ? themeOf(campaign) : null;
        const [tieu_de, kind] = rng.pick(theme ? theme.asks : other![3]);
        const service = demoServices.find((s) => s.ma_vt === (theme?.service ?? null)) ?? null;
        // Known customers a little over half the time; the rest new contacts, a name and a phone number.
        const known =
          local.length && rng.chance(campaign?.kenh === 'ZALO' ? 0.85 : 0.5) ? rng.pick(local) : null;
        const person = known ? null : vietnameseName(rng);
        // Due within two hours or so, a late or harder one the next morning.
        const nextDay = (rng.chance(0.2) || minutes > 18 * 60 + 45) && !opening;
        const ngay_hen = nextDay ? addDays(day, 1) : day;
        const due = nextDay ? rng.int(36, 46) * 15 : Math.ceil((minutes + 120) / 15) * 15;
        const trang_thai = ticketStatus(rng, ngay_hen, today);
        const employee = rng.pick(staff);
        if (campaign) tally.set(campaign._id, (tally.get(campaign._id) ?? 0) + 1);
        made.push({
          _id: `demo-ticket-${String(made.length + 1).padStart(5, '0')}`,
          ma_ct: tickets.voucher?.ma_ct,
          so_ct: null,
          ngay_ct: day,
          ma_dvcs,
          tieu_de,
          ma_loai_tk: types.get(ASK_TYPES[kind]) ?? null,
          ma_kh: known?.ma_kh ?? null,
          ten_kh: known?.ten_kh ?? person!.name,
          dien_thoai: known ? known.dien_thoai : mobilePhone(rng),
          kenh: campaign?.kenh ?? other![0],
          ma_nguon: campaign ? campaign.ma_nguon : other![1] ? (sources.get(other![1]) ?? null) : null,
          ma_vt: service?.ma_vt ?? null,
          ten_vt: service?.ten_vt ?? null,
          noi_dung: campaign
            ? `${rng.pick(CHANNELS[campaign.kenh].came)} (${String(campaign.ten_cd)})`
            : other![2],
          ma_nv: employee?.ma_nv ?? null,
          ten_nv: employee?.ten_nv ?? null,
          ngay_hen,
          gio_hen: hhmm(due),
          uu_tien: kind === 'DOI' || rng.chance(0.15) ? '3' : '2',
          tien_du_kien: service ? service.gia_ban * rng.pick([1, 1, 2, 5]) : 0,
          trang_thai,
          ket_qua: ['2', '3'].includes(trang_thai)
            ? rng.pick(OUTCOMES)
            : trang_thai === '9'
              ? rng.pick(CANCELLED)
              : null,
          nguoi_tao: 'admin',
          ngay_tao: instantOf(day, minutes),
          nguoi_sua: null,
          ngay_sua: null,
        });
      }
    }
  }
  // The leads each campaign reached: the contacts it brought, and before these days about its aim's share.
  for (const campaign of campaigns) {
    const length = daysBetween(campaign.ngay_bd, campaign.ngay_kt) + 1;
    const end = campaign.ngay_kt < today ? campaign.ngay_kt : today;
    const before = Math.max(
      0,
      Math.min(daysBetween(campaign.ngay_bd, end) + 1, daysBetween(campaign.ngay_bd, first)),
    );
    const earlier = (Number(campaign.so_kh_mt) * before * (0.85 + rng.next() * 0.3)) / length;
    campaign.so_kh_dat = (tally.get(campaign._id) ?? 0) + Math.round(earlier);
  }
  const all = [...generated, ...made];
  numberVouchers(tickets, all);
  rows.set('tickets', all);
};

/**
 * The demo's appointments and calls without a salesperson are the branch's (the first of the branch's
 * salespeople for one, the other for the next): each was booked or made by someone.
 */
const withBookers = (rows: Rows): void => {
  for (const name of ['tasks', 'call-logs']) {
    let turn = 0;
    for (const row of rows.get(name) ?? []) {
      if (row.ma_nvbh) continue;
      const salers = demoSalers.filter((s) => s.ma_dvcs === row.ma_dvcs);
      const saler = salers[turn++ % Math.max(1, salers.length)] ?? demoSalers[0];
      Object.assign(row, { ma_nvbh: saler.ma_nvbh, ten_nvbh: saler.ten_nvbh });
    }
  }
};

/** What a call came to, weighted, and what the salesperson wrote of it. */
const CALL_RESULTS = [
  ['ANSWERED', 66],
  ['NO_ANSWER', 20],
  ['BUSY', 8],
  ['OFF', 5],
  ['WRONG', 1],
] as const;
const CALL_STANDINGS = [
  ['INTERESTED', 24, ['Khách quan tâm gói chăm sóc da, hẹn ghé thử', 'Khách hỏi kỹ giá liệu trình 10 buổi']],
  ['THINKING', 20, ['Khách cần hỏi thêm ý gia đình', 'Khách cân nhắc giữa hai gói, gửi bảng giá qua Zalo']],
  ['CALL_BACK', 14, ['Khách đang bận, hẹn gọi lại buổi tối', 'Hẹn gọi lại đầu tuần sau']],
  ['BOOKED', 24, ['Khách đặt lịch buổi tiếp theo', 'Khách đặt lịch cuối tuần cho hai người']],
  ['NOT_INTERESTED', 18, ['Khách chưa có nhu cầu', 'Khách đã dùng dịch vụ nơi khác']],
] as const;

/**
 * The salespeople's calls (telesale) since the first day of last month: three to eight a working day each, fewer on
 * Sundays, today's up to now, to the branch's customers (theirs first) and now and then from them; with what came
 * of each. Numbered with the generated ones in date order.
 */
const demoCalls = (rows: Rows, first: string, today: string, nowMinutes: number, rng: SeededRandom): void => {
  const callLogs = resourceNamed('call-logs');
  if (!callLogs) return;
  const customers = [...demoCustomers(), ...(rows.get('partners') ?? [])].filter(
    (c) => c.ma_kh && c.dien_thoai && c.ma_kh !== portalDemoCustomer.ma_kh,
  );
  const made: CatalogueRow[] = [];
  for (let day = first; day <= today; day = addDays(day, 1)) {
    const sunday = new Date(`${day}T00:00:00Z`).getUTCDay() === 0;
    for (const saler of demoSalers) {
      const local = customers.filter((c) => c.ma_dvcs === saler.ma_dvcs);
      const theirs = local.filter((c) => c.ma_nvbh === saler.ma_nvbh);
      const count = sunday ? rng.int(0, 2) : rng.int(3, 8);
      const times = Array.from({ length: count }, () => rng.int(9 * 60, 20 * 60)).sort((a, b) => a - b);
      for (const minutes of times) {
        if (day === today && minutes > nowMinutes) continue;
        const customer = rng.pick(
          theirs.length && rng.chance(0.7) ? theirs : local.length ? local : customers,
        );
        const ket_qua = weighted(rng, CALL_RESULTS);
        const answered = ket_qua === 'ANSWERED';
        const standing = weighted(
          rng,
          CALL_STANDINGS.map((s) => [s, s[1]] as const),
        );
        made.push({
          _id: `demo-call-${String(made.length + 1).padStart(5, '0')}`,
          ma_ct: callLogs.voucher?.ma_ct,
          so_ct: null,
          ngay_ct: day,
          ma_dvcs: saler.ma_dvcs,
          gio_goi: hhmm(minutes),
          chieu_goi: rng.chance(0.82) ? 'OUT' : 'IN',
          dien_thoai: customer?.dien_thoai ?? mobilePhone(rng),
          ma_kh: customer?.ma_kh ?? null,
          ten_kh: customer?.ten_kh ?? null,
          ma_nvbh: saler.ma_nvbh,
          ten_nvbh: saler.ten_nvbh,
          so_may_le: null,
          thoi_luong: answered ? rng.int(40, 420) : 0,
          ket_qua,
          tinh_trang: answered ? standing[0] : rng.chance(0.6) ? 'CALL_BACK' : 'NEW',
          noi_dung: answered
            ? rng.pick(standing[2])
            : ket_qua === 'WRONG'
              ? 'Sai số, cần cập nhật lại số điện thoại'
              : 'Khách không nghe máy, gọi lại sau',
          so_lh: null,
          nguon_goi: 'MANUAL',
          ma_cuoc_goi: null,
          link_ghi_am: null,
          nguoi_tao: 'admin',
          ngay_tao: instantOf(day, minutes),
          nguoi_sua: null,
          ngay_sua: null,
        });
      }
    }
  }
  const all = [...(rows.get('call-logs') ?? []), ...made];
  numberVouchers(callLogs, all);
  rows.set('call-logs', all);
};

/** Appointments a day a branch's salespeople booked that came round (before today), the head office busiest. */
const APPOINTMENTS: Readonly<Record<string, readonly [number, number]>> = {
  CN01: [4, 7],
  CN02: [3, 5],
  CN03: [2, 4],
};
const AFTER_SERVICE = [
  'Khách hài lòng, hẹn buổi tiếp theo',
  'Khách mua thêm sản phẩm dưỡng tại quầy',
  'Da khách cải thiện, tư vấn thêm liệu trình',
  'Khách đã thanh toán, nhắc lịch sau 2 tuần',
];

/**
 * The appointments of the days since the first day of last month that the demo's own (the fortnight around today,
 * demo-appointments.ts) do not reach: every day before today a few a branch, each booked a few days ahead by one of
 * the branch's salespeople for one of its customers, a service at a quarter hour with a technician and a room free
 * then (the booking rules), mostly done, now and then a no-show or cancelled. Numbered on from the demo's own.
 */
const demoPastAppointments = (rows: Rows, first: string, today: string, rng: SeededRandom): void => {
  const tasks = resourceNamed('tasks');
  const prefix = tasks?.voucher?.prefix;
  if (!tasks || !prefix) return;
  const existing = rows.get('tasks') ?? [];
  const employees = rows.get('employees') ?? [];
  const rooms = rows.get('rooms') ?? [];
  const kind =
    (rows.get('task-types') ?? []).find((t) => t.ten_loai_lh === 'Làm dịch vụ')?.ma_loai_lh ?? null;
  const customers = [...demoCustomers(), ...(rows.get('partners') ?? [])].filter(
    (c) => c.ma_kh && c.ma_kh !== portalDemoCustomer.ma_kh,
  );
  const last = new Map<string, number>();
  for (const task of existing) {
    const key = `${String(task.ma_dvcs)}|${String(task.ngay_ct).slice(0, 4)}`;
    last.set(key, Math.max(last.get(key) ?? 0, Number(String(task.so_ct ?? '').slice(prefix.length)) || 0));
  }
  const made: CatalogueRow[] = [];
  for (const [ma_dvcs, [low, high]] of Object.entries(APPOINTMENTS)) {
    const technicians = employees.filter((e) => e.ma_dvcs === ma_dvcs && e.chuc_vu !== 'Tư vấn viên');
    const staff = technicians.length
      ? technicians
      : employees.filter((e) => !e.ma_dvcs || e.ma_dvcs === ma_dvcs);
    const beds = rooms.filter((r) => r.ma_dvcs === ma_dvcs && ['0', '1'].includes(String(r.trang_thai)));
    const salers = demoSalers.filter((x) => x.ma_dvcs === ma_dvcs);
    const local = customers.filter((c) => c.ma_dvcs === ma_dvcs);
    if (!staff.length || !salers.length || !local.length) continue;
    for (let day = first; day < today; day = addDays(day, 1)) {
      // What the day holds already (the demo's own), as booked: none of the new ones clashes with it.
      const booked: BookingSlot[] = existing
        .filter((t) => t.ma_dvcs === ma_dvcs && t.ngay_hen === day)
        .map((t) => ({ ...(t as unknown as BookingSlot), trang_thai: '1' }));
      const count = rng.int(low, high);
      for (let n = 0; n < count; n += 1) {
        const service = rng.pick(demoServices);
        let chosen: BookingSlot | undefined;
        for (
          let start = rng.int(0, 20) * 30 + 9 * 60;
          !chosen && start + service.thoi_gian <= 20 * 60;
          start += 15
        ) {
          const offset = rng.int(0, staff.length - 1);
          for (let e = 0; !chosen && e < staff.length; e += 1) {
            const employee = staff[(offset + e) % staff.length]!;
            const choices = service.can_phong ? beds : [undefined];
            for (let r = 0; !chosen && r < choices.length; r += 1) {
              const room = choices[r];
              const slot: BookingSlot = {
                ngay_hen: day,
                gio_hen: timeOfMinutes(start),
                thoi_luong: service.thoi_gian,
                cho_sau: service.cho_sau,
                thoi_gian_cho: service.thoi_gian_cho,
                trang_thai: '1',
                ma_nv: String(employee.ma_nv),
                ma_phong: room ? String(room.ma_phong) : null,
              };
              if (!bookingClash(slot, booked)) chosen = slot;
            }
          }
        }
        if (!chosen) continue;
        booked.push(chosen);
        const customer = rng.pick(local);
        const saler = rng.pick(salers);
        const ngay_ct = addDays(day, -rng.int(0, 6));
        const key = `${ma_dvcs}|${ngay_ct.slice(0, 4)}`;
        last.set(key, (last.get(key) ?? 0) + 1);
        const trang_thai = weighted(rng, [
          ['3', 86],
          ['4', 8],
          ['9', 6],
        ] as const);
        made.push({
          _id: `demo-appointment-${String(made.length + 1).padStart(5, '0')}`,
          ma_ct: tasks.voucher?.ma_ct,
          so_ct: voucherNumber(prefix, last.get(key)!),
          ngay_ct,
          ma_dvcs,
          ma_kh: customer.ma_kh,
          ten_kh: customer.ten_kh,
          dien_thoai: customer.dien_thoai ?? null,
          ngay_hen: day,
          gio_hen: chosen.gio_hen,
          thoi_luong: service.thoi_gian,
          ma_loai_lh: kind,
          ma_vt: service.ma_vt,
          ten_vt: service.ten_vt,
          ma_nv: chosen.ma_nv,
          ten_nv: staff.find((e) => e.ma_nv === chosen.ma_nv)?.ten_nv ?? null,
          ma_phong: chosen.ma_phong ?? null,
          ten_phong: beds.find((r) => r.ma_phong === chosen.ma_phong)?.ten_phong ?? null,
          cho_sau: service.cho_sau,
          thoi_gian_cho: service.thoi_gian_cho,
          ma_nvbh: saler.ma_nvbh,
          ten_nvbh: saler.ten_nvbh,
          nhac_truoc: null,
          noi_dung: null,
          trang_thai,
          ket_qua: trang_thai === '3' ? rng.pick(AFTER_SERVICE) : null,
          nguoi_tao: 'admin',
          ngay_tao: instantOf(ngay_ct, rng.int(9 * 60, 20 * 60)),
          nguoi_sua: null,
          ngay_sua: null,
        });
      }
    }
  }
  rows.set('tasks', [...existing, ...made]);
};

/** The posted sales and returns of the salespeople, a return counting against its salesperson (-1). */
const salesOf = (rows: Rows) =>
  [
    ...(['bills', 'retail-orders'] as const).flatMap((name) =>
      (rows.get(name) ?? []).map((row) => ({ row, sign: 1 })),
    ),
    ...(rows.get('returns') ?? []).map((row) => ({ row, sign: -1 })),
  ].filter(({ row }) => row.trang_thai === '1' && row.ma_nvbh);

/** How far each salesperson's month target is set from their usual month (shuffled among them every month). */
const AMBITION = [0.86, 0.94, 1.02, 1.1, 1.18];

/**
 * Every salesperson's targets of last December and each month of this year, in their branch (see above): their
 * usual month is thirty days of what they sold over the demo's month of trade (to yesterday) and of the calls
 * they made since `callsFrom`; their appointments what they booked that were done (the demo's appointments are
 * those of the fortnight around today); their new customers a sixth of the customers they look after.
 */
const demoTargets = (
  rows: Rows,
  now: Date,
  callsFrom: string,
  today: string,
  rng: SeededRandom,
): CatalogueRow[] => {
  const targets = resourceNamed('targets');
  if (!targets) return [];
  const from = demoTradeStart(now);
  const tradeDays = daysBetween(from, today);
  const callDays = daysBetween(callsFrom, today);
  const revenue = new Map<string, number>();
  for (const { row, sign } of salesOf(rows)) {
    const day = String(row.ngay_ct);
    if (day < from || day >= today) continue;
    const key = String(row.ma_nvbh);
    revenue.set(key, (revenue.get(key) ?? 0) + sign * Number(row.t_tt ?? 0));
  }
  const countOf = (name: string, ma_nvbh: string, keep: (row: Row) => boolean) =>
    (rows.get(name) ?? []).filter((row) => row.ma_nvbh === ma_nvbh && keep(row)).length;
  const customers = [...demoCustomers(), ...(rows.get('partners') ?? [])];
  const year = Number(today.slice(0, 4));
  const months = [
    { nam: year - 1, thang: 12 },
    ...Array.from({ length: 12 }, (_, i) => ({ nam: year, thang: i + 1 })),
  ];
  const made: CatalogueRow[] = [];
  for (const month of months) {
    const ambition = rng.shuffle(AMBITION);
    demoSalers.forEach((saler, i) => {
      const factor = ambition[i % ambition.length]!;
      // Without a day of trade yet (the first days of January), 80 million a salesperson.
      const usual = tradeDays > 0 ? ((revenue.get(saler.ma_nvbh) ?? 0) / tradeDays) * 30 : 80_000_000;
      const done =
        callDays > 0
          ? (countOf(
              'tasks',
              saler.ma_nvbh,
              (t) => t.trang_thai === '3' && String(t.ngay_hen) >= callsFrom && String(t.ngay_hen) < today,
            ) /
              callDays) *
            30
          : 20;
      const calls =
        callDays > 0
          ? (countOf(
              'call-logs',
              saler.ma_nvbh,
              (c) => String(c.ngay_ct) >= callsFrom && String(c.ngay_ct) < today,
            ) /
              callDays) *
            30
          : 100;
      const clients = customers.filter((c) => c.ma_nvbh === saler.ma_nvbh).length;
      const row = {
        _id: `demo-target-${saler.ma_nvbh}-${month.nam}-${pad(month.thang)}`,
        ma_dvcs: saler.ma_dvcs,
        ma_nvbh: saler.ma_nvbh,
        ten_nvbh: saler.ten_nvbh,
        nam: month.nam,
        thang: month.thang,
        doanh_so_mt: Math.max(5_000_000, roundTo(usual * factor, 5_000_000)),
        so_kh_moi_mt: Math.max(3, Math.round((clients / 6) * factor)),
        so_lh_mt: Math.max(5, roundTo(done * factor, 5)),
        so_cuoc_goi_mt: Math.max(10, roundTo(calls * factor, 10)),
        ghi_chu: null,
        nguoi_tao: 'admin',
        // Set for the year in December before it (last December's a month earlier).
        ngay_tao: instantOf(`${year - 1}-${month.nam < year ? '11' : '12'}-20`, 9 * 60),
        nguoi_sua: null,
        ngay_sua: null,
      };
      made.push((targets.derive ? targets.derive(row) : row) as CatalogueRow);
    });
  }
  return made;
};

/** Adds the marketing, the calls, the appointments and the targets to the demo rows (see above); `now` is when the demo is made. */
export const withDemoMarketing = (rows: Rows, now: Date): void => {
  const rng = seededRandom(seedOf('demo-marketing'));
  const today = vietnamDay(now);
  const nowMinutes = Math.floor(((now.getTime() + 7 * 3_600_000) % DAY_MS) / 60_000);
  // Since the first day of last month, thirty days at least.
  const lastMonth = firstDayOf(shiftMonth(monthOf(today), -1));
  const first = addDays(today, -30) < lastMonth ? addDays(today, -30) : lastMonth;
  withBookers(rows);
  const campaigns = demoCampaigns(rows, today, rng);
  demoTickets(rows, campaigns, first, today, nowMinutes, rng);
  rows.set(
    'campaigns',
    campaigns.map(({ theme: _theme, ...campaign }) => campaign as CatalogueRow),
  );
  demoCalls(rows, first, today, nowMinutes, rng);
  demoPastAppointments(rows, first, today, rng);
  rows.set('targets', demoTargets(rows, now, first, today, rng));
};
