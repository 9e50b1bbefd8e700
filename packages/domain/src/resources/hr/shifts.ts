import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { shared } from '../shared-fields.js';

/** A day shift ends after it starts; an overnight shift (qua_dem) ends the next day, so before it starts. */
export const shiftProblem = (row: Record<string, unknown>) => {
  const start = row.gio_bd as string | undefined;
  const end = row.gio_kt as string | undefined;
  if (!start || !end) return undefined;
  const ok = row.qua_dem === true ? end < start : end > start;
  return ok ? undefined : ({ code: 'VALIDATION_FAILED', field: 'gio_kt' } as const);
};

/** Shifts (ca làm việc): Ca sáng 08:00–14:00, Ca chiều 14:00–22:00, Ca đêm 22:00–06:00 (overnight). */
export const shifts = defineResource({
  name: 'shifts',
  route: '/hr/shifts',
  table: 'hr_shifts',
  title: ['Ca làm việc', 'Shifts'],
  fields: {
    ma_ca: f.code(['Mã ca', 'Shift code'], { required: true, unique: true, max: 16 }),
    ten_ca: f.text(['Tên ca', 'Shift name'], { required: true, max: 100 }),
    gio_bd: f.time(['Giờ bắt đầu', 'Starts at'], { required: true }),
    gio_kt: f.time(['Giờ kết thúc', 'Ends at'], { required: true }),
    qua_dem: f.boolean(['Qua đêm', 'Overnight'], { defaultValue: false }),
    nghi_giua_ca: f.number(['Nghỉ giữa ca (phút)', 'Break (minutes)'], { min: 0, max: 480, defaultValue: 0 }),
    he_so: f.number(['Hệ số công', 'Pay factor'], { min: 0, max: 10, precision: 2, defaultValue: 1 }),
    ...shared('ghi_chu'),
    ...shared('trang_thai'),
  },
  keyFields: ['ma_ca'],
  listColumns: ['ma_ca', 'ten_ca', 'gio_bd', 'gio_kt', 'qua_dem', 'nghi_giua_ca', 'he_so', 'trang_thai'],
  filters: ['ma_ca', 'qua_dem', 'trang_thai'],
  search: ['ma_ca', 'ten_ca'],
  defaultSort: ['gio_bd', 'ma_ca'],
  check: (row) => shiftProblem(row),
});
