import { z } from 'zod';
import type { Title } from '../../routes/types.js';
import { partnersVip } from './partner-views.js';

/**
 * The customer's whole story on one page (Customer 360, /crm/partners/{id}): the header, the balances and one
 * timeline of everything that happened with them, newest first. The rules both sides read: the kinds of entry and
 * the resource each is read from (whose read right and scopes decide whether a user sees that kind at all), the
 * order of the entries and the cursor of the next page, the VIP rule, and the wire shapes of
 * `GET crm/partners/{id}/summary` and `GET crm/partners/{id}/timeline`.
 */

/**
 * A kind of timeline entry: what happened, read from `source` (a catalogue resource); `label` names the chip (the
 * kind: 'Appointments') and `entry` one entry of it ('Appointment LH000014').
 */
export type TimelineKindSpec = { kind: string; source: string; label: Title; entry: Title };

/**
 * The kinds, in the order the filter chips show them. Package sessions used come from the package ledger (the
 * posting of service vouchers) and are shown to those who read the customers' packages; notes are the customer's
 * own (partner-notes) and shown to whoever sees the customer.
 */
export const timelineKindSpecs = [
  {
    kind: 'appointment',
    source: 'tasks',
    label: { vi: 'Lịch hẹn', en: 'Appointments' },
    entry: { vi: 'Lịch hẹn', en: 'Appointment' },
  },
  {
    kind: 'bill',
    source: 'bills',
    label: { vi: 'Hóa đơn', en: 'Bills' },
    entry: { vi: 'Hóa đơn', en: 'Bill' },
  },
  {
    kind: 'retail',
    source: 'retail-orders',
    label: { vi: 'Bán lẻ (POS)', en: 'POS sales' },
    entry: { vi: 'Bán lẻ (POS)', en: 'POS sale' },
  },
  {
    kind: 'service',
    source: 'sales-services',
    label: { vi: 'Phiếu dịch vụ', en: 'Service vouchers' },
    entry: { vi: 'Phiếu dịch vụ', en: 'Service voucher' },
  },
  {
    kind: 'card',
    source: 'payment-card-histories',
    label: { vi: 'Giao dịch thẻ', en: 'Card entries' },
    entry: { vi: 'Giao dịch thẻ', en: 'Card entry' },
  },
  {
    kind: 'package',
    source: 'customer-packages',
    label: { vi: 'Buổi liệu trình', en: 'Package sessions' },
    entry: { vi: 'Buổi liệu trình', en: 'Package session' },
  },
  {
    kind: 'call',
    source: 'call-logs',
    label: { vi: 'Cuộc gọi', en: 'Calls' },
    entry: { vi: 'Cuộc gọi', en: 'Call' },
  },
  {
    kind: 'ticket',
    source: 'tickets',
    label: { vi: 'Ticket', en: 'Tickets' },
    entry: { vi: 'Ticket', en: 'Ticket' },
  },
  {
    kind: 'complaint',
    source: 'complains',
    label: { vi: 'Khiếu nại', en: 'Complaints' },
    entry: { vi: 'Khiếu nại', en: 'Complaint' },
  },
  {
    kind: 'transfer',
    source: 'partners-transfer',
    label: { vi: 'Chuyển nhân viên', en: 'Transfers' },
    entry: { vi: 'Chuyển nhân viên', en: 'Transfer' },
  },
  {
    kind: 'note',
    source: 'partner-notes',
    label: { vi: 'Ghi chú', en: 'Notes' },
    entry: { vi: 'Ghi chú', en: 'Note' },
  },
] as const satisfies readonly TimelineKindSpec[];

export type TimelineKind = (typeof timelineKindSpecs)[number]['kind'];

export const timelineKinds: readonly TimelineKind[] = timelineKindSpecs.map((spec) => spec.kind);

const kindSet: ReadonlySet<string> = new Set(timelineKinds);
export const isTimelineKind = (value: string): value is TimelineKind => kindSet.has(value);

/** The spec of a kind. */
export const timelineKindSpec = (kind: TimelineKind): TimelineKindSpec =>
  timelineKindSpecs.find((spec) => spec.kind === kind)!;

/** A page of the timeline holds at most this many entries (default DEFAULT). */
export const TIMELINE_PAGE_MAX = 100;
export const TIMELINE_PAGE_DEFAULT = 20;

/**
 * Where an entry sits in the timeline: `at`, its local moment 'YYYY-MM-DDTHH:mm:ss' (Vietnam time: an
 * appointment's day and hour, a call's day and hour, a voucher's day and the time it was entered, a note's
 * moment), then its `id` — newest first, the larger id first among entries of one moment. Every page continues
 * strictly after the last entry of the one before, so a page never repeats nor skips an entry, whatever was added
 * since.
 */
