import { describe, expect, it } from 'vitest';
import { bookingTimes } from './bookingTimes';

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
  });

  it("counts the day and the hour on Vietnam's clock: at 00:30 there the new day is open from now on", () => {
    // 00:30 on 2026-03-11 in Hà Nội (still the 10th in UTC and in any zone west of it).
    const justAfterMidnight = new Date('2026-03-10T17:30:00Z');
    expect(
      bookingTimes({ day: '2026-03-10', open: null, close: null, minutes: 30, now: justAfterMidnight }),
    ).toEqual([]);
    expect(
      bookingTimes({ day: '2026-03-11', open: null, close: null, minutes: 30, now: justAfterMidnight }).slice(
        0,
        2,
      ),
    ).toEqual(['01:00', '01:30']);
  });
});
