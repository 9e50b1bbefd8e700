/**
 * The places a till keeps orders open at: the restaurant's tables (by area) and the rooms (by room group). Each
 * names its API paths and fields once; the board, the order screen and the moves read them from here.
 */
export type PlaceKind = {
  /** The till mode that works with it. */
  mode: 'restaurant' | 'room';
  /** The places and their groups (API paths under /api). */
  path: string;
  groupsPath: string;
  /** The catalogue resource pushed live when a place changes. */
  resource: 'restaurant-tables' | 'rooms';
  /** The place's code field (also the order's field naming it), name, group and time guests came. */
  field: 'ma_ban' | 'ma_phong';
  name: 'ten_ban' | 'ten_phong';
  group: 'ma_khu_vuc' | 'ma_nhom_phong';
  groupName: 'ten_khu_vuc' | 'ten_nhom_phong';
  started: 'gio_vao' | 'gio_bd';
  /** The place's status transition that readies it again after guests (a room is cleaned; a table needs none). */
  ready?: string;
};

export const placeKinds = {
  restaurant: {
    mode: 'restaurant',
    path: '/sales/restaurant/tables',
    groupsPath: '/sales/restaurant/table-groups',
    resource: 'restaurant-tables',
    field: 'ma_ban',
    name: 'ten_ban',
    group: 'ma_khu_vuc',
    groupName: 'ten_khu_vuc',
    started: 'gio_vao',
  },
  room: {
    mode: 'room',
    path: '/sales/rooms',
    groupsPath: '/sales/room-groups',
    resource: 'rooms',
    field: 'ma_phong',
    name: 'ten_phong',
    group: 'ma_nhom_phong',
    groupName: 'ten_nhom_phong',
    started: 'gio_bd',
    ready: 'ready',
  },
} as const satisfies Record<string, PlaceKind>;

export type PlaceMode = keyof typeof placeKinds;

export const isPlaceMode = (mode: string): mode is PlaceMode => mode in placeKinds;
