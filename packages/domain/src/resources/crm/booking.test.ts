import { describe, expect, it } from 'vitest';
import {
  bookingClash,
  minutesOfTime,
  outsideHours,
  technicianSpans,
  timeOfMinutes,
  type BookingSlot,
} from './booking.js';

const at = (gio_hen: string, thoi_luong: number, more: Partial<BookingSlot> = {}): BookingSlot => ({
  ngay_hen: '2026-11-28',
  gio_hen,
  thoi_luong,
  trang_thai: '0',
  ...more,
});

describe('booking rules', () => {
  it('reads and writes times of the day', () => {
    expect(minutesOfTime('09:30')).toBe(570);
    expect(minutesOfTime('9:05:00')).toBe(545);
    expect(minutesOfTime('24:00')).toBeUndefined();
    expect(minutesOfTime('9h30')).toBeUndefined();
    expect(timeOfMinutes(570)).toBe('09:30');
  });

  it('refuses a technician on two appointments at once, not back to back', () => {
    const booked = at('09:00', 60, { _id: 'a', so_ct: 'LH001', ma_nv: 'NV01' });
    expect(bookingClash(at('09:30', 60, { ma_nv: 'NV01' }), [booked])).toEqual({
      kind: 'employee',
      other: booked,
    });
    expect(bookingClash(at('10:00', 60, { ma_nv: 'NV01' }), [booked])).toBeUndefined();
    expect(bookingClash(at('08:00', 60, { ma_nv: 'NV01' }), [booked])).toBeUndefined();
    expect(bookingClash(at('09:30', 60, { ma_nv: 'NV02' }), [booked])).toBeUndefined();
    expect(
      bookingClash(at('09:30', 60, { ma_nv: 'NV01', ngay_hen: '2026-11-29' }), [booked]),
    ).toBeUndefined();
  });

  it('refuses a room taken for the whole length, processing included', () => {
    const mask = at('14:00', 90, {
      _id: 'm',
      ma_nv: 'NV01',
      ma_phong: 'P101',
      cho_sau: 30,
      thoi_gian_cho: 30,
    });
    expect(bookingClash(at('14:45', 30, { ma_nv: 'NV02', ma_phong: 'P101' }), [mask])?.kind).toBe('room');
    expect(bookingClash(at('15:30', 30, { ma_phong: 'P101' }), [mask])).toBeUndefined();
  });

  it('frees the technician’s hands while a service processes', () => {
    const colour = at('14:00', 90, { _id: 'c', ma_nv: 'NV01', cho_sau: 30, thoi_gian_cho: 30 });
    expect(technicianSpans(colour)).toEqual([
      [840, 870],
      [900, 930],
    ]);
    // A 30-minute wash fits in the processing window; 45 minutes does not.
    expect(bookingClash(at('14:30', 30, { ma_nv: 'NV01' }), [colour])).toBeUndefined();
    expect(bookingClash(at('14:30', 45, { ma_nv: 'NV01' }), [colour])?.kind).toBe('employee');
    // Processing is clipped to the appointment.
    expect(technicianSpans(at('10:00', 40, { cho_sau: 30, thoi_gian_cho: 60 }))).toEqual([[600, 630]]);
  });

  it('lets done, no-show and cancelled appointments free their time, and the slot itself be moved', () => {
    const cancelled = at('09:00', 60, { _id: 'x', ma_nv: 'NV01', trang_thai: '9' });
    const arrived = at('09:00', 60, { _id: 'y', ma_nv: 'NV01', trang_thai: '2' });
    expect(bookingClash(at('09:00', 60, { ma_nv: 'NV01' }), [cancelled])).toBeUndefined();
    expect(bookingClash(at('09:00', 60, { ma_nv: 'NV01' }), [arrived])?.other).toBe(arrived);
    expect(bookingClash({ ...arrived, gio_hen: '09:15' }, [arrived])).toBeUndefined();
    expect(bookingClash(at('09:00', 60, { ma_nv: 'NV01', trang_thai: '4' }), [arrived])).toBeUndefined();
  });

  it('keeps appointments within opening hours when the branch has them', () => {
    const hours = { gio_mo: '08:00', gio_dong: '21:00' };
    expect(outsideHours(at('07:45', 60), hours)).toBe(true);
    expect(outsideHours(at('20:00', 60), hours)).toBe(false);
    expect(outsideHours(at('20:30', 60), hours)).toBe(true);
    expect(outsideHours(at('06:00', 60), {})).toBe(false);
    expect(outsideHours(at('23:30', 60), {})).toBe(true);
  });
});
