import { describe, expect, it } from 'vitest';
import { catalogueEntryOfRoute, resourceNamed, type View } from '@sen/domain/resources';
import { listQueryOf } from '@sen/records';
import {
  UNASSIGNED_COLUMN,
  addDays,
  calendarLayoutOf,
  columnsOf,
  entriesKeptOf,
  entriesOf,
  entryTimeOf,
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
} from './calendarModel';

const taskView = catalogueEntryOfRoute('/crm/task/calendar') as View;
const ticketView = catalogueEntryOfRoute('/crm/ticket/calendar') as View;
const tasks = resourceNamed('tasks')!;
const tickets = resourceNamed('tickets')!;
const taskLayout = calendarLayoutOf(taskView)!;
const ticketLayout = calendarLayoutOf(ticketView)!;

const mai = {
  _id: 'a1',
  _version: '796',
  so_ct: 'LH000016',
  ma_dvcs: 'CN01',
  ma_kh: 'KH0001',
  ten_kh: 'Trần Thị Mai',
  ngay_hen: '2031-03-10',
  gio_hen: '09:00',
  thoi_luong: 60,
  ma_vt: 'DV003',
  ten_vt: 'Gội đầu dưỡng sinh',
  ma_nv: 'NV001',
  ten_nv: 'Lê Thị Hoa',
  ma_phong: 'P101',
  ten_phong: 'P.101',
  trang_thai: '1',
};

describe('the calendar layout of the appointment and ticket calendars', () => {
  it('is declared on both views; other views have none', () => {
    expect(taskLayout).toMatchObject({ start: 'ngay_hen', startTime: 'gio_hen', duration: 'thoi_luong' });
    expect(ticketLayout).toMatchObject({ start: 'ngay_hen', startTime: 'gio_hen', title: 'tieu_de' });
    expect(calendarLayoutOf(catalogueEntryOfRoute('/sales/room-orders') as View)).toBeUndefined();
  });

  it('opens the widget’s split views for day and week, a plain month', () => {
    expect(widgetViewOf('day', true)).toBe('resourceTimeGridDay');
    expect(widgetViewOf('week', true)).toBe('resourceTimeGridWeek');
    expect(widgetViewOf('day', false)).toBe('timeGridDay');
    expect(widgetViewOf('week', false)).toBe('timeGridWeek');
    expect(widgetViewOf('month', true)).toBe('dayGridMonth');
  });
});

describe('the rows a visible range reads', () => {
  it('are the days of the range (end exclusive) on the start field, the largest page, in time order', () => {
    const params = rangeParamsOf(taskLayout, { start: '2031-03-10', end: '2031-03-17' }, { ma_nv: 'NV001' });
    expect(params).toEqual({
      fromDate: '2031-03-10',
      toDate: '2031-03-16',
      page: 1,
      pageSize: 1000,
      sort: { field: 'ngay_hen' },
      filters: { ma_nv: 'NV001' },
    });
    // As the list API reads them.
    expect(listQueryOf(params)).toEqual({
      ma_nv: 'NV001',
      fromDate: '2031-03-10',
      toDate: '2031-03-16',
      pageIndex: '0',
      pageSize: '1000',
      sortKey: 'ngay_hen',
      sortType: 'asc',
    });
    expect(rangeParamsOf(taskLayout, { start: '2031-03-10', end: '2031-03-11' }, {}, 2)).toMatchObject({
      fromDate: '2031-03-10',
      toDate: '2031-03-10',
      page: 2,
    });
    expect(rangeParamsOf(taskLayout, { start: '2031-03-10', end: '2031-03-11' }, {})).not.toHaveProperty(
      'filters',
    );
  });

  it('are known before the widget draws for a day and a week (from Monday); a month’s is the widget’s', () => {
    expect(rangeOfView('day', '2031-03-10')).toEqual({ start: '2031-03-10', end: '2031-03-11' });
    // 2031-03-12 is a Wednesday; a Sunday belongs to the week before it; a week may cross a year.
    expect(rangeOfView('week', '2031-03-12')).toEqual({ start: '2031-03-10', end: '2031-03-17' });
    expect(rangeOfView('week', '2031-03-16')).toEqual({ start: '2031-03-10', end: '2031-03-17' });
    expect(rangeOfView('week', '2031-03-10')).toEqual({ start: '2031-03-10', end: '2031-03-17' });
    expect(rangeOfView('week', '2031-01-01')).toEqual({ start: '2030-12-30', end: '2031-01-06' });
    expect(rangeOfView('month', '2031-03-12')).toBeNull();
  });

  it('take as many pages as the rows need, at most five', () => {
    expect([0, 1, 1000, 1001, 1500, 99_999].map(pagesOf)).toEqual([1, 1, 1, 2, 2, 5]);
  });
});

