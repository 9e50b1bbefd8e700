/**
 * The demo's floors (fixed rows of the table and room resources): each branch's dining areas with their tables,
 * and its room groups with their rooms, numbered as a lounge or spa numbers them (Bàn 1…, P.101…). Everything is
 * free and in use at the start, but for one table and one room out of use at CN01, so the boards look like a
 * morning before opening; orders seat tables and start rooms through the till, never through the seed.
 */
type Area = { name: string; tables: number; seats: number; surcharge?: number };
/** A room group: its rooms are called `label` + a number (P.101, P.102… for `P.1`; VIP 1, VIP 2… for `VIP `). */
type RoomGroup = { name: string; label: string; rooms: number; beds: number; price: number; floor: string };

const floors: Readonly<Record<'CN01' | 'CN02' | 'CN03', { areas: Area[]; roomGroups: RoomGroup[] }>> = {
  CN01: {
    areas: [
      { name: 'Tầng trệt', tables: 8, seats: 4 },
      { name: 'Sân vườn', tables: 6, seats: 4 },
      { name: 'Tầng 2', tables: 6, seats: 6 },
      { name: 'Phòng riêng', tables: 2, seats: 10, surcharge: 10 },
    ],
    roomGroups: [
      { name: 'Phòng đơn', label: 'P.1', rooms: 6, beds: 1, price: 0, floor: '1' },
      { name: 'Phòng đôi', label: 'P.2', rooms: 4, beds: 2, price: 0, floor: '2' },
      { name: 'Phòng VIP', label: 'VIP ', rooms: 2, beds: 2, price: 200_000, floor: '3' },
      { name: 'Phòng xông hơi', label: 'Xông hơi ', rooms: 1, beds: 4, price: 0, floor: '3' },
      { name: 'Khu gội đầu', label: 'Ghế gội ', rooms: 4, beds: 1, price: 0, floor: '1' },
    ],
  },
  CN02: {
    areas: [
      { name: 'Tầng trệt', tables: 6, seats: 4 },
      { name: 'Tầng 2', tables: 4, seats: 6 },
    ],
    roomGroups: [
      { name: 'Phòng đơn', label: 'P.1', rooms: 4, beds: 1, price: 0, floor: '1' },
      { name: 'Phòng đôi', label: 'P.2', rooms: 2, beds: 2, price: 0, floor: '2' },
      { name: 'Phòng VIP', label: 'VIP ', rooms: 1, beds: 2, price: 200_000, floor: '2' },
    ],
  },
  CN03: {
    areas: [
      { name: 'Tầng trệt', tables: 6, seats: 4 },
      { name: 'Sân vườn', tables: 4, seats: 4 },
    ],
    roomGroups: [
      { name: 'Phòng đơn', label: 'P.1', rooms: 4, beds: 1, price: 0, floor: '1' },
      { name: 'Phòng đôi', label: 'P.2', rooms: 2, beds: 2, price: 0, floor: '2' },
    ],
  },
};

const two = (n: number) => String(n).padStart(2, '0');
/** A room's code from its name: 'Xông hơi 1' → 'XONGHOI1', 'P.101' → 'P101'. */
const fold = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'D')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase();
const free = { trang_thai: '0', ma_kh: null, ten_kh: null, ghi_chu: null };

const areas = Object.entries(floors).flatMap(([ma_dvcs, floor]) =>
  floor.areas.map((area, i) => ({ ma_dvcs, area, stt: i + 1 })),
);
const roomGroups = Object.entries(floors).flatMap(([ma_dvcs, floor]) =>
  floor.roomGroups.map((group, i) => ({ ma_dvcs, group, stt: i + 1 })),
);

/** Fixed rows of the dining areas, their tables, the room groups and their rooms, by resource name. */
export const demoFloorRows: Readonly<Record<string, readonly Record<string, unknown>[]>> = {
  'restaurant-table-groups': areas.map(({ ma_dvcs, area, stt }, i) => ({
    ma_khu_vuc: `KV${two(i + 1)}`,
    ten_khu_vuc: area.name,
    ma_dvcs,
    phu_thu: area.surcharge ?? 0,
    stt,
    ghi_chu: null,
    trang_thai: true,
  })),
  'restaurant-tables': areas.flatMap(({ ma_dvcs, area }, i) => {
    // Tables are numbered on through a branch's areas: Bàn 1–8 downstairs, Bàn 9–14 in the garden…
    const before = areas
      .slice(0, i)
      .filter((other) => other.ma_dvcs === ma_dvcs)
      .reduce((n, other) => n + other.area.tables, 0);
    return Array.from({ length: area.tables }, (_, t) => {
      const number = before + t + 1;
      return {
        ...free,
        gio_vao: null,
        ma_ban: `${ma_dvcs}-B${two(number)}`,
        ten_ban: area.name === 'Phòng riêng' ? `Phòng riêng ${t + 1}` : `Bàn ${number}`,
        ma_dvcs,
        ma_khu_vuc: `KV${two(i + 1)}`,
        so_cho: area.seats,
        stt: number,
        // One garden table waits for a new umbrella.
        ...(ma_dvcs === 'CN01' && number === 14 && { trang_thai: '9', ghi_chu: 'Chờ thay dù che nắng' }),
      };
    });
  }),
  'room-groups': roomGroups.map(({ ma_dvcs, group, stt }, i) => ({
    ma_nhom_phong: `NP${two(i + 1)}`,
    ten_nhom_phong: group.name,
    ma_dvcs,
    gia_phong: group.price,
    stt,
    ghi_chu: null,
    trang_thai: true,
  })),
  rooms: roomGroups.flatMap(({ ma_dvcs, group, stt }, i) =>
    Array.from({ length: group.rooms }, (_, r) => {
      const name = /\d$/.test(group.label) ? `${group.label}${two(r + 1)}` : `${group.label}${r + 1}`;
      return {
        ...free,
        gio_bd: null,
        ma_phong: `${ma_dvcs}-${fold(name)}`,
        ten_phong: name,
        ma_dvcs,
        ma_nhom_phong: `NP${two(i + 1)}`,
        tang: group.floor,
        so_giuong: group.beds,
        gia_phong: group.price,
        stt: stt * 100 + r + 1,
        // The steam room is being serviced.
        ...(ma_dvcs === 'CN01' &&
          group.name === 'Phòng xông hơi' && { trang_thai: '9', ghi_chu: 'Bảo trì máy xông' }),
      };
    }),
  ),
};
