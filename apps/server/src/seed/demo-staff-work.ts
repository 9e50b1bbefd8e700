import { bookingClash, resourceNamed, timeOfMinutes, type BookingSlot } from '@sen/domain/resources';
import { mobilePhone, numberVouchers, voucherNumber, type CatalogueRow } from './catalogue-rows.js';
import { demoSalers } from './demo-catalogue.js';
import { demoCustomers, portalDemoCustomer } from './demo-customers.js';
import { demoServices } from './demo-goods.js';
import { type SeededRandom } from './seeded-random.js';
import { addDays, instantOf, hhmm, weighted, type Rows } from './demo-calendar.js';

/** The demo salespeople's calls and the appointments they booked: see demo-marketing.ts. */

/**
 * The demo's appointments and calls without a salesperson are the branch's (the first of the branch's
 * salespeople for one, the other for the next): each was booked or made by someone.
 */
export const withBookers = (rows: Rows): void => {
  for (const name of ['tasks', 'call-logs']) {
    let turn = 0;
    for (const row of rows.get(name) ?? []) {
      if (row.ma_nvbh) continue;
      const salers = demoSalers.filter((s) => s.ma_dvcs === row.ma_dvcs);
      const saler = salers[turn++ % Math.max(1, salers.length)] ?? demoSalers[0];
      Object.assign(row, { ma_nvbh: saler.ma_nvbh, ten_nvbh: saler.ten_nvbh });
    }
  }
};

/** What a call came to, weighted, and what the salesperson wrote of it. */
const CALL_RESULTS = [
  ['ANSWERED', 66],
  ['NO_ANSWER', 20],
  ['BUSY', 8],
  ['OFF', 5],
  ['WRONG', 1],
] as const;
const CALL_STANDINGS = [
  ['INTERESTED', 24, ['Khách quan tâm gói chăm sóc da, hẹn ghé thử', 'Khách hỏi kỹ giá liệu trình 10 buổi']],
  ['THINKING', 20, ['Khách cần hỏi thêm ý gia đình', 'Khách cân nhắc giữa hai gói, gửi bảng giá qua Zalo']],
  ['CALL_BACK', 14, ['Khách đang bận, hẹn gọi lại buổi tối', 'Hẹn gọi lại đầu tuần sau']],
  ['BOOKED', 24, ['Khách đặt lịch buổi tiếp theo', 'Khách đặt lịch cuối tuần cho hai người']],
  ['NOT_INTERESTED', 18, ['Khách chưa có nhu cầu', 'Khách đã dùng dịch vụ nơi khác']],
] as const;

/**
 * The salespeople's calls (telesale) since the first day of last month: three to eight a working day each, fewer on
 * Sundays, today's up to now, to the branch's customers (theirs first) and now and then from them; with what came
 * of each. Numbered with the generated ones in date order.
 */
