/**
 * Booking rules of the appointment calendar (issue 18), pure, shared by the server (which refuses) and the
 * calendar (which shows why before the receptionist drops):
 *
 * - an appointment holds its time while requested on the client portal, booked, confirmed or the customer is in
 *   (statuses 5, 0, 1, 2): a request takes its slot until the desk accepts or cancels it, so nobody is booked over
 *   it and it is refused where another already is; done, no-show and cancelled ones free it;
 * - a technician (ma_nv) works one appointment at a time, except while a service's processing time leaves their
 *   hands free (a mask setting, hair colour taking): `cho_sau` minutes after the start, for `thoi_gian_cho`
 *   minutes;
 * - a room or bed (ma_phong) holds one appointment for its whole length, processing included;
 * - within the branch's opening hours (gio_mo to gio_dong) when it has them.
 */

/** What the rules read of an appointment. */
export type BookingSlot = {
  _id?: string | null;
  so_ct?: string | null;
  ngay_hen: string;
  gio_hen: string;
  thoi_luong?: number | null;
  ma_nv?: string | null;
  ten_nv?: string | null;
  ma_phong?: string | null;
  ten_kh?: string | null;
  cho_sau?: number | null;
  thoi_gian_cho?: number | null;
  trang_thai?: string | null;
};

/** Minutes in the day, and the grid the calendar books on. */
export const DAY_MINUTES = 24 * 60;
export const BOOKING_SLOT_MINUTES = 15;

/** The statuses in which an appointment holds its technician and room. */
export const bookingHoldingStatuses: readonly string[] = ['0', '1', '2', '5'];

export const holdsTime = (slot: Pick<BookingSlot, 'trang_thai'>): boolean =>
  bookingHoldingStatuses.includes(String(slot.trang_thai ?? '0'));

/** Minutes since midnight of 'HH:MM' or 'HH:MM:SS'; undefined for anything else. */
export const minutesOfTime = (time: unknown): number | undefined => {
  if (typeof time !== 'string') return undefined;
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time.trim());
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : undefined;
};

/** 'HH:MM' of minutes since midnight (24:00 for the end of the day). */
export const timeOfMinutes = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

type Span = readonly [from: number, to: number];

const whole = (value: number | null | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : 0;

/** The appointment's span in minutes of its day, [start, end); undefined without a valid start. */
export const spanOf = (slot: BookingSlot): Span | undefined => {
  const start = minutesOfTime(slot.gio_hen);
  return start === undefined ? undefined : [start, start + whole(slot.thoi_luong)];
};

/**
 * When the technician's hands are on it: the whole span, less the processing window (`cho_sau` minutes in, for
 * `thoi_gian_cho` minutes, kept within the span).
 */
export const technicianSpans = (slot: BookingSlot): Span[] => {
  const span = spanOf(slot);
  if (!span) return [];
  const [start, end] = span;
  const waitFrom = Math.min(end, start + whole(slot.cho_sau));
  const waitTo = Math.min(end, waitFrom + whole(slot.thoi_gian_cho));
  if (waitTo <= waitFrom) return [span];
  return (
    [
      [start, waitFrom],
      [waitTo, end],
    ] as Span[]
  ).filter(([from, to]) => to > from);
};

const overlaps = (a: readonly Span[], b: readonly Span[]): boolean =>
  a.some(([aFrom, aTo]) => b.some(([bFrom, bTo]) => aFrom < bTo && bFrom < aTo));

const same = (a: string | null | undefined, b: string | null | undefined): boolean =>
  !!a && !!b && a.trim() !== '' && a.trim() === b.trim();

/** Another appointment the slot cannot share its technician or its room with. */
export type BookingClash = { kind: 'employee' | 'room'; other: BookingSlot };

/**
 * The first appointment of `others` (the same day's, any order) the slot clashes with: its technician's hands
 * are busy on both at once, or both need the room at once. None when the slot does not hold time.
 */
export const bookingClash = (slot: BookingSlot, others: readonly BookingSlot[]): BookingClash | undefined => {
  if (!holdsTime(slot)) return undefined;
  const span = spanOf(slot);
  if (!span || span[1] <= span[0]) return undefined;
  const hands = technicianSpans(slot);
  for (const other of others) {
    if ((slot._id && other._id === slot._id) || other.ngay_hen !== slot.ngay_hen || !holdsTime(other))
      continue;
    if (same(slot.ma_nv, other.ma_nv) && overlaps(hands, technicianSpans(other)))
      return { kind: 'employee', other };
  }
  for (const other of others) {
    if ((slot._id && other._id === slot._id) || other.ngay_hen !== slot.ngay_hen || !holdsTime(other))
      continue;
    const otherSpan = spanOf(other);
    if (same(slot.ma_phong, other.ma_phong) && otherSpan && overlaps([span], [otherSpan]))
      return { kind: 'room', other };
  }
  return undefined;
};

/** A branch's opening hours ('HH:MM'), either may be unset. */
export type OpeningHours = { gio_mo?: string | null; gio_dong?: string | null };

/**
 * Whether the appointment lies outside the branch's opening hours (starts before opening or ends after closing);
 * a branch without hours takes any time of the day, and no appointment runs past midnight.
 */
export const outsideHours = (slot: BookingSlot, hours: OpeningHours): boolean => {
  const span = spanOf(slot);
  if (!span) return false;
  const open = minutesOfTime(hours.gio_mo) ?? 0;
  const close = minutesOfTime(hours.gio_dong) ?? DAY_MINUTES;
  return span[0] < open || span[1] > (close > open ? close : DAY_MINUTES);
};
