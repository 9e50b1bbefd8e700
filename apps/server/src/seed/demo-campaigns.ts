import { resourceNamed } from '@sen/domain/resources';
import { mobilePhone, numberVouchers, vietnameseName, type CatalogueRow } from './catalogue-rows.js';
import { demoSalers } from './demo-catalogue.js';
import { demoCustomers, portalDemoCustomer } from './demo-customers.js';
import { demoServices } from './demo-goods.js';
import { type SeededRandom } from './seeded-random.js';
import {
  addDays,
  daysBetween,
  instantOf,
  hhmm,
  shiftMonth,
  monthOf,
  firstDayOf,
  lastDayOf,
  roundTo,
  weighted,
  type Row,
  type Rows,
} from './demo-calendar.js';

/**
 * The demo chain's campaigns and the contacts they bring (page duty tickets): see demo-marketing.ts.
 */

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

export type Campaign = CatalogueRow & { ma_dvcs: string; kenh: Channel; ngay_bd: string; ngay_kt: string };

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
export const demoCampaigns = (rows: Rows, today: string, rng: SeededRandom): Campaign[] => {
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
export const demoTickets = (
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
