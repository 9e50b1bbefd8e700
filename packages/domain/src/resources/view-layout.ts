import type { Title } from '../routes/types.js';
import type { Field } from './fields.js';

/**
 * How a view lays its rows out. The back office keeps a renderer per layout type (a registry in the catalogue
 * pages) and shows a view with the one its declaration names; every layout reads the same list API
 * (`GET /api/<path>`) and runs the same row actions.
 */

/** The default: the data table (paging, sorting, search, filters, export). */
export type TableLayout = { type: 'table' };

/** What each card of a board shows, by field names of the view's resource. */
export type BoardCard = {
  /** The card's heading: the row's name as people say it (`ten_phong`, `ten_ban`), never its code. */
  title: string;
  /** A second line under the title (the room group, the seats). */
  subtitle?: string;
  /** The customer the row is serving now (a text field holding the name, or a lookup with its name filled). */
  customer?: string;
  /** When the row's current use started (a time 'HH:mm', a day, or an instant). */
  startedAt?: string;
  /** Further fields shown as label and value. */
  fields?: readonly string[];
};

/**
 * A board: cards in columns by the value of a status field (the columns are the field's options, in their
 * declared order), optionally split into lanes by another field (a room group, a table area), each card offering
 * the row actions (the status machine's transitions) the user may run on it now. A board is live: the server
 * tells the branch's signed-in users when a row of its resource changes, and the board reads its rows again.
 */
export type BoardLayout = {
  type: 'board';
  /** The enum field whose values are the columns (the resource's status field). */
  columns: string;
  /** The field whose values are the lanes (a lookup: each lane titled with the looked-up name). */
  lanes?: string;
  card: BoardCard;
  /** How each column's heading is tinted, by value (neutral when not given). */
  tones?: Readonly<Record<string, BoardTone>>;
};

/** The tints a board column may take (the kit's badge tones). */
export type BoardTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/**
 * Who or what a calendar row takes, by which the calendar splits its day into columns: a lookup field of the row
 * (the technician `ma_nv`, the room `ma_phong`) whose target's rows are the columns, titled by name.
 */
export type CalendarResource = {
  /** The lookup field (its target gives the columns; its `fills` the name a row carries). */
  field: string;
  /** How the choice of these columns reads ('Theo kỹ thuật viên'); the field's label when not given. */
  label?: Title;
  /** Exact values the target's rows must have to be a column (working employees: `{ trang_thai: 'true' }`). */
  narrow?: Readonly<Record<string, string>>;
};

/**
 * A calendar: rows placed on their day (and time) from `start`, lasting until `end` or for `duration` minutes, in
 * day, week and month views; split into columns by one of its `resources` at a time (by technician, by room), each
 * entry tinted by its status and offering the status machine's transitions. Booking (clicking an empty slot) asks
 * the `form` fields; moving and resizing change the time, the duration and the column's field — the server judges
 * each change (availability never lives in the widget). A calendar is live, as a board is.
 */
export type CalendarLayout = {
  type: 'calendar';
  /** The day (or instant) a row starts. */
  start: string;
  /** The time of day it starts, when `start` is a day (a row without one lasts the whole day). */
  startTime?: string;
  /** The day (or instant) it ends. */
  end?: string;
  /** How long it lasts, in minutes (instead of `end`). */
  duration?: string;
  /** The text of each entry. */
  title: string;
  /** Lines under the title (the service, the technician, the room), each shown when the row has it. */
  details?: readonly string[];
  /** The columns the day may be split into, the first the default (none: one column per day). */
  resources?: readonly CalendarResource[];
  /** The enum field whose value tints each entry (the status machine's field). */
  status?: string;
  /** The tint of each status value (neutral when not given). */
  tones?: Readonly<Record<string, BoardTone>>;
  /** The fields a new entry asks for (the quick booking dialog), in order. */
  form?: readonly string[];
};

export type ViewLayout = TableLayout | BoardLayout | CalendarLayout;

export type ViewLayoutType = ViewLayout['type'];

