import { portalDemoCustomer, portalDemoPhone } from './demo-customers.js';
import type { CatalogueRow } from './catalogue-rows.js';

type Rows = Map<string, CatalogueRow[]>;

const customer = { ...portalDemoCustomer, dien_thoai: portalDemoPhone };
const saler = { ma_nvbh: 'NV001', ten_nvbh: 'Nguyễn Thị Lan' };

/** The rows of a resource in the portal customer's branch, the first `count` of those at the given places. */
const ofBranch = (rows: Rows, name: string, places: readonly number[]): CatalogueRow[] => {
  const list = (rows.get(name) ?? []).filter((row) => row.ma_dvcs === customer.ma_dvcs);
  return places.flatMap((place) => (list[place] ? [list[place]] : []));
};

const calls = [
  {
    chieu_goi: 'OUT',
    ket_qua: 'ANSWERED',
    tinh_trang: 'INTERESTED',
    noi_dung: 'Giới thiệu gói chăm sóc da 10 buổi, khách quan tâm và hẹn ghé thử.',
  },
  {
    chieu_goi: 'OUT',
    ket_qua: 'NO_ANSWER',
    tinh_trang: 'NEW',
    noi_dung: 'Gọi nhắc lịch, khách không nghe máy.',
  },
  {
    chieu_goi: 'IN',
    ket_qua: 'ANSWERED',
    tinh_trang: 'BOOKED',
    noi_dung: 'Khách gọi đặt lịch massage body cuối tuần.',
  },
];

const notes = [
  'Da nhạy cảm, dị ứng tinh dầu sả: báo kỹ thuật viên trước mỗi buổi.',
  'Thích phòng yên tĩnh, thường đặt lịch buổi chiều sau 15 giờ.',
];

/**
 * The portal's customer (Trần Thị Mai, KH0001) as the front desk knows her, so her page (Customer 360) has a story
 * to show: a few of the branch's generated appointments, calls, a ticket and a complaint are hers (their times and
 * staff still fixed by the appointment rules after), two notes about her, her salesperson NV001's. Counts of every
 * resource stay as generated.
 */
export const withPortalCustomerStory = (rows: Rows): void => {
  const hers = { ma_kh: customer.ma_kh, ten_kh: customer.ten_kh, dien_thoai: customer.dien_thoai };
  // Appointments 0, 3 and 12 of the branch: a week ago, yesterday and in three days (demo-appointments.ts).
  for (const task of ofBranch(rows, 'tasks', [0, 3, 12])) Object.assign(task, hers, saler);
  ofBranch(rows, 'call-logs', [0, 1, 2]).forEach((call, i) => Object.assign(call, hers, saler, calls[i]));
  for (const ticket of ofBranch(rows, 'tickets', [0]))
    Object.assign(ticket, hers, { tieu_de: 'Hỏi giá gói trị mụn 10 buổi', tien_du_kien: 3_500_000 });
  for (const complaint of ofBranch(rows, 'complains', [0]))
    Object.assign(complaint, hers, {
      noi_dung: 'Phải chờ gần 20 phút dù đã đặt lịch trước.',
      tien_boi_thuong: 0,
    });
  ofBranch(rows, 'partner-notes', [0, 1]).forEach((note, i) =>
    Object.assign(note, { ma_kh: customer.ma_kh, ten_kh: customer.ten_kh, noi_dung: notes[i] }),
  );
};