export type TimelinePosition = { at: string; id: string };

const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Newest first: a negative number when `a` comes before `b`. */
export const compareTimeline = (a: TimelinePosition, b: TimelinePosition): number =>
  a.at !== b.at ? (a.at < b.at ? 1 : -1) : a.id === b.id ? 0 : a.id < b.id ? 1 : -1;

const toBase64Url = (text: string): string => {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const fromBase64Url = (text: string): string | undefined => {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (char) => char.charCodeAt(0)),
    );
  } catch {
    return undefined;
  }
};

/** The opaque cursor of the page after the entry at `position` (`before` of the next request). */
export const timelineCursorOf = (position: TimelinePosition): string =>
  toBase64Url(`${position.at}|${position.id}`);

/** The position a cursor stands for; undefined when it is not one this API made. */
export const timelinePositionOf = (cursor: string): TimelinePosition | undefined => {
  const text = cursor.length <= 128 ? fromBase64Url(cursor) : undefined;
  const [at, id, ...rest] = text?.split('|') ?? [];
  if (!at || !id || rest.length > 0 || !AT.test(at) || !ID.test(id)) return undefined;
  return { at, id };
};

/** The kinds a `kinds` query asks for ('call,note'): undefined for every kind; the unknown names otherwise. */
export const parseTimelineKinds = (
  text: string | undefined,
): { kinds?: TimelineKind[]; unknown: string[] } => {
  const names = (text ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) return { unknown: [] };
  return {
    kinds: timelineKinds.filter((kind) => names.includes(kind)),
    unknown: names.filter((name) => !isTimelineKind(name)),
  };
};

/**
 * A customer's address as one line of names: the street (dia_chi), the ward's name and the province's (its name
 * from the address lists, else the free-text tinh_thanh), each left out when empty or already at the end of what
 * comes before (the portal stores the street followed by the ward's name): '25 Lê Lợi, Phường Bến Thành,
 * Thành phố Hồ Chí Minh'. Empty when the customer has none of them.
 */
export const fullAddressOf = (partner: {
  dia_chi?: string | null;
  ten_xa?: string | null;
  ten_tinh?: string | null;
  tinh_thanh?: string | null;
}): string => {
  const parts: string[] = [];
  for (const part of [partner.dia_chi, partner.ten_xa, partner.ten_tinh ?? partner.tinh_thanh]) {
    const text = part?.trim();
    if (!text) continue;
    const sofar = parts.join(', ').toLocaleLowerCase('vi');
    if (sofar === text.toLocaleLowerCase('vi') || sofar.endsWith(`, ${text.toLocaleLowerCase('vi')}`))
      continue;
    parts.push(text);
  }
  return parts.join(', ');
};

/** A VIP customer: of the level the VIP customers screen lists (/crm/partners-vip, ma_hang 'VIP'). */
export const isVipPartner = (partner: { ma_hang?: unknown }): boolean =>
  typeof partner.ma_hang === 'string' && partner.ma_hang === partnersVip.fixedFilters.ma_hang;

/** The back-office page an entry opens: the record's view page of its source (none for a note). */
export const timelineHrefOf = (kind: TimelineKind, id: string): string | null => {
  switch (kind) {
    case 'appointment':
      return `/crm/tasks/${id}`;
    case 'bill':
      return `/sales/bills/${id}`;
    case 'retail':
      return `/sales/retail-orders/${id}`;
    case 'service':
      return `/sales/services/${id}`;
    case 'card':
      return `/sales/payment-card-histories/${id}`;
    case 'package':
      return `/sales/customer-packages/${id}`;
    case 'call':
      return `/crm/call-logs/${id}`;
    case 'ticket':
      return `/crm/tickets/${id}`;
    case 'complaint':
      return `/crm/complains/${id}`;
    case 'transfer':
      return `/crm/partners-transfer/${id}`;
    case 'note':
      return null;
  }
};

const text = z.string().nullable();
const money = z.number().nullable();