/** The layout types a view may declare (the back office's registry has an entry for each). */
export const viewLayoutTypes = ['table', 'board', 'calendar'] as const satisfies readonly ViewLayoutType[];

/** Every field name a layout reads (to check them against the view's resource). */
export const layoutFieldsOf = (layout: ViewLayout): string[] => {
  switch (layout.type) {
    case 'table':
      return [];
    case 'board': {
      const { card } = layout;
      return [
        layout.columns,
        ...(layout.lanes ? [layout.lanes] : []),
        card.title,
        ...(card.subtitle ? [card.subtitle] : []),
        ...(card.customer ? [card.customer] : []),
        ...(card.startedAt ? [card.startedAt] : []),
        ...(card.fields ?? []),
      ];
    }
    case 'calendar':
      return [
        layout.start,
        ...(layout.startTime ? [layout.startTime] : []),
        ...(layout.end ? [layout.end] : []),
        ...(layout.duration ? [layout.duration] : []),
        layout.title,
        ...(layout.details ?? []),
        ...(layout.resources ?? []).map((r) => r.field),
        ...(layout.status ? [layout.status] : []),
        ...(layout.form ?? []),
      ];
  }
};

/** Field types each layout role accepts. */
const roleTypes = {
  columns: ['enum'],
  lanes: ['enum', 'lookup', 'code', 'text', 'boolean'],
  startedAt: ['time', 'date'],
  start: ['date'],
  startTime: ['time'],
  end: ['date'],
  duration: ['number'],
  resources: ['lookup'],
  status: ['enum'],
} as const satisfies Record<string, readonly Field['type'][]>;

/**
 * What is wrong with a layout over a resource's fields: each problem names the field and why ('unknown field',
 * 'board columns need an enum field'...). Empty when the layout is sound. Checked for the whole catalogue by its
 * tests, so a renderer may rely on it.
 */
export const layoutProblemsOf = (
  layout: ViewLayout,
  fields: Readonly<Record<string, Pick<Field, 'type'> & { options?: readonly { value: string }[] }>>,
): string[] => {
  const problems = layoutFieldsOf(layout)
    .filter((name) => fields[name] === undefined)
    .map((name) => `${name}: unknown field`);
  const check = (role: keyof typeof roleTypes, name: string | undefined) => {
    const type = name ? fields[name]?.type : undefined;
    if (name && type && !(roleTypes[role] as readonly string[]).includes(type))
      problems.push(`${name}: ${role} needs a field of type ${roleTypes[role].join(' or ')}, not ${type}`);
  };
  if (layout.type === 'board') {
    check('columns', layout.columns);
    check('lanes', layout.lanes);
    check('startedAt', layout.card.startedAt);
    if (layout.lanes === layout.columns)
      problems.push(`${layout.lanes}: lanes and columns are the same field`);
    const options = fields[layout.columns]?.options?.map((o) => o.value) ?? [];
    for (const value of Object.keys(layout.tones ?? {}))
      if (!options.includes(value))
        problems.push(`${layout.columns}: a tone for ${value}, which is not a column`);
  }
  if (layout.type === 'calendar') {
    check('start', layout.start);
    check('startTime', layout.startTime);
    check('end', layout.end);
    check('duration', layout.duration);
    if (layout.end && layout.duration) problems.push(`${layout.end}: end and duration both given`);
    for (const resource of layout.resources ?? []) check('resources', resource.field);
    check('status', layout.status);
    if (layout.tones && !layout.status) problems.push('tones: given without a status field');
    const options = (layout.status ? fields[layout.status]?.options : undefined)?.map((o) => o.value) ?? [];
    for (const value of Object.keys(layout.tones ?? {}))
      if (layout.status && !options.includes(value))
        problems.push(`${layout.status}: a tone for ${value}, which is not a status`);
  }
  return problems;
};

/**
 * Whether a view with this layout is live (its rows' changes are pushed to the branch's signed-in users): boards
 * and calendars, which several people keep open at once (a booking made at one desk shows at the others).
 */
export const isLiveLayout = (layout: ViewLayout): boolean =>
  layout.type === 'board' || layout.type === 'calendar';
