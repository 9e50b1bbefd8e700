import { formatFieldValue } from '@sen/domain';
import {
  BOOKING_SLOT_MINUTES,
  minutesOfTime,
  timeOfMinutes,
  type BoardTone,
  type CalendarLayout,
  type Field,
  type Resource,
  type View,
} from '@sen/domain/resources';
import type { ListParams, PageSize } from '@sen/records';
import type { LabelLocale } from '../../fields/labelLocale';

/**
 * The calendar layout's pure part (issue 18): which rows a visible range reads, rows as the calendar's entries and
 * columns, and what a drop, a resize or a click on an empty slot writes. The widget (EventCalendar.tsx) only draws
 * them; the server judges every change (booking.ts: technicians and rooms never twice at once, opening hours).
 */

/** A row as the list API sends it. */
export type CalendarRow = Record<string, unknown> & { _id?: string; _version?: string };

/** The views a calendar offers: a day (the default, split into columns), a week, a month. */
export type CalendarViewKind = 'day' | 'week' | 'month';
export const calendarViewKinds: readonly CalendarViewKind[] = ['day', 'week', 'month'];

/** The most rows one request reads (the list API's largest page) and the most pages one range reads. */
export const CALENDAR_PAGE_SIZE: PageSize = 1000;
export const CALENDAR_MAX_PAGES = 5;

/** How long an entry without a duration is drawn (a ticket due at 10:00). */
export const DEFAULT_ENTRY_MINUTES = 30;

/** The column of entries whose column field is empty ('Chưa phân công'). */
export const UNASSIGNED_COLUMN = '__none__';

/** The calendar layout of a view (undefined for other layouts). */
export const calendarLayoutOf = (view: View): CalendarLayout | undefined =>
  view.layout.type === 'calendar' ? view.layout : undefined;

/** The widget's view for a kind of view, split into columns or not (a month is never split). */
export const widgetViewOf = (kind: CalendarViewKind, split: boolean): string => {
  if (kind === 'month') return 'dayGridMonth';
  if (split) return kind === 'day' ? 'resourceTimeGridDay' : 'resourceTimeGridWeek';
  return kind === 'day' ? 'timeGridDay' : 'timeGridWeek';
};

const DAY_MS = 86_400_000;

/** The day 'YYYY-MM-DD' `days` after `day`. */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The days a day or a week view of `day` shows, as the widget tells them once drawn (its first day, and the day after
 * its last; weeks from Monday): known before it draws, so that the rows of the range are those of the view being
 * drawn. A month's grid is the widget's to say (its first and last weeks run into the months beside it): null.
 */
export const rangeOfView = (kind: CalendarViewKind, day: string): { start: string; end: string } | null => {
  if (kind === 'day') return { start: day, end: addDays(day, 1) };
  if (kind === 'month') return null;
  const monday = addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
  return { start: monday, end: addDays(monday, 7) };
};

/** The local stamp 'YYYY-MM-DDTHH:mm' `minutes` after midnight of `day` (past 24:00 on the next day). */
export const stampOf = (day: string, minutes: number): string => {
  const whole = Math.max(0, Math.round(minutes));
  const days = Math.floor(whole / 1440);
  // The same day (nearly every entry's start and end) is not worked out through a Date: a busy week has 3,000 of them.
  return `${days === 0 ? day : addDays(day, days)}T${timeOfMinutes(whole % 1440)}`;
};

/** Day and minutes since its midnight of a local stamp ('YYYY-MM-DDTHH:mm[:ss]'); undefined when unreadable. */
export const partsOfStamp = (stamp: string): { day: string; minutes: number } | undefined => {
  const match = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}))?/.exec(stamp);
  if (!match) return undefined;
  return { day: match[1]!, minutes: match[2] ? (minutesOfTime(match[2]) ?? 0) : 0 };
};

/**
 * The stamp of a date as the widget gives it: the wall clock of the business (the widget runs in its offset) in
 * the Date's local fields — a conversion, not a reading of the device's clock.
 */
