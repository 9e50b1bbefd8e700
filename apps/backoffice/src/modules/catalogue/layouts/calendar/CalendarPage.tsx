import { useCallback, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { flushSync } from 'react-dom';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { can } from '@sen/auth';
import { Alert, Button, IconButton, SegmentedControl, Spinner, vars } from '@sen/ui';
import { resourceNamed, type LookupField } from '@sen/domain/resources';
import { businessMinutes, businessToday, zoneOffsetText, type List } from '@sen/domain';
import { listQueryOf, lookupQueryOptions, recordKeys, useRecordsAdapters } from '@sen/records';
import { isApiRequestError } from '@sen/api';
import { useAuthState, useServices } from '../../../../app/ServicesContext';
import { useTranslation } from '../../../../i18n/react';
import { failureText } from '../../../auth/errors';
import { usePageHeading } from '../../../layout/usePageHeading';
import { liveQueryMeta } from '../../../notifications/liveHandlers';
import { notify } from '../../../notify/notify';
import { useLabelLocale } from '../../fields/labelLocale';
import { lookupTargetOf } from '../../fields/lookupSource';
import { filtersFromSearch, listModelOf } from '../../list/listQuery';
import { rowActionsOf } from '../../list/rowActions';
import { pageResourceOf } from '../../viewResource';
import type { LayoutRendererProps } from '../registry';
import { BookingDialog } from './BookingDialog';
import { EntryDialog } from './EntryDialog';
import { EventCalendar, type Calendar } from './EventCalendar';
import { HEADING_ATTRIBUTE, columnsSeenOf, createColumnWatch, type ColumnsSeen } from './columnWatch';
import * as css from './calendar.css';
import {
  addDays,
  calendarLayoutOf,
  columnsOf,
  entriesKeptOf,
  nameFieldOf,
  newEntryValuesOf,
  nextSlotOf,
  pagesOf,
  placePatchOf,
  rangeOfView,
  rangeParamsOf,
  slotBoundsOf,
  stampOf,
  stampOfDate,
  widgetViewOf,
  type CalendarColumn,
  type CalendarEntry,
  type CalendarRow,
  type CalendarViewKind,
  type EntryPlace,
} from './calendarModel';

/** The most columns read for a split view (the lookup API's limit). */
const COLUMN_LIMIT = 50;

const page: CSSProperties = {
  flex: 1,
  minHeight: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
};
const toolbar: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
};
const heading: CSSProperties = {
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weightSemibold,
  minWidth: '12ch',
};
const spacer: CSSProperties = { flex: 1 };
const note: CSSProperties = { margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm };
const overlay: CSSProperties = { position: 'relative', flex: 1, minHeight: 0, display: 'flex' };
const busy: CSSProperties = { position: 'absolute', insetBlockStart: 8, insetInlineEnd: 12, zIndex: 5 };

