import { defineResource } from '../define-resource.js';
import { defineView } from '../define-view.js';
import { f } from '../fields.js';
import { roomStatuses, withGuestWhile } from './options.js';

/** Room groups (nhóm phòng): floors or kinds of rooms (VIP, couple, facial, massage) of a branch. */
export const roomGroups = defineResource({
  name: 'room-groups',
  route: '/sales/room-groups',
  table: 'sales_room_groups',
  title: ['Nhóm phòng', 'Room groups'],
  branchScope: 'selected',
  fields: {
    ma_nhom_phong: f.code(['Mã nhóm phòng', 'Group code'], { required: true, unique: true, max: 32 }),
    ten_nhom_phong: f.text(['Tên nhóm phòng', 'Group name'], { required: true, max: 200 }),
    gia_phong: f.money(['Giá phòng mặc định', 'Default room price'], { defaultValue: 0 }),
    stt: f.number(['Thứ tự', 'Order'], { min: 0, defaultValue: 0 }),
    ghi_chu: f.text(['Ghi chú', 'Note'], { max: 1000, multiline: true }),
    trang_thai: f.boolean(['Đang dùng', 'In use'], { defaultValue: true }),
  },
  sections: [
    {
      title: ['Nhóm phòng', 'Room group'],
      fields: ['ma_nhom_phong', 'ten_nhom_phong', 'ma_dvcs', 'gia_phong', 'stt', 'ghi_chu', 'trang_thai'],
    },
  ],
  keyFields: ['ma_nhom_phong'],
  listColumns: ['ma_nhom_phong', 'ten_nhom_phong', 'gia_phong', 'stt', 'ma_dvcs', 'trang_thai'],
  filters: ['ma_nhom_phong', 'ma_dvcs', 'trang_thai'],
  search: ['ma_nhom_phong', 'ten_nhom_phong'],
  defaultSort: ['stt', 'ma_nhom_phong'],
});

/** Rooms (phòng): treatment rooms, beds or hotel rooms of a branch, with their live status on the room board. */
export const rooms = defineResource({
  name: 'rooms',
  route: '/sales/rooms',
  table: 'sales_rooms',
  title: ['Phòng', 'Rooms'],
  branchScope: 'selected',
  fields: {
    ma_phong: f.code(['Mã phòng', 'Room code'], { required: true, unique: true, max: 32 }),
    ten_phong: f.text(['Tên phòng', 'Room name'], { required: true, max: 200 }),
    ma_nhom_phong: f.lookup(['Nhóm phòng', 'Room group'], 'room-groups', {
      required: true,
      fills: { gia_phong: 'gia_phong' },
    }),
    tang: f.text(['Tầng', 'Floor'], { max: 20 }),
    so_giuong: f.number(['Số giường', 'Beds'], { min: 0, max: 50, defaultValue: 1 }),
    gia_phong: f.money(['Giá phòng', 'Room price'], { defaultValue: 0 }),
    trang_thai: f.enum(['Trạng thái', 'Status'], roomStatuses, { defaultValue: '0' }),
    gio_bd: f.time(['Giờ bắt đầu', 'Started at'], { readOnly: true }),
    ma_kh: f.lookup(['Khách hàng', 'Customer'], 'partners', { fills: { ten_kh: 'ten_kh' } }),
    ten_kh: f.text(['Tên khách hàng', 'Customer name'], { max: 200 }),
    stt: f.number(['Thứ tự', 'Order'], { min: 0, defaultValue: 0 }),
    ghi_chu: f.text(['Ghi chú', 'Note'], { max: 1000, multiline: true }),
  },
  keyFields: ['ma_phong'],
  listColumns: [
    'ma_phong',
    'ten_phong',
    'ma_nhom_phong',
    'tang',
    'so_giuong',
    'gia_phong',
    'trang_thai',
    'ma_dvcs',
  ],
  filters: ['ma_phong', 'ma_dvcs', 'ma_nhom_phong', 'tang', 'trang_thai'],
  search: ['ma_phong', 'ten_phong'],
  defaultSort: ['stt', 'ma_phong'],
  sections: [
    {
      title: ['Thông tin chung', 'General'],
      fields: ['ma_phong', 'ten_phong', 'ma_dvcs', 'ma_nhom_phong', 'tang', 'so_giuong'],
    },
    {
      title: ['Sử dụng', 'Use'],
      fields: ['gia_phong', 'trang_thai', 'gio_bd', 'ma_kh', 'ten_kh', 'stt', 'ghi_chu'],
    },
  ],
  /** Only a room in service has a guest: leaving that status (freed, cleaning, out of service) lets them go. */
  derive: (record) => withGuestWhile(record, ['1']),
  /**
   * A room on the board: a free room takes guests (its start time recorded), is cleaned after them and is free
   * again; a room out of service (repairs) takes nobody until it is put back. A new room may start out of service.
   */
  statuses: {
    field: 'trang_thai',
    initial: '0',
    createdAs: ['9'],
    transitions: [
      {
        name: 'start',
        label: ['Nhận khách', 'Start'],
        from: ['0'],
        to: '1',
        stamps: { gio_bd: 'time' },
        requires: [{ code: 'ROOM_OUT_OF_SERVICE', holds: (row) => row.trang_thai !== '9' }],
      },
      { name: 'clean', label: ['Dọn phòng', 'Clean'], from: ['1'], to: '2', stamps: { gio_bd: 'clear' } },
      { name: 'free', label: ['Trả phòng', 'Free'], from: ['1'], to: '0', stamps: { gio_bd: 'clear' } },
      { name: 'ready', label: ['Dọn xong', 'Ready'], from: ['2'], to: '0' },
      { name: 'disable', label: ['Ngừng sử dụng', 'Take out of service'], from: ['0', '2'], to: '9' },
      { name: 'enable', label: ['Đưa vào sử dụng', 'Put back in service'], from: ['9'], to: '0' },
    ],
  },
});

/**
 * The room board (sơ đồ phòng): every room as a card in its status's column and its group's lane, started, cleaned
 * and freed from the card; live for the branch.
 */
export const roomOrders = defineView({
  name: 'room-orders',
  route: '/sales/room-orders',
  title: ['Sơ đồ phòng', 'Room board'],
  resource: 'rooms',
  listColumns: ['ma_phong', 'ten_phong', 'ma_nhom_phong', 'tang', 'trang_thai', 'gio_bd'],
  defaultSort: ['ma_nhom_phong', 'stt', 'ma_phong'],
  actions: ['start', 'clean', 'free', 'ready'],
  layout: {
    type: 'board',
    columns: 'trang_thai',
    lanes: 'ma_nhom_phong',
    card: {
      title: 'ten_phong',
      subtitle: 'tang',
      customer: 'ten_kh',
      startedAt: 'gio_bd',
      fields: ['so_giuong'],
    },
    tones: { '0': 'success', '1': 'info', '2': 'warning', '9': 'neutral' },
  },
});
