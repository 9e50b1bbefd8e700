import { describe, expect, it } from 'vitest';
import { today } from './day-orders';

describe("the till's day", () => {
  it("is Vietnam's day, begun at 00:00 there, whatever the device's zone", () => {
    // 00:30 on 29/11 in Hà Nội: the 28th in UTC and in New York.
    expect(today(new Date('2026-11-28T17:30:00Z'))).toEqual({
      day: '2026-11-29',
      start: Date.parse('2026-11-28T17:00:00Z'),
    });
    // 23:59 on 28/11 in Hà Nội.
    expect(today(new Date('2026-11-28T16:59:00Z'))).toEqual({
      day: '2026-11-28',
      start: Date.parse('2026-11-27T17:00:00Z'),
    });
  });
});