describe('rows as entries', () => {
  const options = { locale: 'vi' as const, mayEdit: () => true, settled: ['3', '4', '9'] };

  it('places an appointment on its day and time for its duration, in its technician’s column, tinted by status', () => {
    const [entry] = entriesOf(taskLayout, tasks, [mai], { ...options, splitBy: 'ma_nv' });
    expect(entry).toEqual({
      id: 'a1',
      start: '2031-03-10T09:00',
      end: '2031-03-10T10:00',
      allDay: false,
      resourceIds: ['NV001'],
      title: 'Trần Thị Mai',
      time: '09:00–10:00',
      details: ['Gội đầu dưỡng sinh', 'Lê Thị Hoa', 'P.101'],
      status: '1',
      statusLabel: 'Đã xác nhận',
      tone: 'info',
      editable: true,
      durationEditable: true,
    });
    const [byRoom] = entriesOf(taskLayout, tasks, [mai], { ...options, locale: 'en', splitBy: 'ma_phong' });
    expect(byRoom).toMatchObject({ resourceIds: ['P101'], statusLabel: 'Confirmed' });
    const [plain] = entriesOf(taskLayout, tasks, [mai], options);
    expect(plain?.resourceIds).toEqual([]);
  });

  it('are worked out once for each list of rows read, again for another list', () => {
    let asked = 0;
    const entriesOfRows = entriesKeptOf(taskLayout, tasks, {
      ...options,
      mayEdit: () => {
        asked += 1;
        return true;
      },
    });
    const week = [mai, { ...mai, _id: 'a2', gio_hen: '10:00' }];
    const first = entriesOfRows(week);
    expect(first.map((e) => e.id)).toEqual(['a1', 'a2']);
    expect(entriesOfRows(week)).toBe(first);
    expect(asked).toBe(2);
    const day = [mai];
    expect(entriesOfRows(day).map((e) => e.id)).toEqual(['a1']);
    expect(entriesOfRows(week)).toBe(first);
    expect(asked).toBe(3);
    expect(entriesKeptOf(undefined, tasks, options)(week)).toEqual([]);
  });

  it('puts an unassigned row in its own column; a settled or read-only one does not move', () => {
    const rows = [
      { ...mai, _id: 'b', ma_nv: null, ten_nv: null },
      { ...mai, _id: 'c', trang_thai: '9' },
      { ...mai, _id: 'd' },
    ];
    const entries = entriesOf(taskLayout, tasks, rows, {
      ...options,
      splitBy: 'ma_nv',
      mayEdit: (row) => row._id !== 'd',
    });
    expect(entries.map((e) => [e.id, e.resourceIds[0], e.editable, e.tone])).toEqual([
      ['b', UNASSIGNED_COLUMN, true, 'info'],
      ['c', 'NV001', false, 'neutral'],
      ['d', 'NV001', false, 'info'],
    ]);
  });

  it('never runs past midnight, draws a zero length as a slot, and skips a row without a day', () => {
    const entries = entriesOf(
      taskLayout,
      tasks,
      [
        { ...mai, _id: 'late', gio_hen: '23:30', thoi_luong: 90 },
        { ...mai, _id: 'zero', thoi_luong: 0 },
        { ...mai, _id: 'none', ngay_hen: null },
      ],
      options,
    );
    expect(entries.map((e) => [e.id, e.start, e.end])).toEqual([
      ['late', '2031-03-10T23:30', '2031-03-11T00:00'],
      ['zero', '2031-03-10T09:00', '2031-03-10T09:15'],
    ]);
  });

  it('draws a ticket due at a time for half an hour (not resizable), one without a time for its whole day', () => {
    const due = {
      _id: 't1',
      so_ct: 'TK000001',
      tieu_de: 'Đổi lịch hẹn',
      ten_kh: 'Trần Thị Mai',
      ngay_hen: '2031-03-10',
      gio_hen: '14:00',
      trang_thai: '0',
    };
    const [timed, whole] = entriesOf(
      ticketLayout,
      tickets,
      [due, { ...due, _id: 't2', gio_hen: null, trang_thai: '3' }],
      options,
    );
    expect(timed).toMatchObject({
      start: '2031-03-10T14:00',
      end: '2031-03-10T14:30',
      title: 'Đổi lịch hẹn',
      details: ['Trần Thị Mai'],
      statusLabel: 'Mới',
      tone: 'warning',
      editable: true,
      durationEditable: false,
    });
    expect(whole).toMatchObject({
      allDay: true,
      start: '2031-03-10T00:00',
      end: '2031-03-11T00:00',
      time: '',
      statusLabel: 'Đã đóng',
    });
  });

  it('titles a row without a customer name by its key', () => {
    const [entry] = entriesOf(taskLayout, tasks, [{ ...mai, ten_kh: '' }], options);
    expect(entry?.title).toBe(tasks.keyOf({ ...mai, ten_kh: '' }));
  });

  it('reads its time whole or by the minute', () => {
    expect(entryTimeOf(taskLayout, mai)).toEqual({
      allDay: false,
      day: '2031-03-10',
      start: 540,
      minutes: 60,
    });
    expect(entryTimeOf(taskLayout, { ...mai, ngay_hen: '2031-03-10T00:00:00.000Z', gio_hen: '' })).toEqual({
      allDay: true,
      day: '2031-03-10',
    });
  });
});