export const stampOfDate = (date: Date): string => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

const text = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value.trim() : String(value);

const dayOf = (value: unknown): string => text(value).slice(0, 10);

/**
 * The list params of what a view shows: its days (`start` inclusive, `end` exclusive, as the widget says them) on
 * the layout's start field, the largest page, in time order, narrowed by the list's filters.
 */
export const rangeParamsOf = (
  layout: CalendarLayout,
  range: { start: string; end: string },
  filters?: ListParams['filters'],
  page = 1,
): ListParams => ({
  fromDate: range.start,
  toDate: addDays(range.end, -1),
  page,
  pageSize: CALENDAR_PAGE_SIZE,
  sort: { field: layout.start },
  ...(filters && Object.keys(filters).length > 0 ? { filters } : {}),
});

/** How many pages a range of `total` rows takes, at most CALENDAR_MAX_PAGES. */
export const pagesOf = (total: number): number =>
  Math.min(CALENDAR_MAX_PAGES, Math.max(1, Math.ceil(total / CALENDAR_PAGE_SIZE)));

/** Where an entry lies: a whole day, or from a minute of its day for some minutes. */
export type EntryTime =
  { allDay: true; day: string } | { allDay: false; day: string; start: number; minutes: number };

/** A row's time on the calendar; undefined when it has no day. */
export const entryTimeOf = (layout: CalendarLayout, row: CalendarRow): EntryTime | undefined => {
  const day = dayOf(row[layout.start]);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const start = layout.startTime ? minutesOfTime(text(row[layout.startTime])) : undefined;
  if (start === undefined) return { allDay: true, day };
  let minutes = DEFAULT_ENTRY_MINUTES;
  if (layout.duration) {
    const n = Number(row[layout.duration]);
    minutes = Number.isFinite(n) && n > 0 ? n : BOOKING_SLOT_MINUTES;
  } else if (layout.end) {
    const endDay = dayOf(row[layout.end]);
    if (/^\d{4}-\d{2}-\d{2}$/.test(endDay) && endDay > day)
      minutes = Math.max(BOOKING_SLOT_MINUTES, (Date.parse(endDay) - Date.parse(day)) / 60_000 - start);
  }
  return { allDay: false, day, start, minutes };
};

/** A calendar entry as the widget draws it. */
export type CalendarEntry = {
  id: string;
  start: string;
  end: string;
  allDay: boolean;
  resourceIds: string[];
  title: string;
  /** 'HH:mm–HH:mm' (empty for a whole day). */
  time: string;
  details: string[];
  status: string;
  statusLabel: string;
  tone: BoardTone;
  /** Whether it may be dragged and resized (the user may edit it, and it still holds its time). */
  editable: boolean;
  durationEditable: boolean;
};

/** The field a lookup's `fills` copies the target's name into (ma_nv → ten_nv), from the resource's fields. */
export const nameFieldOf = (resource: Pick<Resource, 'fields'>, field: string): string | undefined => {
  const lookup = resource.fields[field];
  if (lookup?.type !== 'lookup' || !lookup.fills) return undefined;
  const fills = Object.entries(lookup.fills);
  return (fills.find(([mine]) => mine.startsWith('ten_')) ?? fills[0])?.[0];
};

export type EntriesOptions = {
  locale: LabelLocale;
  /** The column field the view is split by now (none: not split). */
  splitBy?: string | undefined;
  /** Whether the user may change the row (drag, resize): the edit right on the view. */
  mayEdit: (row: CalendarRow) => boolean;
  /** Statuses in which a row no longer moves (done, cancelled …); by default none. */
  settled?: readonly string[];
};

/**
 * The entries of rows: each on its day and time (a row without a time for its whole day), in the column of the
 * field the view is split by (unassigned ones in their own column), titled by the layout's title (the key when
 * empty), the details each formatted, the status's label and tint. A row the user may not change, or that is
 * settled, is not draggable.
 */
