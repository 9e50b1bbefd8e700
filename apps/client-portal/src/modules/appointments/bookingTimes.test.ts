import { describe, expect, it } from 'vitest';
import { bookingTimes, todayInVietnam } from './bookingTimes';

describe('the times a booking request offers', () => {
  // 2026-03-10 14:10 in Vietnam.
  const now = new Date('2026-03-10T07:10:00Z');

  it('every half hour from opening while the service ends by closing', () => {
    const times = bookingTimes({ day: '2026-03-11', open: '08:00', close: '21:00', minutes: 90, now });
    expect(times[0]).toBe('08:00');
    expect(times.at(-1)).toBe('19:30');
    expect(times).toHaveLength(24);
  });

  it('none already past today, none on a day gone; the whole day without hours', () => {
    expect(bookingTimes({ day: '2026-03-10', open: '08:00', close: '21:00', minutes: 60, now })[0]).toBe(
      '14:30',
    );
    expect(bookingTimes({ day: '2026-03-09', open: '08:00', close: '21:00', minutes: 60, now })).toEqual([]);
    expect(bookingTimes({ day: '2026-03-11', open: null, close: null, minutes: 60, now })).toHaveLength(47);
    expect(todayInVietnam(new Date('2026-03-10T18:00:00Z'))).toBe('2026-03-11');
  });
});