describe('the columns of a split view', () => {
  it('are the target’s rows, then values the list did not name, then the unassigned', () => {
    const targets = [
      { id: 'NV001', title: 'Lê Thị Hoa' },
      { id: 'NV002', title: 'Phạm Thu Trang' },
    ];
    expect(columnsOf(targets, [mai], 'ma_nv', 'ten_nv', 'Chưa phân công')).toEqual(targets);
    expect(
      columnsOf(
        targets,
        [mai, { ...mai, ma_nv: 'NV099', ten_nv: 'Võ Minh Thư' }, { ...mai, ma_nv: null }],
        'ma_nv',
        'ten_nv',
        'Chưa phân công',
      ),
    ).toEqual([
      ...targets,
      { id: 'NV099', title: 'Võ Minh Thư' },
      { id: UNASSIGNED_COLUMN, title: 'Chưa phân công' },
    ]);
  });

  it('name the technician and the room by the fields their lookups fill', () => {
    expect(nameFieldOf(tasks, 'ma_nv')).toBe('ten_nv');
    expect(nameFieldOf(tasks, 'ma_phong')).toBe('ten_phong');
    expect(nameFieldOf(tasks, 'ngay_hen')).toBeUndefined();
  });
});

describe('what a drop or a resize writes', () => {
  it('moves the time and keeps the length, with the version read', () => {
    expect(
      placePatchOf(taskLayout, tasks, mai, {
        start: '2031-03-11T10:30',
        end: '2031-03-11T11:30',
        allDay: false,
      }),
    ).toEqual({ ngay_hen: '2031-03-11', gio_hen: '10:30', thoi_luong: 60, _version: '796' });
  });

  it('moves to another technician’s column with the technician’s name; to the unassigned clears them', () => {
    expect(
      placePatchOf(taskLayout, tasks, mai, {
        start: '2031-03-10T09:00',
        end: '2031-03-10T10:00',
        allDay: false,
        column: { field: 'ma_nv', id: 'NV002', title: 'Phạm Thu Trang' },
      }),
    ).toMatchObject({ ma_nv: 'NV002', ten_nv: 'Phạm Thu Trang' });
    expect(
      placePatchOf(taskLayout, tasks, mai, {
        start: '2031-03-10T09:00',
        end: '2031-03-10T10:00',
        allDay: false,
        column: { field: 'ma_phong', id: UNASSIGNED_COLUMN, title: 'Chưa phân công' },
      }),
    ).toMatchObject({ ma_phong: null, ten_phong: null });
  });

  it('a resize changes the length, never below a slot; a row without a version sends none', () => {
    const { _version: _, ...unversioned } = mai;
    expect(
      placePatchOf(taskLayout, tasks, unversioned, {
        start: '2031-03-10T09:00',
        end: '2031-03-10T10:45',
        allDay: false,
      }),
    ).toEqual({ ngay_hen: '2031-03-10', gio_hen: '09:00', thoi_luong: 105 });
    expect(
      placePatchOf(taskLayout, tasks, mai, {
        start: '2031-03-10T09:00',
        end: '2031-03-10T09:00',
        allDay: false,
      }).thoi_luong,
    ).toBe(15);
  });

  it('a ticket dropped on a day’s top row loses its time; on a time gets it (no duration to write)', () => {
    expect(
      placePatchOf(
        ticketLayout,
        tickets,
        { _id: 't', _version: '9' },
        {
          start: '2031-03-12T00:00',
          end: '2031-03-13T00:00',
          allDay: true,
        },
      ),
    ).toEqual({ ngay_hen: '2031-03-12', gio_hen: null, _version: '9' });
    expect(
      placePatchOf(
        ticketLayout,
        tickets,
        {},
        { start: '2031-03-12T15:15', end: '2031-03-12T15:45', allDay: false },
      ),
    ).toEqual({ ngay_hen: '2031-03-12', gio_hen: '15:15' });
  });

  it('an unreadable place writes nothing', () => {
    expect(placePatchOf(taskLayout, tasks, mai, { start: 'x', end: 'y', allDay: false })).toEqual({});
  });
});