export const entriesOf = (
  layout: CalendarLayout,
  resource: Resource,
  rows: readonly CalendarRow[],
  { locale, splitBy, mayEdit, settled = [] }: EntriesOptions,
): CalendarEntry[] => {
  const fields = resource.fields as Readonly<Record<string, Field>>;
  const statusField = layout.status ? fields[layout.status] : undefined;
  return rows.flatMap((row, index): CalendarEntry[] => {
    const time = entryTimeOf(layout, row);
    if (!time) return [];
    const status = layout.status ? text(row[layout.status]) : '';
    const statusLabel =
      statusField?.type === 'enum'
        ? (statusField.options.find((o) => o.value === status)?.label[locale] ?? status)
        : '';
    const column = splitBy ? text(row[splitBy]) || UNASSIGNED_COLUMN : undefined;
    const editable = mayEdit(row) && !settled.includes(status);
    const details = (layout.details ?? []).flatMap((name) => {
      const field = fields[name];
      const value = field ? formatFieldValue(field, row[name], locale) : text(row[name]);
      return value === '' ? [] : [value];
    });
    const base = {
      id: typeof row._id === 'string' ? row._id : String(index),
      resourceIds: column ? [column] : [],
      title: text(row[layout.title]) || resource.keyOf(row),
      details,
      status,
      statusLabel,
      tone: layout.tones?.[status] ?? 'neutral',
      editable,
    };
    if (time.allDay)
      return [
        {
          ...base,
          start: `${time.day}T00:00`,
          end: `${addDays(time.day, 1)}T00:00`,
          allDay: true,
          time: '',
          durationEditable: false,
        },
      ];
    const end = Math.min(time.start + time.minutes, 1440);
    return [
      {
        ...base,
        start: stampOf(time.day, time.start),
        end: stampOf(time.day, end),
        allDay: false,
        time: `${timeOfMinutes(time.start)}–${timeOfMinutes(end)}`,
        durationEditable: editable && layout.duration !== undefined,
      },
    ];
  });
};

/**
 * The entries of each list of rows asked for, worked out once (by the list's identity: a query's rows stay the same
 * array while they are not read again), for one layout, resource and options: a view shown again draws the entries
 * worked out when it was last shown (a busy week's 1,500, each checked for what the user may do with it).
 */
export const entriesKeptOf = (
  layout: CalendarLayout | undefined,
  resource: Resource,
  options: EntriesOptions,
): ((rows: readonly CalendarRow[]) => CalendarEntry[]) => {
  const kept = new WeakMap<readonly CalendarRow[], CalendarEntry[]>();
  return (rows) => {
    if (!layout) return [];
    let entries = kept.get(rows);
    if (!entries) {
      entries = entriesOf(layout, resource, rows, options);
      kept.set(rows, entries);
    }
    return entries;
  };
};

/** A column of the split view: its id (the lookup's value) and title (the name). */
export type CalendarColumn = { id: string; title: string };

/**
 * The columns of the view split by `field`: the target's rows in their order (working technicians, the rooms), then
 * any value rows have that the list did not name (an employee since left, another branch's room: titled by the name
 * the row carries), then 'unassigned' when a row has none.
 */
export const columnsOf = (
  targets: readonly CalendarColumn[],
  rows: readonly CalendarRow[],
  field: string,
  nameField: string | undefined,
  unassigned: string,
): CalendarColumn[] => {
  const columns = [...targets];
  const known = new Set(columns.map((c) => c.id));
  let none = false;
  for (const row of rows) {
    const id = text(row[field]);
    if (id === '') none = true;
    else if (!known.has(id)) {
      known.add(id);
      columns.push({ id, title: (nameField && text(row[nameField])) || id });
    }
  }
  return none ? [...columns, { id: UNASSIGNED_COLUMN, title: unassigned }] : columns;
};

/** Where an entry was dropped or resized to, as the widget says it (local stamps). */
export type EntryPlace = {
  start: string;
  end: string;
  allDay: boolean;
  /** The column it was dropped in, when the view is split and it changed column. */
  column?: { field: string; id: string; title: string } | undefined;
};

