import { describe, expect, it } from 'vitest';
import {
  appointmentStart,
  maskPhone,
  reminderLeadMinutes,
  reminderSendAt,
  reminderText,
  smsPlainText,
} from './task-reminders.js';

const vn = (local: string) => new Date(`${local}:00+07:00`);
const EARLY = vn('2030-01-01T00:00');

describe('appointmentStart', () => {
  it('reads the day and time in Vietnam time', () => {
    expect(appointmentStart('2031-11-28', '09:30')?.toISOString()).toBe('2031-11-28T02:30:00.000Z');
    expect(appointmentStart('2031-11-28T00:00:00Z', '7:05:00')?.toISOString()).toBe(
      '2031-11-28T00:05:00.000Z',
    );
    expect(appointmentStart('2031-11-28', '25:00')).toBeUndefined();
    expect(appointmentStart('', '09:00')).toBeUndefined();
  });
});

describe('reminderLeadMinutes', () => {
  it("takes the appointment's, else its type's, else the tenant's, else 60", () => {
    expect(reminderLeadMinutes(30, 120, '90')).toBe(30);
    expect(reminderLeadMinutes(0, 120, '90')).toBe(0);
    expect(reminderLeadMinutes(null, 120, '90')).toBe(120);
    expect(reminderLeadMinutes('', undefined, '90')).toBe(90);
    expect(reminderLeadMinutes(undefined, null, 'abc')).toBe(60);
    expect(reminderLeadMinutes(-5, null, undefined)).toBe(60);
  });
});

describe('reminderSendAt', () => {
  const quiet = { start: '21:00', end: '08:00' };

  it('goes lead minutes before the start outside the quiet hours', () => {
    expect(reminderSendAt(vn('2031-11-28T14:00'), 60, quiet, EARLY)).toEqual(vn('2031-11-28T13:00'));
    expect(reminderSendAt(vn('2031-11-28T09:00'), 60, quiet, EARLY)).toEqual(vn('2031-11-28T08:00'));
  });

  it('waits for the end of the quiet hours when that leaves 30 minutes', () => {
    expect(reminderSendAt(vn('2031-11-28T08:45'), 60, quiet, EARLY)).toEqual(vn('2031-11-28T08:00'));
    expect(reminderSendAt(vn('2031-11-28T08:30'), 60, quiet, EARLY)).toEqual(vn('2031-11-28T08:00'));
  });

  it('goes at the start of the quiet hours, the evening before, otherwise (across midnight)', () => {
    expect(reminderSendAt(vn('2031-11-28T08:15'), 60, quiet, EARLY)).toEqual(vn('2031-11-27T21:00'));
    // Due 23:30 the day before, and at 02:00 after midnight: both go at 21:00 the evening before.
    expect(reminderSendAt(vn('2031-11-28T08:10'), 520, quiet, EARLY)).toEqual(vn('2031-11-27T21:00'));
    expect(reminderSendAt(vn('2031-11-28T08:20'), 380, quiet, EARLY)).toEqual(vn('2031-11-27T21:00'));
    // A long lead into the evening's quiet hours with the morning free: it waits for 08:00.
    expect(reminderSendAt(vn('2031-11-28T10:00'), 720, quiet, EARLY)).toEqual(vn('2031-11-28T08:00'));
  });

  it('handles quiet hours within one day, and none when start equals end', () => {
    const noon = { start: '12:00', end: '13:30' };
    expect(reminderSendAt(vn('2031-11-28T14:30'), 120, noon, EARLY)).toEqual(vn('2031-11-28T13:30'));
    expect(reminderSendAt(vn('2031-11-28T13:45'), 60, noon, EARLY)).toEqual(vn('2031-11-28T12:00'));
    const none = { start: '00:00', end: '00:00' };
    expect(reminderSendAt(vn('2031-11-28T06:00'), 60, none, EARLY)).toEqual(vn('2031-11-28T05:00'));
  });

  it('goes now when the due time has passed, never when the appointment has started', () => {
    const now = vn('2031-11-28T13:30');
    expect(reminderSendAt(vn('2031-11-28T14:00'), 60, quiet, now)).toEqual(now);
    expect(reminderSendAt(vn('2031-11-28T13:30'), 60, quiet, now)).toBeUndefined();
    // Due at 07:30 in the quiet hours; their start (21:00) has passed at 22:00: now.
    const late = vn('2031-11-27T22:00');
    expect(reminderSendAt(vn('2031-11-28T08:10'), 40, quiet, late)).toEqual(late);
  });
});

describe('reminderText', () => {
  it('writes the brandname text without accents', () => {
    expect(
      reminderText({
        tenantName: 'Sen Spa',
        start: vn('2031-11-28T09:30'),
        service: 'Chăm sóc da mặt cơ bản',
        phone: '028 3822 1234',
      }),
    ).toBe('Sen Spa nhac lich hen 09:30 28/11 dich vu Cham soc da mat co ban. LH 028 3822 1234');
    expect(reminderText({ tenantName: 'Đông Á', start: vn('2031-01-02T18:05') })).toBe(
      'Dong A nhac lich hen 18:05 02/01',
    );
  });

  it('keeps within 160 characters, shortening the service first', () => {
    const text = reminderText({
      tenantName: 'Sen Spa',
      start: vn('2031-11-28T09:30'),
      service: 'Gội đầu dưỡng sinh '.repeat(20),
      phone: '02838221234',
    });
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.startsWith('Sen Spa nhac lich hen 09:30 28/11 dich vu Goi dau')).toBe(true);
    expect(text.endsWith('. LH 02838221234')).toBe(true);
    const huge = reminderText({ tenantName: 'Spa '.repeat(80), start: vn('2031-11-28T09:30'), phone: '1' });
    expect(huge.length).toBeLessThanOrEqual(160);
    expect(huge.endsWith('nhac lich hen 09:30 28/11. LH 1')).toBe(true);
  });

  it('folds any non-ASCII to spaces', () => {
    expect(smsPlainText('  Spa  “Sen”\nĐẹp ')).toBe('Spa Sen Dep');
  });
});

describe('maskPhone', () => {
  it('keeps the first and last 4 digits', () => {
    expect(maskPhone('0915300001')).toBe('0915**0001');
    expect(maskPhone('84-915-300-001')).toBe('8491***0001');
    expect(maskPhone('12345678')).toBe('12345678');
  });
});
