import type { BadgeTone } from '@sen/ui';
import { formatEnum, type Locale } from '@sen/domain';
import {
  resourceNamed,
  timelineKindSpec,
  type Field,
  type TimelineEntry,
  type TimelineKind,
} from '@sen/domain/resources';

/**
 * What the customer's page (Customer 360) shows of its data, as pure functions: the kinds' labels, each entry's
 * status in words and tone, the sign of a card entry, entries grouped by day, and where the quick actions lead.
 */

/** The label of a kind of entry ('Lịch hẹn', 'Bán lẻ (POS)'…). */
export const kindLabel = (kind: TimelineKind, locale: Locale): string => timelineKindSpec(kind).label[locale];

/** An entry's heading: what one entry of its kind is called, then its number ('Appointment LH000014'). */
export const entryHeading = (kind: TimelineKind, so_ct: string | null, locale: Locale): string => {
  const name = timelineKindSpec(kind).entry[locale];
  return so_ct ? `${name} ${so_ct}` : name;
};

/** A field's enum label from its resource ('1' of a bill's trang_thai → 'Hoàn thành'). */
const enumLabel = (resource: string, field: string, value: string | null, locale: Locale): string | null => {
  if (value === null || value === '') return null;
  const declared = resourceNamed(resource)?.fields[field] as Field | undefined;
  return declared?.type === 'enum' ? formatEnum(declared.options, value, locale) : value;
};

/** The field that holds an entry's status, per kind (none for package sessions and notes). */
const statusFields: Partial<Record<TimelineKind, [resource: string, field: string]>> = {
  appointment: ['tasks', 'trang_thai'],
  bill: ['bills', 'trang_thai'],
  retail: ['retail-orders', 'trang_thai'],
  service: ['sales-services', 'trang_thai'],
  card: ['payment-card-histories', 'loai_gd'],
  call: ['call-logs', 'ket_qua'],
  ticket: ['tickets', 'trang_thai'],
  complaint: ['complains', 'trang_thai'],
  transfer: ['partners-transfer', 'trang_thai'],
};

/** The tone of a status: done and answered green, cancelled grey, a no-show or a failed call red, pending blue. */
const toneOf = (kind: TimelineKind, status: string): BadgeTone => {
  switch (kind) {
    case 'appointment':
      return status === '3' ? 'success' : status === '4' ? 'danger' : status === '9' ? 'neutral' : 'info';
    case 'call':
      return status === 'ANSWERED' ? 'success' : 'warning';
    case 'card':
      return status === 'TIEU' || status === 'CHUYEN' ? 'warning' : 'success';
    case 'ticket':
    case 'complaint':
      return status === '2' || status === '3' ? 'success' : status === '9' ? 'neutral' : 'warning';
    default:
      return status === '1' ? 'success' : status === '9' ? 'neutral' : 'info';
  }
};

/** An entry's status as a badge: its label in the language and its tone; null when the kind has none. */
export const entryStatus = (
  entry: Pick<TimelineEntry, 'kind' | 'status'>,
  locale: Locale,
): { label: string; tone: BadgeTone } | null => {
  const source = statusFields[entry.kind];
  const label = source ? enumLabel(source[0], source[1], entry.status, locale) : null;
  return label ? { label, tone: toneOf(entry.kind, entry.status ?? '') } : null;
};

/** A call's customer status after it ('Quan tâm'), and its direction ('Gọi đi'). */
export const callWords = (
  entry: Pick<TimelineEntry, 'outcome' | 'direction'>,
  locale: Locale,
): { outcome: string | null; direction: string | null } => ({
  outcome: enumLabel('call-logs', 'tinh_trang', entry.outcome, locale),
  direction: enumLabel('call-logs', 'chieu_goi', entry.direction, locale),
});

/** Whether a card entry takes money off the card (a payment, a balance moved out): shown with a minus. */
export const cardEntryTakesOff = (status: string | null): boolean => status === 'TIEU' || status === 'CHUYEN';

/** A call's length as people say it: '1 phút 35 giây' / '1 min 35 s'; null when unknown or zero. */
export const callLength = (seconds: number | null, locale: Locale): string | null => {
  if (seconds === null || !Number.isFinite(seconds) || seconds <= 0) return null;
  const minutes = Math.floor(seconds / 60);
  const rest = Math.round(seconds % 60);
  const [min, sec] = locale === 'vi' ? ['phút', 'giây'] : ['min', 's'];
  return minutes > 0 ? `${minutes} ${min}${rest > 0 ? ` ${rest} ${sec}` : ''}` : `${rest} ${sec}`;
};

/** The entries of a page in days, newest first, each day with its entries in order. */
export const entriesByDay = (
  entries: readonly TimelineEntry[],
): { day: string; entries: TimelineEntry[] }[] => {
  const days: { day: string; entries: TimelineEntry[] }[] = [];
  for (const entry of entries) {
    const last = days.at(-1);
    if (last?.day === entry.day) last.entries.push(entry);
    else days.push({ day: entry.day, entries: [entry] });
  }
  return days;
};

/**
 * The kinds the filter asks for: every kind the user may see when none is chosen (the chips show them all
 * unchosen), else those chosen, in the chips' order. `undefined` asks for every kind (no `kinds` parameter).
 */
export const kindsQuery = (
  chosen: ReadonlySet<string>,
  visible: readonly TimelineKind[],
): string | undefined => {
  const picked = visible.filter((kind) => chosen.has(kind));
  return picked.length === 0 || picked.length === visible.length ? undefined : picked.join(',');
};

/** Where the quick actions lead, the customer's code in each address (the forms start from it). */
export const quickActionsOf = (ma_kh: string) => {
  const customer = new URLSearchParams({ ma_kh }).toString();
  return {
    book: `/crm/tasks/new?${customer}`,
    bill: `/sales/bills/new?${customer}`,
    pos: `/sales/retail-orders/cashier?${new URLSearchParams({ kh: ma_kh })}`,
  };
};
