import { defineResource } from '../define-resource.js';
import { defineView } from '../define-view.js';
import { f } from '../fields.js';
import { tableStatuses, withGuestWhile } from './options.js';

/** Table groups (khu vực bàn): floors or areas of a restaurant (tầng 1, sân vườn, phòng VIP). */
export const restaurantTableGroups = defineResource({
  name: 'restaurant-table-groups',
  route: '/sales/restaurant/table-groups',
  table: 'sales_restaurant_table_groups',
  title: ['Khu vực bàn', 'Table groups'],
  branchScope: 'selected',
  fields: {
    ma_khu_vuc: f.code(['Mã khu vực', 'Area code'], { required: true, unique: true, max: 32 }),
    ten_khu_vuc: f.text(['Tên khu vực', 'Area name'], { required: true, max: 200 }),
    phu_thu: f.percent(['% Phụ thu', 'Surcharge %'], { defaultValue: 0 }),
    stt: f.number(['Thứ tự', 'Order'], { min: 0, defaultValue: 0 }),
    ghi_chu: f.text(['Ghi chú', 'Note'], { max: 1000, multiline: true }),
    trang_thai: f.boolean(['Đang dùng', 'In use'], { defaultValue: true }),
  },
  sections: [
    {
      title: ['Khu vực', 'Area'],
      fields: ['ma_khu_vuc', 'ten_khu_vuc', 'ma_dvcs', 'phu_thu', 'stt', 'ghi_chu', 'trang_thai'],
    },
  ],
  keyFields: ['ma_khu_vuc'],
  listColumns: ['ma_khu_vuc', 'ten_khu_vuc', 'phu_thu', 'stt', 'ma_dvcs', 'trang_thai'],
  filters: ['ma_khu_vuc', 'ma_dvcs', 'trang_thai'],
  search: ['ma_khu_vuc', 'ten_khu_vuc'],
  defaultSort: ['stt', 'ma_khu_vuc'],
});

/** Tables (bàn): the restaurant's tables by area, with seats and their live status on the table board. */
export const restaurantTables = defineResource({
  name: 'restaurant-tables',
  route: '/sales/restaurant/tables',
  table: 'sales_restaurant_tables',
  title: ['Bàn', 'Tables'],
  branchScope: 'selected',
  fields: {
    ma_ban: f.code(['Mã bàn', 'Table code'], { required: true, unique: true, max: 32 }),
    ten_ban: f.text(['Tên bàn', 'Table name'], { required: true, max: 200 }),
    ma_khu_vuc: f.lookup(['Khu vực', 'Area'], 'restaurant-table-groups', { required: true }),
    so_cho: f.number(['Số chỗ ngồi', 'Seats'], { min: 1, max: 100, defaultValue: 4 }),
    trang_thai: f.enum(['Trạng thái', 'Status'], tableStatuses, { defaultValue: '0' }),
    gio_vao: f.time(['Giờ vào', 'Seated at'], { readOnly: true }),
    ma_kh: f.lookup(['Khách hàng', 'Customer'], 'partners', { fills: { ten_kh: 'ten_kh' } }),
    ten_kh: f.text(['Tên khách hàng', 'Customer name'], { max: 200 }),
    stt: f.number(['Thứ tự', 'Order'], { min: 0, defaultValue: 0 }),
    ghi_chu: f.text(['Ghi chú', 'Note'], { max: 1000, multiline: true }),
  },
  sections: [
    {
      title: ['Bàn', 'Table'],
      fields: [
        'ma_ban',
        'ten_ban',
        'ma_dvcs',
        'ma_khu_vuc',
        'so_cho',
        'trang_thai',
        'gio_vao',
        'ma_kh',
        'ten_kh',
        'stt',
        'ghi_chu',
      ],
    },
  ],
  keyFields: ['ma_ban'],
  listColumns: ['ma_ban', 'ten_ban', 'ma_khu_vuc', 'so_cho', 'trang_thai', 'ma_dvcs'],
  filters: ['ma_ban', 'ma_dvcs', 'ma_khu_vuc', 'trang_thai'],
  search: ['ma_ban', 'ten_ban'],
  defaultSort: ['stt', 'ma_ban'],
  /** Only a table with guests or reserved has a customer: freed or out of use, it has none. */
  derive: (record) => withGuestWhile(record, ['1', '2']),
  /**
   * A table on the board: guests are seated at a free or reserved table (the time recorded), which is freed when
   * they leave; only a free table is reserved, and a reservation may be called off. A table out of use (broken,
   * an area closed) takes nobody until it is put back.
   */
  statuses: {
    field: 'trang_thai',
    initial: '0',
    createdAs: ['9'],
    transitions: [
      {
        name: 'seat',
        label: ['Nhận khách', 'Seat guests'],
        from: ['0', '2'],
        to: '1',
        stamps: { gio_vao: 'time' },
      },
      {
        name: 'reserve',
        label: ['Đặt bàn', 'Reserve'],
        from: ['0'],
        to: '2',
        requires: [{ code: 'TABLE_NOT_FREE', holds: (row) => row.trang_thai === '0' }],
      },
      { name: 'free', label: ['Trả bàn', 'Free'], from: ['1'], to: '0', stamps: { gio_vao: 'clear' } },
      { name: 'unreserve', label: ['Hủy đặt bàn', 'Cancel reservation'], from: ['2'], to: '0' },
      { name: 'disable', label: ['Ngừng sử dụng', 'Take out of use'], from: ['0'], to: '9' },
      { name: 'enable', label: ['Đưa vào sử dụng', 'Put back in use'], from: ['9'], to: '0' },
    ],
  },
});

/**
 * The table board (sơ đồ bàn): every table as a card in its status's column and its area's lane, seated, reserved
 * and freed from the card; live for the branch.
 */
export const tableOrders = defineView({
  name: 'restaurant-table-orders',
  route: '/sales/restaurant/table-orders',
  title: ['Sơ đồ bàn', 'Table board'],
  resource: 'restaurant-tables',
  listColumns: ['ma_ban', 'ten_ban', 'ma_khu_vuc', 'so_cho', 'trang_thai', 'gio_vao'],
  defaultSort: ['ma_khu_vuc', 'stt', 'ma_ban'],
  actions: ['seat', 'reserve', 'free', 'unreserve'],
  layout: {
    type: 'board',
    columns: 'trang_thai',
    lanes: 'ma_khu_vuc',
    card: { title: 'ten_ban', customer: 'ten_kh', startedAt: 'gio_vao', fields: ['so_cho'] },
    tones: { '0': 'success', '1': 'info', '2': 'warning', '9': 'neutral' },
  },
});