describe('a new entry from an empty slot', () => {
  it('a click takes the slot’s day, time and technician (the service gives the length)', () => {
    expect(
      newEntryValuesOf(taskLayout, tasks, {
        start: '2031-03-10T14:15',
        end: '2031-03-10T14:30',
        allDay: false,
        clicked: true,
        column: { field: 'ma_nv', id: 'NV001', title: 'Lê Thị Hoa' },
      }),
    ).toEqual({ ngay_hen: '2031-03-10', gio_hen: '14:15', ma_nv: 'NV001', ten_nv: 'Lê Thị Hoa' });
  });

  it('a range dragged over gives the length too', () => {
    expect(
      newEntryValuesOf(taskLayout, tasks, {
        start: '2031-03-10T14:00',
        end: '2031-03-10T15:30',
        allDay: false,
      }),
    ).toEqual({ ngay_hen: '2031-03-10', gio_hen: '14:00', thoi_luong: 90 });
  });
});

describe('the day’s hours', () => {
  it('run from the earliest opening to the latest close of the branches shown, on the quarter hour', () => {
    expect(slotBoundsOf([{ gio_mo: '08:00', gio_dong: '21:00' }])).toEqual({
      slotMinTime: '08:00:00',
      slotMaxTime: '21:00:00',
      scrollTime: '08:00:00',
    });
    expect(
      slotBoundsOf([
        { gio_mo: '08:10', gio_dong: '20:00' },
        { gio_mo: '09:00', gio_dong: '21:50' },
      ]),
    ).toMatchObject({ slotMinTime: '08:00:00', slotMaxTime: '22:00:00' });
  });

  it('are the whole day when a branch has none (the server then takes any time)', () => {
    expect(slotBoundsOf([])).toMatchObject({ slotMinTime: '00:00:00', slotMaxTime: '24:00:00' });
    expect(slotBoundsOf([{ gio_mo: '08:00', gio_dong: null }])).toMatchObject({ slotMaxTime: '24:00:00' });
  });

  it('the booking button offers the next quarter hour within them, else the opening', () => {
    const bounds = { slotMinTime: '08:00:00', slotMaxTime: '21:00:00' };
    expect(nextSlotOf(9 * 60 + 1, bounds)).toBe(9 * 60 + 15);
    expect(nextSlotOf(6 * 60, bounds)).toBe(8 * 60);
    expect(nextSlotOf(21 * 60, bounds)).toBe(8 * 60);
  });
});

describe('local stamps', () => {
  it('add minutes across midnight and read a widget date as wall-clock time', () => {
    expect(stampOf('2031-03-10', 1470)).toBe('2031-03-11T00:30');
    expect(stampOf('2031-03-10', 9 * 60 + 30)).toBe('2031-03-10T09:30');
    expect(stampOf('2031-03-10', 1440)).toBe('2031-03-11T00:00');
    expect(stampOf('2031-12-31', 1440 + 15)).toBe('2032-01-01T00:15');
    expect(addDays('2031-02-28', 1)).toBe('2031-03-01');
    expect(stampOfDate(new Date(2031, 2, 10, 9, 5))).toBe('2031-03-10T09:05');
  });
});