/**
 * What a move or a resize writes: the day and time (none for a whole day), the duration in minutes, the column's
 * field and the name it fills (none for 'unassigned'), and the version the row was read at (a change saved
 * meanwhile is refused, 409 RECORD_CHANGED). Only what the layout declares is written.
 */
export const placePatchOf = (
  layout: CalendarLayout,
  resource: Pick<Resource, 'fields'>,
  row: CalendarRow,
  place: EntryPlace,
): Record<string, unknown> => {
  const start = partsOfStamp(place.start);
  if (!start) return {};
  const patch: Record<string, unknown> = { [layout.start]: start.day };
  if (layout.startTime) patch[layout.startTime] = place.allDay ? null : timeOfMinutes(start.minutes);
  if (!place.allDay && layout.duration) {
    const end = partsOfStamp(place.end);
    if (end) {
      const days = Math.round((Date.parse(end.day) - Date.parse(start.day)) / DAY_MS);
      patch[layout.duration] = Math.max(BOOKING_SLOT_MINUTES, days * 1440 + end.minutes - start.minutes);
    }
  }
  if (place.column) {
    const assigned = place.column.id !== UNASSIGNED_COLUMN;
    patch[place.column.field] = assigned ? place.column.id : null;
    const name = nameFieldOf(resource, place.column.field);
    if (name) patch[name] = assigned ? place.column.title : null;
  }
  if (typeof row._version === 'string') patch._version = row._version;
  return patch;
};

/**
 * What a new entry starts with when an empty slot is clicked (or a range dragged over): its day, time and length
 * (a click takes the service's own length when one is picked; the layout's default otherwise), and the column's
 * value with its name.
 */
export const newEntryValuesOf = (
  layout: CalendarLayout,
  resource: Pick<Resource, 'fields'>,
  place: EntryPlace & { clicked?: boolean },
): Record<string, unknown> => {
  const values = placePatchOf(layout, resource, {}, place);
  if (place.clicked && layout.duration) delete values[layout.duration];
  return values;
};

/** The opening hours of the branches shown, in the widget's terms: from the earliest opening to the latest close. */
export const slotBoundsOf = (
  branches: readonly { gio_mo?: string | null | undefined; gio_dong?: string | null | undefined }[],
): { slotMinTime: string; slotMaxTime: string; scrollTime: string } => {
  let open: number | undefined;
  let close: number | undefined;
  for (const branch of branches) {
    const from = minutesOfTime(branch.gio_mo);
    const to = minutesOfTime(branch.gio_dong);
    if (from === undefined || to === undefined || to <= from) return allDay;
    open = open === undefined ? from : Math.min(open, from);
    close = close === undefined ? to : Math.max(close, to);
  }
  if (open === undefined || close === undefined) return allDay;
  const floor = Math.floor(open / BOOKING_SLOT_MINUTES) * BOOKING_SLOT_MINUTES;
  const ceil = Math.ceil(close / BOOKING_SLOT_MINUTES) * BOOKING_SLOT_MINUTES;
  return {
    slotMinTime: `${timeOfMinutes(floor)}:00`,
    slotMaxTime: `${timeOfMinutes(ceil)}:00`,
    scrollTime: `${timeOfMinutes(floor)}:00`,
  };
};

const allDay = { slotMinTime: '00:00:00', slotMaxTime: '24:00:00', scrollTime: '08:00:00' };

/** The first quarter hour from now within the day's hours (the 'Đặt lịch' button's default time), as minutes. */
export const nextSlotOf = (
  nowMinutes: number,
  bounds: { slotMinTime: string; slotMaxTime: string },
): number => {
  const open = minutesOfTime(bounds.slotMinTime.slice(0, 5)) ?? 0;
  const close = minutesOfTime(bounds.slotMaxTime.slice(0, 5)) ?? 1440;
  const next = Math.ceil(nowMinutes / BOOKING_SLOT_MINUTES) * BOOKING_SLOT_MINUTES;
  return next < open || next >= close ? open : next;
};