export const demoCalls = (
  rows: Rows,
  first: string,
  today: string,
  nowMinutes: number,
  rng: SeededRandom,
): void => {
  const callLogs = resourceNamed('call-logs');
  if (!callLogs) return;
  const customers = [...demoCustomers(), ...(rows.get('partners') ?? [])].filter(
    (c) => c.ma_kh && c.dien_thoai && c.ma_kh !== portalDemoCustomer.ma_kh,
  );
  const made: CatalogueRow[] = [];
  for (let day = first; day <= today; day = addDays(day, 1)) {
    const sunday = new Date(`${day}T00:00:00Z`).getUTCDay() === 0;
    for (const saler of demoSalers) {
      const local = customers.filter((c) => c.ma_dvcs === saler.ma_dvcs);
      const theirs = local.filter((c) => c.ma_nvbh === saler.ma_nvbh);
      const count = sunday ? rng.int(0, 2) : rng.int(3, 8);
      const times = Array.from({ length: count }, () => rng.int(9 * 60, 20 * 60)).sort((a, b) => a - b);
      for (const minutes of times) {
        if (day === today && minutes > nowMinutes) continue;
        const customer = rng.pick(
          theirs.length && rng.chance(0.7) ? theirs : local.length ? local : customers,
        );
        const ket_qua = weighted(rng, CALL_RESULTS);
        const answered = ket_qua === 'ANSWERED';
        const standing = weighted(
          rng,
          CALL_STANDINGS.map((s) => [s, s[1]] as const),
        );
        made.push({
          _id: `demo-call-${String(made.length + 1).padStart(5, '0')}`,
          ma_ct: callLogs.voucher?.ma_ct,
          so_ct: null,
          ngay_ct: day,
          ma_dvcs: saler.ma_dvcs,
          gio_goi: hhmm(minutes),
          chieu_goi: rng.chance(0.82) ? 'OUT' : 'IN',
          dien_thoai: customer?.dien_thoai ?? mobilePhone(rng),
          ma_kh: customer?.ma_kh ?? null,
          ten_kh: customer?.ten_kh ?? null,
          ma_nvbh: saler.ma_nvbh,
          ten_nvbh: saler.ten_nvbh,
          so_may_le: null,
          thoi_luong: answered ? rng.int(40, 420) : 0,
          ket_qua,
          tinh_trang: answered ? standing[0] : rng.chance(0.6) ? 'CALL_BACK' : 'NEW',
          noi_dung: answered
            ? rng.pick(standing[2])
            : ket_qua === 'WRONG'
              ? 'Sai số, cần cập nhật lại số điện thoại'
              : 'Khách không nghe máy, gọi lại sau',
          so_lh: null,
          nguon_goi: 'MANUAL',
          ma_cuoc_goi: null,
          link_ghi_am: null,
          nguoi_tao: 'admin',
          ngay_tao: instantOf(day, minutes),
          nguoi_sua: null,
          ngay_sua: null,
        });
      }
    }
  }
  const all = [...(rows.get('call-logs') ?? []), ...made];
  numberVouchers(callLogs, all);
  rows.set('call-logs', all);
};

/** Appointments a day a branch's salespeople booked that came round (before today), the head office busiest. */
const APPOINTMENTS: Readonly<Record<string, readonly [number, number]>> = {
  CN01: [4, 7],
  CN02: [3, 5],
  CN03: [2, 4],
};
const AFTER_SERVICE = [
  'Khách hài lòng, hẹn buổi tiếp theo',
  'Khách mua thêm sản phẩm dưỡng tại quầy',
  'Da khách cải thiện, tư vấn thêm liệu trình',
  'Khách đã thanh toán, nhắc lịch sau 2 tuần',
];

/**
 * The appointments of the days since the first day of last month that the demo's own (the fortnight around today,
 * demo-appointments.ts) do not reach: every day before today a few a branch, each booked a few days ahead by one of
 * the branch's salespeople for one of its customers, a service at a quarter hour with a technician and a room free
 * then (the booking rules), mostly done, now and then a no-show or cancelled. Numbered on from the demo's own.
 */
