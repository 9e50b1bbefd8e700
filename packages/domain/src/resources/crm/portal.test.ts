import { describe, expect, it } from 'vitest';
import { bookingClash, holdsTime } from './booking.js';
import { isBookableStart, portalCancelProblemOf, TASK_REQUESTED } from './portal.js';
import { tasks } from './tasks.js';

describe('the client portal’s rules', () => {
  // 2026-03-10 08:00 in Vietnam.
  const now = new Date('2026-03-10T01:00:00Z');

  it('cancels requested, booked and confirmed appointments up to the window before they start', () => {
    const at = (trang_thai: string, ngay_hen = '2026-03-11', gio_hen = '09:00') => ({
      trang_thai,
      ngay_hen,
      gio_hen,
    });
    // 25 hours ahead, a 24-hour window.
    for (const status of ['5', '0', '1']) expect(portalCancelProblemOf(at(status), now, 24)).toBeUndefined();
    expect(portalCancelProblemOf(at('0', '2026-03-11', '07:30'), now, 24)).toEqual({
      code: 'PORTAL_CANCEL_TOO_LATE',
      hours: 24,
    });
    expect(portalCancelProblemOf(at('0', '2026-03-10', '08:30'), now, 0)).toBeUndefined();
    for (const status of ['2', '3', '4', '9'])
      expect(portalCancelProblemOf(at(status), now, 0)).toEqual({
        code: 'PORTAL_APPOINTMENT_NOT_CANCELLABLE',
      });
    expect(portalCancelProblemOf(at('0', '2026-03-10', '07:59'), now, 0)).toEqual({
      code: 'PORTAL_APPOINTMENT_NOT_CANCELLABLE',
    });
  });

  it('takes requests only for a start still ahead (Vietnam time)', () => {
    expect(isBookableStart('2026-03-10', '08:00', now)).toBe(true);
    expect(isBookableStart('2026-03-10', '07:45', now)).toBe(false);
    expect(isBookableStart('2026-03-10', '25:00', now)).toBe(false);
  });

  it('a request holds its slot: others are refused over it, and it over others', () => {
    expect(holdsTime({ trang_thai: TASK_REQUESTED })).toBe(true);
    const request = {
      _id: 'a',
      ngay_hen: '2026-03-11',
      gio_hen: '10:00',
      thoi_luong: 60,
      ma_nv: 'NV1',
      trang_thai: '5',
    };
    const booking = {
      _id: 'b',
      ngay_hen: '2026-03-11',
      gio_hen: '10:30',
      thoi_luong: 60,
      ma_nv: 'NV1',
      trang_thai: '0',
    };
    expect(bookingClash(booking, [request])?.other._id).toBe('a');
    expect(bookingClash(request, [booking])?.other._id).toBe('b');
  });

  it('the desk accepts a request (booked) or cancels it; a customer may create one', () => {
    const machine = tasks.statuses!;
    expect(machine.createdAs).toContain('5');
    const accept = machine.transitions.find((t) => t.name === 'accept')!;
    expect([accept.from, accept.to]).toEqual([['5'], '0']);
    expect(machine.transitions.find((t) => t.name === 'cancel')!.from).toContain('5');
    expect(machine.transitions.find((t) => t.name === 'confirm')!.from).not.toContain('5');
  });
});