const chevron = (d: string) => (
  <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      d={d}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/** The widget's toolbar is the page's own (one object: set again, it would be drawn again). */
const headerToolbar = { start: '', center: '', end: '' };

/**
 * The widget's marks of a drag, a resize and a refused place on its root: the calendar's own (calendar.css.ts), which
 * draw the cursor on a clear layer over the page rather than set it on every node of the calendar.
 */
const themeOf = (theme: Calendar.Theme): Calendar.Theme => ({
  ...theme,
  dragging: 'sen-dragging',
  resizingY: 'sen-resizing-y',
  resizingX: 'sen-resizing-x',
  notAllowed: 'sen-not-allowed',
});

/** Today on the business's clock (Vietnam), 'YYYY-MM-DD', whatever zone the device is set to. */
const today = () => businessToday();

const pad2 = (n: number) => String(n).padStart(2, '0');
const dayMonth = (d: Date) => `${pad2(d.getDate())}/${pad2(d.getMonth() + 1)}`;
const viWeekdays = ['CN', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7'];

/** A day's column heading: 'T2 23/11' (the weekday's short name and the day), as a desk calendar writes it. */
const dayHeadingOf = (intl: string) => {
  const weekday = new Intl.DateTimeFormat(intl, { weekday: 'short' });
  return (date: Date) =>
    intl.startsWith('vi')
      ? `${viWeekdays[date.getDay()]} ${dayMonth(date)}`
      : `${weekday.format(date)} ${dayMonth(date)}`;
};

/**
 * A day's column heading as read aloud ('Thứ Hai, 23 tháng 11, 2026'), each day's written once: a week split by thirty
 * technicians heads 210 columns with its seven days.
 */
const dayAriaLabelOf = (intl: string) => {
  const format = new Intl.DateTimeFormat(intl, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const written = new Map<number, string>();
  return (date: Date) => {
    const key = date.getTime();
    let label = written.get(key);
    if (label === undefined) {
      label = format.format(date);
      written.set(key, label);
    }
    return label;
  };
};

/** The page's heading of the range shown: a day, a week's first and last days, a month. */
const rangeTitleOf = (kind: CalendarViewKind, day: string, intl: string): string => {
  const at = (d: string) => new Date(`${d}T12:00:00`);
  const upper = (text: string) => text.charAt(0).toLocaleUpperCase(intl) + text.slice(1);
  if (kind === 'day')
    return upper(
      new Intl.DateTimeFormat(intl, {
        weekday: 'long',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      }).format(at(day)),
    );
  if (kind === 'month')
    return upper(new Intl.DateTimeFormat(intl, { month: 'long', year: 'numeric' }).format(at(day)));
  const weekday = (at(day).getDay() + 6) % 7;
  const monday = at(addDays(day, -weekday));
  const sunday = at(addDays(day, 6 - weekday));
  return `${dayMonth(monday)} – ${dayMonth(sunday)}/${sunday.getFullYear()}`;
};

/** What the booking dialog opens with: preset values (day, time, column) for a new entry. */
type Booking = { values: Record<string, unknown> };

/**
 * A view laid out as a calendar (`layout: { type: 'calendar' }`): its rows on their day and time in day (the
 * default, split into columns by technician or by room as the layout declares), week and month views, on the
 * branch's opening hours in 15-minute slots, tinted by status. An empty slot books (BookingDialog); an entry opens
 * its details, transitions and time and staff fields (EntryDialog: the keyboard's way to move or resize); dragging
 * moves (PATCH of its time, column and version) and dragging its edge changes its length — the server refuses a
 * clash and the entry goes back, its message in a toast. Live: the hub's `record` messages for the resource mark
 * the range stale and it is read again.
 */
export function CalendarPage({ entry, resource }: LayoutRendererProps) {
  const layout = calendarLayoutOf(entry);
  const { t } = useTranslation();
  const locale = useLabelLocale();
  const { api } = useServices();
  const { http } = useRecordsAdapters();
  const queryClient = useQueryClient();
  const { user, voucherLocks, branches, selectedBranches } = useAuthState();
  const { title } = usePageHeading();
  const context = useMemo(() => ({ user, voucherLocks }), [user, voucherLocks]);
  const writable = useMemo(() => pageResourceOf(entry, resource), [entry, resource]);
  const intl = locale === 'vi' ? 'vi-VN' : 'en-GB';

  const [kind, setKind] = useState<CalendarViewKind>('day');
  const [day, setDay] = useState(today);
  const [splitBy, setSplitBy] = useState<string>(layout?.resources?.[0]?.field ?? '');
  // The range the widget told it drew (a month's grid); a day's or a week's is known before it draws (the rows read
  // for the view being drawn, not the last one).
  const [toldRange, setRange] = useState<{ start: string; end: string } | null>(null);
  const range = useMemo(() => rangeOfView(kind, day) ?? toldRange, [kind, day, toldRange]);
  const [booking, setBooking] = useState<Booking | null>(null);
  const [opened, setOpened] = useState<string | null>(null);
  const widget = useRef<Calendar | null>(null);
  // The columns of a wide (week, split) view on screen: only their entries are drawn (columnWatch.ts), as the
  // sorted ids' JSON (the same columns seen again draw nothing anew). Tagged with the widget's view they were seen
  // in; each view also keeps the columns measured when it was last drawn, and a view shown again draws their
  // entries with its columns at once (it opens where it opened before: the measure that follows finds the same).
  const [inView, setInView] = useState<ColumnsSeen>({ view: '', key: '', opening: {} });
  // eslint-disable-next-line react-hooks/refs -- the watch calls back once the widget has drawn, never during render
  const [columnWatch] = useState(() =>
    createColumnWatch((ids, measured) => {
      const view = widget.current?.getView().type ?? '';
      setInView((was) => columnsSeenOf(was, view, ids, measured));
    }),
  );

  // The list's filters in the address bar narrow the calendar too ('?ma_nv=NV001').
  const search = useSearch({ strict: false });
  const filters = useMemo(
    () => filtersFromSearch(search as Record<string, unknown>, listModelOf(entry, resource).filters),
    [search, entry, resource],
  );

  // The rows of the range shown: every page of it (a busy week of a large spa holds more than one page).
  const first = layout && range ? rangeParamsOf(layout, range, filters) : undefined;
  const rows = useQuery({
    queryKey: [...recordKeys(resource).list(first ? listQueryOf(first) : {}, entry.path), 'calendar'],
    queryFn: async ({ signal }) => {
      const read = (n: number) =>
        api.get<List<CalendarRow>>(
          `/${entry.path}`,
          listQueryOf(rangeParamsOf(layout!, range!, filters, n)),
          {
            signal,
          },
        );
      const head = await read(1);
      const more = await Promise.all(Array.from({ length: pagesOf(head.total) - 1 }, (_, i) => read(i + 2)));
      return { items: [...head.items, ...more.flatMap((p) => p.items)], total: head.total };
    },
    enabled: first !== undefined,
    placeholderData: keepPreviousData,
    // Once for a failure of the network or the server; never when it refused (4xx).
    retry: (failures, error) =>
      failures < 1 && !(isApiRequestError(error) && error.status >= 400 && error.status < 500),
    meta: liveQueryMeta,
  });
  const items = useMemo(() => rows.data?.items ?? [], [rows.data]);
  const rowsById = useMemo(
    () => new Map(items.flatMap((row) => (typeof row._id === 'string' ? [[row._id, row] as const] : []))),
    [items],
  );

  // The columns of the split view: the looked-up rows (working technicians, the rooms of the branch).
  const split = layout?.resources?.find((r) => r.field === splitBy);
  const splitTarget = useMemo(() => {
    const field = split ? resource.fields[split.field] : undefined;
    return field?.type === 'lookup' ? lookupTargetOf(field as LookupField, resourceNamed) : null;
  }, [split, resource]);
  const targets = useQuery({
    ...lookupQueryOptions(
      api,
      splitTarget?.kind === 'server' ? splitTarget.resource : resource,
      '',
      COLUMN_LIMIT,
      split?.narrow,
    ),
    enabled: splitTarget?.kind === 'server',
    retry: false,
    select: (answer: { items: readonly Record<string, unknown>[] }): CalendarColumn[] =>
      splitTarget?.kind === 'server'
        ? answer.items.map((row) => ({
            id: String(row[splitTarget.valueField] ?? ''),
            title: String(row[splitTarget.labelField] ?? row[splitTarget.valueField] ?? ''),
          }))
        : [],
  });
  const splitActive = Boolean(split) && kind !== 'month';
  const nameField = split ? nameFieldOf(resource, split.field) : undefined;
  const columns = useMemo(
    () =>
      split ? columnsOf(targets.data ?? [], items, split.field, nameField, t('calendar.unassigned')) : [],
    [split, targets.data, items, nameField, t],
  );

  const mayAdd = can(user, { menuId: entry.menuId, right: 'add' });
  const mayEdit = useCallback(
    (row: CalendarRow) =>
      rowActionsOf(entry, resource, row, false, context).some((action) => action.kind === 'edit'),
    [entry, resource, context],
  );
  const settled = useMemo(() => {
    // Statuses no transition leaves (done, no-show, cancelled): their entries stay where they are.
    const machine = resource.statuses;
    if (!machine || !layout?.status || machine.field !== layout.status) return [];
    const field = resource.fields[layout.status];
    const all = field?.type === 'enum' ? field.options.map((o) => o.value) : [];
    return all.filter((value) => !machine.transitions.some((tr) => tr.from.includes(value)));
  }, [resource, layout]);

  // The entries of each list of rows read (a day's, a week's …), kept while the rest stays the same: a view shown
  // again draws the entries worked out when it was last shown (a busy week's 1,500, each checked for what the user
  // may do with it), not worked out again on the click.
  const entriesOfRows = useMemo(
    () =>
      entriesKeptOf(
        layout &&
          // The column's own name is not repeated on its entries (the technician's column lists no technician).
          { ...layout, details: (layout.details ?? []).filter((name) => !splitActive || name !== nameField) },
        resource,
        { locale, splitBy: splitActive ? splitBy : undefined, mayEdit, settled },
      ),
    [layout, resource, locale, splitActive, splitBy, mayEdit, settled, nameField],
  );
  const entries = useMemo(() => entriesOfRows(items), [entriesOfRows, items]);

  // The day's hours: those of the branches shown.
  const bounds = useMemo(() => {
    const shown = branches.filter((b) => selectedBranches.includes(b.ma_dvcs));
    return slotBoundsOf(shown.length > 0 ? shown : branches);
  }, [branches, selectedBranches]);

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: recordKeys(resource).all }),
    [queryClient, resource],
  );

  const columnOf = (id: string | number | undefined) => {
    if (!split || id === undefined) return undefined;
    const found = columns.find((c) => c.id === String(id));
    return { field: split.field, id: String(id), title: found?.title ?? String(id) };
  };

  // The widget's callbacks read the page's latest state through this ref (the widget keeps the first ones).
  type Handlers = {
    book: (place: EntryPlace & { clicked?: boolean }) => void;
    open: (id: string) => void;
    move: (info: Calendar.EventDropInfo | Calendar.EventResizeInfo) => Promise<void>;
    range: (info: Calendar.DatesSetInfo) => void;
    labelOf: (shown: CalendarEntry) => string;
    column: (id: string | number | undefined) => EntryPlace['column'];
  };
  const handlers = useRef<Handlers | null>(null);
  const latest: Handlers = {
    book: (place) => {
      if (!layout || !mayAdd) return;
      setBooking({ values: newEntryValuesOf(layout, resource, place) });
    },
    open: (id) => setOpened(id),
    move: async (info) => {
      const row = rowsById.get(String(info.event.id));
      if (!layout || !row) {
        info.revert();
        return;
      }
      const dropped = 'newResource' in info ? info.newResource : undefined;
      const place: EntryPlace = {
        start: stampOfDate(info.event.start),
        end: stampOfDate(info.event.end),
        allDay: info.event.allDay,
        column: splitActive && dropped ? columnOf(dropped.id) : undefined,
      };
      try {
        await http.patch(
          `/${entry.path}/${encodeURIComponent(String(row._id))}`,
          placePatchOf(layout, resource, row, place),
        );
        notify('success', t('calendar.moved'));
      } catch (error) {
        // Refused (a technician or a room taken then, outside the opening hours, changed meanwhile): back it goes.
        info.revert();
        notify('failure', failureText(error, t));
      } finally {
        void refresh();
      }
    },
    range: (info) => {
      // Another view or other days: the columns on screen are measured once the widget has drawn them (its drawing
      // ends with this microtask's turn) and their entries drawn at once, before the next frame.
      queueMicrotask(() => flushSync(() => columnWatch.measure()));
      // A day's or a week's range is known before it draws (`range`): only a month's grid is the widget's to say. Told
      // for the others, the page was drawn again for nothing just after the week (a month shown next waits for its own).
      if (widgetViewOf('month', false) !== info.view.type) {
        setRange((was) => (was === null ? was : null));
        return;
      }
      const start = stampOfDate(info.view.activeStart).slice(0, 10);
      const end = stampOfDate(info.view.activeEnd).slice(0, 10);
      setRange((was) => (was?.start === start && was.end === end ? was : { start, end }));
    },
    labelOf: (shown) =>
      t('calendar.entryLabel', {
        title: shown.title,
        time: shown.time || t('calendar.allDay'),
        status: shown.statusLabel,
      }),
    column: columnOf,
  };
  useLayoutEffect(() => {
    handlers.current = latest;
  });

  // One ref callback for the page's life: a new one on every render would start the watch over each time. The
  // entries' faces are opened from here too (one listener for all, not one on each of a busy week's entries).
  const watchColumns = useCallback(
    (node: HTMLDivElement | null) => {
      if (!node) return;
      columnWatch.start(node);
      const openEntry = (event: MouseEvent) => {
        const face =
          event.target instanceof Element ? event.target.closest<HTMLElement>('[data-entry]') : null;
        if (face?.dataset.entry && node.contains(face)) handlers.current?.open(face.dataset.entry);
      };
      node.addEventListener('click', openEntry);
      return () => {
        node.removeEventListener('click', openEntry);
        columnWatch.stop();
      };
    },
    [columnWatch],
  );

  // The widget's options: stable callbacks, then what the page's state says.
  const callbacks = useMemo(
    () => ({
      datesSet: (info: Calendar.DatesSetInfo) => {
        handlers.current!.range(info);
        // The month grid's day cells sit in a grid the widget gives no row role: given one, the table reads whole.
        requestAnimationFrame(() =>
          document
            .querySelectorAll('[data-layout="calendar"] .ec-day-grid .ec-body .ec-grid:not([role])')
            .forEach((grid) => grid.setAttribute('role', 'row')),
        );
      },
      dateClick: (info: Calendar.DateClickInfo) => {
        const start = stampOfDate(info.date);
        const [d, time] = start.split('T');
        const minutes = Number(time!.slice(0, 2)) * 60 + Number(time!.slice(3));
        handlers.current!.book({
          start,
          end: info.allDay ? stampOf(addDays(d!, 1), 0) : stampOf(d!, minutes + 15),
          allDay: info.allDay,
          clicked: true,
          column: info.resource ? handlers.current!.column(info.resource.id) : undefined,
        });
      },
      select: (info: Calendar.SelectInfo) => {
        widget.current?.unselect();
        handlers.current!.book({
          start: stampOfDate(info.start),
          end: stampOfDate(info.end),
          allDay: info.allDay,
          column: info.resource ? handlers.current!.column(info.resource.id) : undefined,
        });
      },
      eventDragStart: () => columnWatch.hold(true),
      eventDragStop: () => columnWatch.hold(false),
      eventResizeStart: () => columnWatch.hold(true),
      eventResizeStop: () => columnWatch.hold(false),
      // Each column's heading says which column it is (columnWatch.ts finds the columns on screen by them).
      resourceLabelContent: (info: Calendar.ResourceLabelInfo) => {
        const label = document.createElement('span');
        label.setAttribute(HEADING_ATTRIBUTE, String(info.resource.id));
        label.textContent = typeof info.resource.title === 'string' ? info.resource.title : '';
        return { domNodes: [label] };
      },
      eventDrop: (info: Calendar.EventDropInfo) => void handlers.current!.move(info),
      eventResize: (info: Calendar.EventResizeInfo) => void handlers.current!.move(info),
      // Each entry's face is a button of its own (Tab reaches it, Enter or a click opens it; dragging still moves
      // it), inside the widget's entry given the table's cell role so that its grid reads as a table.
      eventContent: (info: Calendar.EventContentInfo) => {
        const shown = info.event.extendedProps.entry as CalendarEntry | undefined;
        return {
          domNodes: [entryNode(shown, shown ? handlers.current!.labelOf(shown) : '')],
        };
      },
      eventDidMount: (info: Calendar.EventDidMountInfo) => {
        const shown = info.event.extendedProps.entry as CalendarEntry | undefined;
        if (!shown) return;
        info.el.dataset.status = shown.status;
        info.el.setAttribute('role', 'cell');
        // Their layer is the row (set once, not again for each of its entries).
        const layer = info.el.parentElement;
        if (layer?.classList.contains('ec-events') && layer.getAttribute('role') !== 'row')
          layer.setAttribute('role', 'row');
      },
    }),
    // The callbacks only read the handlers' ref (and the column watch, made once): the widget keeps them.
    [columnWatch],
  );

  const view = widgetViewOf(kind, splitActive);
  // A split view may be wider than the screen (thirty technicians): only the columns in view draw their entries.
  const wide = view === 'resourceTimeGridWeek' || view === 'resourceTimeGridDay';
  const drawnKey = inView.view === view ? inView.key : (inView.opening[view] ?? '[]');
  const events = useMemo(
    () =>
      (wide
        ? ((drawn: ReadonlySet<string>) => entries.filter((e) => drawn.has(e.resourceIds[0] ?? '')))(
            new Set(JSON.parse(drawnKey) as string[]),
          )
        : entries
      ).map((e): Calendar.EventInput => ({
        id: e.id,
        start: e.start,
        end: e.end,
        allDay: e.allDay,
        title: e.title,
        resourceIds: e.resourceIds,
        editable: e.editable,
        startEditable: e.editable,
        durationEditable: e.durationEditable,
        classNames: [
          `sen-tone-${e.tone}`,
          `sen-status-${e.status}`,
          ...(settled.includes(e.status) ? ['sen-settled'] : []),
        ],
        extendedProps: { entry: e },
      })),
    [entries, settled, wide, drawnKey],
  );
  // The same columns keep the same array: setting them again redraws every heading and column.
  const columnsKey = JSON.stringify(columns);
  const widgetColumns = useMemo(
    () =>
      (JSON.parse(columnsKey) as CalendarColumn[]).map((c): Calendar.ResourceInput => ({
        id: c.id,
        title: c.title,
      })),
    [columnsKey],
  );
  const formats = useMemo(
    () => ({
      locale: intl,
      firstDay: 1 as const,
      slotLabelFormat: { hour: '2-digit', minute: '2-digit', hour12: false } as const,
      // Entries show their own time (calendarModel): the widget's, formatted for each entry, is never drawn.
      eventTimeFormat: () => '',
      dayHeaderFormat: dayHeadingOf(intl),
      // A month's columns are the weekdays (read when the widget is made).
      views: {
        dayGridMonth: {
          dayHeaderFormat: (date: Date) =>
            intl.startsWith('vi')
              ? date.getDay() === 0
                ? 'Chủ nhật'
                : `Thứ ${date.getDay() + 1}`
              : new Intl.DateTimeFormat(intl, { weekday: 'long' }).format(date),
        },
      },
      dayHeaderAriaLabelFormat: dayAriaLabelOf(intl),
      allDayContent: t('calendar.allDay'),
      moreLinkContent: (arg: Calendar.MoreLinkInfo) => t('calendar.more', { count: arg.num }),
      noEventsContent: t('calendar.empty'),
      buttonText: (text: Calendar.ButtonTextMapping) => ({
        ...text,
        today: t('calendar.today'),
        prev: t('calendar.previous'),
        next: t('calendar.next'),
        close: t('common.close'),
      }),
    }),
    [intl, t],
  );

  const options = useMemo(
    (): Calendar.Options => ({
      ...callbacks,
      ...formats,
      view,
      date: day,
      headerToolbar,
      theme: themeOf,
      height: '100%',
      events,
      resources: widgetColumns,
      editable: true,
      selectable: mayAdd,
      eventStartEditable: true,
      eventDurationEditable: true,
      slotDuration: '00:15',
      snapDuration: '00:15',
      slotLabelInterval: '01:00',
      slotHeight: 20,
      slotMinTime: bounds.slotMinTime,
      slotMaxTime: bounds.slotMaxTime,
      scrollTime: bounds.scrollTime,
      allDaySlot: !layout?.startTime || !resource.fields[layout.startTime]?.required,
      nowIndicator: true,
      // The widget's today (its highlight) and its now line follow the business's clock, not the device's: its
      // entries are wall-clock stamps with no offset, drawn as written, and the dates it hands back are that wall
      // clock in local fields (stampOfDate reads them back).
      timeZone: zoneOffsetText(),
      dayMaxEvents: true,
      dragScroll: true,
      // Split by many technicians, the day and the week scroll sideways inside the calendar, never the page.
      columnWidth:
        view === 'resourceTimeGridWeek'
          ? 'minmax(5.5rem, 1fr)'
          : view === 'resourceTimeGridDay'
            ? 'minmax(8rem, 1fr)'
            : undefined,
    }),
    [callbacks, formats, view, day, events, widgetColumns, mayAdd, bounds, layout, resource],
  );

  if (!layout) return null;

  const step = kind === 'day' ? 1 : kind === 'week' ? 7 : 0;
  const go = (by: -1 | 1) => {
    if (step > 0) setDay((d) => addDays(d, by * step));
    else
      setDay((d) => {
        const [y, m] = d.split('-').map(Number) as [number, number];
        const next = new Date(Date.UTC(y, m - 1 + by, 1));
        return next.toISOString().slice(0, 10);
      });
  };
  const bookNow = () => {
    const minutes = nextSlotOf(businessMinutes(), bounds);
    handlers.current!.book({
      start: stampOf(day, minutes),
      end: stampOf(day, minutes + 15),
      allDay: false,
      clicked: true,
    });
  };
  const total = rows.data?.total ?? 0;
  const openedRow = opened ? rowsById.get(opened) : undefined;

  return (
    <section aria-label={title} style={page} data-layout="calendar">
      <div role="toolbar" aria-label={t('calendar.toolbar')} style={toolbar}>
        <Button size="sm" variant="secondary" onPress={() => setDay(today())}>
          {t('calendar.today')}
        </Button>
        <IconButton size="sm" variant="secondary" aria-label={t('calendar.previous')} onPress={() => go(-1)}>
          {chevron('M15 18l-6-6 6-6')}
        </IconButton>
        <IconButton size="sm" variant="secondary" aria-label={t('calendar.next')} onPress={() => go(1)}>
          {chevron('M9 6l6 6-6 6')}
        </IconButton>
        <h2 style={heading} aria-live="polite">
          {rangeTitleOf(kind, day, intl)}
        </h2>
        <span style={spacer} />
        <SegmentedControl
          aria-label={t('calendar.views')}
          value={kind}
          onChange={setKind}
          options={[
            { value: 'day', label: t('calendar.day') },
            { value: 'week', label: t('calendar.week') },
            { value: 'month', label: t('calendar.month') },
          ]}
        />
        {layout.resources && layout.resources.length > 0 && kind !== 'month' && (
          <SegmentedControl
            aria-label={t('calendar.columns')}
            value={splitBy}
            onChange={setSplitBy}
            options={[
              ...layout.resources.map((r) => ({
                value: r.field,
                label: r.label?.[locale] ?? resource.fields[r.field]?.label[locale] ?? r.field,
              })),
              { value: '', label: t('calendar.notSplit') },
            ]}
          />
        )}
        <Button
          size="sm"
          variant="secondary"
          isPending={rows.isFetching && !rows.isPending}
          onPress={() => void refresh()}
        >
          {t('calendar.refresh')}
        </Button>
        {mayAdd && (
          <Button size="sm" variant="primary" onPress={bookNow}>
            {layout.duration ? t('calendar.book') : t('calendar.add')}
          </Button>
        )}
      </div>
      {rows.isError && (
        <Alert tone="danger" title={t('calendar.error')}>
          {failureText(rows.error, t)}
        </Alert>
      )}
      {total > items.length && (
        <p style={note} role="note">
          {t('calendar.capped', { shown: items.length, total })}
        </p>
      )}
      <div style={overlay} ref={watchColumns}>
        {(rows.isPending || rows.isFetching) && (
          <span style={busy}>
            <Spinner size="sm" label={t('calendar.loading')} />
          </span>
        )}
        <EventCalendar
          // Made anew in another language (its month headings are read when it is made).
          key={intl}
          className={css.host}
          options={options}
          onReady={(calendar) => {
            widget.current = calendar;
          }}
        />
      </div>
      {booking && (
        <BookingDialog
          entry={entry}
          resource={writable}
          layout={layout}
          values={booking.values}
          onClose={() => setBooking(null)}
          onBooked={() => {
            setBooking(null);
            void refresh();
          }}
        />
      )}
      {openedRow && (
        <EntryDialog
          key={`${opened}/${String(openedRow._version ?? '')}`}
          entry={entry}
          resource={writable}
          layout={layout}
          row={openedRow}
          mayEdit={mayEdit(openedRow) && !settled.includes(String(openedRow[layout.status ?? ''] ?? ''))}
          onClose={() => setOpened(null)}
          onChanged={() => void refresh()}
        />
      )}
    </section>
  );
}

/** An empty entry's face, copied for each entry (cheaper than making its two nodes anew). */
let entryFace: HTMLButtonElement | null = null;

/**
 * An entry's face: a button with its title (the customer) on the first line, then its time and details (the service,
 * the technician or the room) — one line of text each, in one span (a busy week draws 1,500 of them). A click on it
 * opens the entry (the page's one listener finds it by its `data-entry`).
 */
const entryNode = (shown: CalendarEntry | undefined, label: string): HTMLElement => {
  if (!entryFace) {
    entryFace = document.createElement('button');
    entryFace.type = 'button';
    entryFace.className = 'sen-entry';
    entryFace.append(document.createElement('span'));
  }
  const node = entryFace.cloneNode(true) as HTMLButtonElement;
  if (!shown) {
    node.replaceChildren();
    return node;
  }
  node.setAttribute('aria-label', [label, ...shown.details].join(', '));
  node.setAttribute('data-entry', shown.id);
  if (shown.resourceIds[0]) node.setAttribute('data-column', shown.resourceIds[0]);
  node.firstChild!.textContent = [shown.title, shown.time, ...shown.details].filter(Boolean).join('\n');
  return node;
};
