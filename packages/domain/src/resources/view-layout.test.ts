import { describe, expect, it } from 'vitest';
import { viewCatalogue, resourceNamed } from './catalogue.js';
import { defineView } from './define-view.js';
import {
  isLiveLayout,
  layoutFieldsOf,
  layoutProblemsOf,
  viewLayoutTypes,
  type ViewLayout,
} from './view-layout.js';

const fields = {
  ma_phong: { type: 'code' },
  ten_phong: { type: 'text' },
  ma_nhom_phong: { type: 'lookup' },
  trang_thai: { type: 'enum', options: [{ value: '0' }, { value: '1' }] },
  gio_bd: { type: 'time' },
  ngay_hen: { type: 'date' },
  thoi_luong: { type: 'number' },
} as const;

const board: ViewLayout = {
  type: 'board',
  columns: 'trang_thai',
  lanes: 'ma_nhom_phong',
  card: { title: 'ten_phong', subtitle: 'ma_phong', startedAt: 'gio_bd' },
};

describe('view layouts', () => {
  it('a view is a table unless it declares another layout', () => {
    const view = defineView({ name: 'x', route: '/sales/rooms', title: ['X', 'X'], resource: 'rooms' });
    expect(view.layout).toEqual({ type: 'table' });
    expect(defineView({ ...view, title: ['X', 'X'], layout: board }).layout).toBe(board);
  });

  it('lists the fields a layout reads', () => {
    expect(layoutFieldsOf({ type: 'table' })).toEqual([]);
    expect(layoutFieldsOf(board)).toEqual(['trang_thai', 'ma_nhom_phong', 'ten_phong', 'ma_phong', 'gio_bd']);
    expect(
      layoutFieldsOf({ type: 'calendar', start: 'ngay_hen', duration: 'thoi_luong', title: 'ten_phong' }),
    ).toEqual(['ngay_hen', 'thoi_luong', 'ten_phong']);
  });

  it('finds unknown fields and fields of the wrong type', () => {
    expect(layoutProblemsOf(board, fields)).toEqual([]);
    expect(
      layoutProblemsOf(
        { type: 'board', columns: 'ten_phong', card: { title: 'ten_kh', startedAt: 'ma_phong' } },
        fields,
      ),
    ).toEqual([
      'ten_kh: unknown field',
      'ten_phong: columns needs a field of type enum, not text',
      'ma_phong: startedAt needs a field of type time or date, not code',
    ]);
    expect(
      layoutProblemsOf(
        { type: 'board', columns: 'trang_thai', lanes: 'trang_thai', card: { title: 'ten_phong' } },
        fields,
      ),
    ).toEqual(['trang_thai: lanes and columns are the same field']);
    expect(
      layoutProblemsOf({ ...board, tones: { '0': 'success', '7': 'danger' } } as ViewLayout, fields),
    ).toEqual(['trang_thai: a tone for 7, which is not a column']);
    expect(
      layoutProblemsOf(
        { type: 'calendar', start: 'gio_bd', end: 'ngay_hen', duration: 'thoi_luong', title: 'ten_phong' },
        fields,
      ),
    ).toEqual([
      'gio_bd: start needs a field of type date, not time',
      'ngay_hen: end and duration both given',
    ]);
    // A calendar's columns are lookups, its tint an enum with a tone per status it has.
    expect(
      layoutProblemsOf(
        {
          type: 'calendar',
          start: 'ngay_hen',
          title: 'ten_phong',
          details: ['ten_kh'],
          resources: [{ field: 'ma_nhom_phong' }, { field: 'ten_phong' }],
          status: 'trang_thai',
          tones: { '1': 'info', '7': 'danger' },
          form: ['ma_phong'],
        },
        fields,
      ),
    ).toEqual([
      'ten_kh: unknown field',
      'ten_phong: resources needs a field of type lookup, not text',
      'trang_thai: a tone for 7, which is not a status',
    ]);
    expect(
      layoutProblemsOf({ type: 'calendar', start: 'ngay_hen', title: 'ma_phong', status: 'gio_bd' }, fields),
    ).toEqual(['gio_bd: status needs a field of type enum, not time']);
  });

  it('boards and calendars are live', () => {
    expect(viewLayoutTypes.map((type) => isLiveLayout({ type } as ViewLayout))).toEqual([false, true, true]);
  });

  it('the appointment calendar splits its day by technician or by room; the ticket calendar by nothing', () => {
    const byName = new Map(viewCatalogue.map((v) => [v.name, v]));
    expect(byName.get('task-calendar')?.layout).toMatchObject({
      type: 'calendar',
      start: 'ngay_hen',
      startTime: 'gio_hen',
      duration: 'thoi_luong',
      title: 'ten_kh',
      resources: [{ field: 'ma_nv' }, { field: 'ma_phong' }],
      status: 'trang_thai',
    });
    expect(byName.get('ticket-calendar')?.layout).toMatchObject({ type: 'calendar', title: 'tieu_de' });
    expect(byName.get('ticket-calendar')?.layout).not.toHaveProperty('resources');
  });

  it('every view of the catalogue declares a sound layout over its resource', () => {
    for (const view of viewCatalogue) {
      const resource = resourceNamed(view.resource);
      expect(layoutProblemsOf(view.layout, resource?.fields ?? {}), view.name).toEqual([]);
      if (view.layout.type === 'board') {
        // Columns are the resource's status machine, whose transitions the cards offer.
        expect(view.layout.columns, view.name).toBe(resource?.statuses?.field);
        expect(view.actions.length, view.name).toBeGreaterThan(0);
      }
    }
  });

  it('the room and table boards are boards by status and by room group / table area, titled by name', () => {
    const byName = new Map(viewCatalogue.map((v) => [v.name, v]));
    expect(byName.get('room-orders')?.layout).toMatchObject({
      type: 'board',
      columns: 'trang_thai',
      lanes: 'ma_nhom_phong',
      card: { title: 'ten_phong', startedAt: 'gio_bd' },
    });
    expect(byName.get('restaurant-table-orders')?.layout).toMatchObject({
      type: 'board',
      columns: 'trang_thai',
      lanes: 'ma_khu_vuc',
      card: { title: 'ten_ban', startedAt: 'gio_vao' },
    });
    expect(byName.get('task-calendar')?.layout.type).toBe('calendar');
    expect(
      viewCatalogue
        .filter((v) => v.layout.type === 'board')
        .map((v) => v.name)
        .sort(),
    ).toEqual(['restaurant-table-orders', 'room-orders']);
  });

  it('rooms keep their customer only in service, tables while seated or reserved (the cards show who is there)', () => {
    const rooms = resourceNamed('rooms')!;
    const tables = resourceNamed('restaurant-tables')!;
    const guest = { ma_kh: 'KH001', ten_kh: 'Trần Thị Mai' };
    expect(rooms.derive?.({ trang_thai: '1', ...guest })).toMatchObject(guest);
    for (const status of ['0', '2', '9'])
      expect(rooms.derive?.({ trang_thai: status, ...guest })).toMatchObject({ ma_kh: null, ten_kh: null });
    expect(tables.derive?.({ trang_thai: '1', ...guest })).toMatchObject(guest);
    expect(tables.derive?.({ trang_thai: '2', ...guest })).toMatchObject(guest);
    expect(tables.derive?.({ trang_thai: '0', ...guest })).toMatchObject({ ma_kh: null, ten_kh: null });
  });
});