export const demoPastAppointments = (rows: Rows, first: string, today: string, rng: SeededRandom): void => {
  const tasks = resourceNamed('tasks');
  const prefix = tasks?.voucher?.prefix;
  if (!tasks || !prefix) return;
  const existing = rows.get('tasks') ?? [];
  const employees = rows.get('employees') ?? [];
  const rooms = rows.get('rooms') ?? [];
  const kind =
    (rows.get('task-types') ?? []).find((t) => t.ten_loai_lh === 'Làm dịch vụ')?.ma_loai_lh ?? null;
  const customers = [...demoCustomers(), ...(rows.get('partners') ?? [])].filter(
    (c) => c.ma_kh && c.ma_kh !== portalDemoCustomer.ma_kh,
  );
  const last = new Map<string, number>();
  for (const task of existing) {
    const key = `${String(task.ma_dvcs)}|${String(task.ngay_ct).slice(0, 4)}`;
    last.set(key, Math.max(last.get(key) ?? 0, Number(String(task.so_ct ?? '').slice(prefix.length)) || 0));
  }
  const made: CatalogueRow[] = [];
  for (const [ma_dvcs, [low, high]] of Object.entries(APPOINTMENTS)) {
    const technicians = employees.filter((e) => e.ma_dvcs === ma_dvcs && e.chuc_vu !== 'Tư vấn viên');
    const staff = technicians.length
      ? technicians
      : employees.filter((e) => !e.ma_dvcs || e.ma_dvcs === ma_dvcs);
    const beds = rooms.filter((r) => r.ma_dvcs === ma_dvcs && ['0', '1'].includes(String(r.trang_thai)));
    const salers = demoSalers.filter((x) => x.ma_dvcs === ma_dvcs);
    const local = customers.filter((c) => c.ma_dvcs === ma_dvcs);
    if (!staff.length || !salers.length || !local.length) continue;
    for (let day = first; day < today; day = addDays(day, 1)) {
      // What the day holds already (the demo's own), as booked: none of the new ones clashes with it.
      const booked: BookingSlot[] = existing
        .filter((t) => t.ma_dvcs === ma_dvcs && t.ngay_hen === day)
        .map((t) => ({ ...(t as unknown as BookingSlot), trang_thai: '1' }));
      const count = rng.int(low, high);
      for (let n = 0; n < count; n += 1) {
        const service = rng.pick(demoServices);
        let chosen: BookingSlot | undefined;
        for (
          let start = rng.int(0, 20) * 30 + 9 * 60;
          !chosen && start + service.thoi_gian <= 20 * 60;
          start += 15
        ) {
          const offset = rng.int(0, staff.length - 1);
          for (let e = 0; !chosen && e < staff.length; e += 1) {
            const employee = staff[(offset + e) % staff.length]!;
            const choices = service.can_phong ? beds : [undefined];
            for (let r = 0; !chosen && r < choices.length; r += 1) {
              const room = choices[r];
              const slot: BookingSlot = {
                ngay_hen: day,
                gio_hen: timeOfMinutes(start),
                thoi_luong: service.thoi_gian,
                cho_sau: service.cho_sau,
                thoi_gian_cho: service.thoi_gian_cho,
                trang_thai: '1',
                ma_nv: String(employee.ma_nv),
                ma_phong: room ? String(room.ma_phong) : null,
              };
              if (!bookingClash(slot, booked)) chosen = slot;
            }
          }
        }
        if (!chosen) continue;
        booked.push(chosen);
        const customer = rng.pick(local);
        const saler = rng.pick(salers);
        const ngay_ct = addDays(day, -rng.int(0, 6));
        const key = `${ma_dvcs}|${ngay_ct.slice(0, 4)}`;
        last.set(key, (last.get(key) ?? 0) + 1);
        const trang_thai = weighted(rng, [
          ['3', 86],
          ['4', 8],
          ['9', 6],
        ] as const);
        made.push({
          _id: `demo-appointment-${String(made.length + 1).padStart(5, '0')}`,
          ma_ct: tasks.voucher?.ma_ct,
          so_ct: voucherNumber(prefix, last.get(key)!),
          ngay_ct,
          ma_dvcs,
          ma_kh: customer.ma_kh,
          ten_kh: customer.ten_kh,
          dien_thoai: customer.dien_thoai ?? null,
          ngay_hen: day,
          gio_hen: chosen.gio_hen,
          thoi_luong: service.thoi_gian,
          ma_loai_lh: kind,
          ma_vt: service.ma_vt,
          ten_vt: service.ten_vt,
          ma_nv: chosen.ma_nv,
          ten_nv: staff.find((e) => e.ma_nv === chosen.ma_nv)?.ten_nv ?? null,
          ma_phong: chosen.ma_phong ?? null,
          ten_phong: beds.find((r) => r.ma_phong === chosen.ma_phong)?.ten_phong ?? null,
          cho_sau: service.cho_sau,
          thoi_gian_cho: service.thoi_gian_cho,
          ma_nvbh: saler.ma_nvbh,
          ten_nvbh: saler.ten_nvbh,
          nhac_truoc: null,
          noi_dung: null,
          trang_thai,
          ket_qua: trang_thai === '3' ? rng.pick(AFTER_SERVICE) : null,
          nguoi_tao: 'admin',
          ngay_tao: instantOf(ngay_ct, rng.int(9 * 60, 20 * 60)),
          nguoi_sua: null,
          ngay_sua: null,
        });
      }
    }
  }
  rows.set('tasks', [...existing, ...made]);
};