/** One entry of the timeline, as `GET crm/partners/{id}/timeline` sends it. */
export const timelineEntrySchema = z.object({
  kind: z.enum(timelineKinds as [TimelineKind, ...TimelineKind[]]).describe('What happened'),
  id: z.string().describe('_id of the entry (its page: href)'),
  at: z.string().describe("Local moment 'YYYY-MM-DDTHH:mm:ss' (Vietnam time), the order of the timeline"),
  day: z.string().describe("Its day 'YYYY-MM-DD'"),
  time: text.describe("Its hour 'HH:mm' where the source keeps one (appointments, calls), else null"),
  so_ct: text.describe('Voucher number (appointment, bill, call…), null for package sessions'),
  title: text.describe('What it was: service, subject, package, the first line of a note'),
  detail: text.describe('More of it: technician, content, description'),
  amount: money.describe('Money: to pay (bills), the card entry, compensation; null when none'),
  status: text.describe("The source's status code (trang_thai; a call's ket_qua; a card entry's loai_gd)"),
  outcome: text.describe("A call's customer status (tinh_trang); null for other kinds"),
  direction: text.describe("A call's direction (IN, OUT); null for other kinds"),
  card: text.describe('The prepaid card an entry moved (card entries, sales paid by card)'),
  card_amount: money.describe('What a sale took off that card (tien_the)'),
  balance: money.describe("The card's balance after a card entry"),
  sessions: z.number().nullable().describe('Package sessions used'),
  duration: z.number().nullable().describe("A call's length in seconds"),
  from: text.describe('A transfer: the salesperson before (name)'),
  to: text.describe('A transfer: the salesperson after (name)'),
  by: text.describe('Who entered it (user name)'),
  ma_dvcs: text.describe('Branch'),
  href: text.describe('The back-office page of the entry'),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const timelinePageSchema = z.object({
  items: z.array(timelineEntrySchema),
  next: z.string().nullable().describe('The cursor of the next page (`before`), null at the end'),
  kinds: z
    .array(z.enum(timelineKinds as [TimelineKind, ...TimelineKind[]]))
    .describe('The kinds this user may see (the others are left out, never refused)'),
});
export type TimelinePage = z.infer<typeof timelinePageSchema>;

/** The customer's header as `GET crm/partners/{id}/summary` sends it. */
export const customerHeaderSchema = z.object({
  _id: z.string(),
  ma_kh: z.string(),
  ten_kh: z.string(),
  dien_thoai: text.describe('The phone, masked (first and last 4 digits) unless the user may see it whole'),
  phone_masked: z.boolean().describe('Whether dien_thoai is masked'),
  email: text,
  ngay_sinh: text,
  gioi_tinh: text,
  dia_chi: text,
  tinh_thanh: text.describe('The province as typed (free text)'),
  ma_tinh: text.describe('Province code (GET /api/cities)'),
  ten_tinh: text.describe("The province's name, from the address lists"),
  ma_xa: text.describe('Ward code (GET /api/cities/{ma_tinh}/wards)'),
  ten_xa: text.describe("The ward's name, from the address lists"),
  ma_dvcs: text,
  ten_dvcs: text.describe("The branch's name"),
  ma_nhom_kh: text,
  ten_nhom_kh: text,
  ma_hang: text,
  ten_hang: text,
  mau_hang: text.describe("The level's colour (#RRGGBB)"),
  vip: z.boolean().describe('Of the VIP level (ma_hang VIP)'),
  ma_nvbh: text,
  ten_nvbh: text,
  ma_nhan: text,
  ten_nhan: text,
  mau_nhan: text.describe("The tag's colour (#RRGGBB)"),
  ghi_chu: text,
  nguoi_tao: text.describe('Who created the customer (user name)'),
  ngay_tao: text.describe('When (ISO instant)'),
});

const cardBalanceSchema = z.object({
  _id: z.string(),
  ma_the: z.string(),
  ma_loai_the: text,
  so_du: z.number(),
  trang_thai: text,
  ngay_het_han: text,
});

const packageBalanceSchema = z.object({
  _id: z.string(),
  ma_lt: z.string(),
  ten_goi: text,
  ten_dv: text,
  so_buoi: z.number(),
  so_buoi_con: z.number(),
  ngay_het_han: text,
});

/** The header and balances of `GET crm/partners/{id}/summary`; a balance the user may not read is null. */
export const customerSummarySchema = z.object({
  partner: customerHeaderSchema,
  debt: money.describe('Receivable (131) in the selected branches, as the sales debt report reads it'),
  cards: z.array(cardBalanceSchema).nullable().describe("The customer's prepaid cards and their balances"),
  packages: z.array(packageBalanceSchema).nullable().describe('Packages and the sessions left'),
  points: z.number().nullable().describe("Loyalty points on the customer's membership cards"),
  kinds: z
    .array(z.enum(timelineKinds as [TimelineKind, ...TimelineKind[]]))
    .describe('The timeline kinds this user may see'),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;
export type CustomerHeader = z.infer<typeof customerHeaderSchema>;
