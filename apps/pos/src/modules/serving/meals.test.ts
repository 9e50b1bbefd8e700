import { describe, expect, it } from 'vitest';
import { mealAt, mealTally, ticketOfNumber } from './meals';

/** An instant at a time of day in Hà Nội. */
const at = (time: string) => new Date(`2026-11-28T${time}:00+07:00`);

describe('meal tickets', () => {
  it('reads the meal from the time of day', () => {
    expect(
      [at('06:30'), at('09:59'), at('10:00'), at('13:59'), at('14:00'), at('17:00'), at('21:15')].map(mealAt),
    ).toEqual(['S', 'S', 'T', 'T', 'C', 'O', 'O']);
  });

  it('tallies the servings issued, used and waiting; waiting and cancelled tickets count for nothing', () => {
    expect(
      mealTally([
        { trang_thai: '1', so_suat: 2 },
        { trang_thai: '2', so_suat: 3 },
        { trang_thai: '0', so_suat: 4 },
        { trang_thai: '9', so_suat: 5 },
        { trang_thai: '1' },
      ]),
    ).toEqual({ issued: 6, used: 3, waiting: 3 });
  });

  it('finds a ticket by its number as typed or scanned', () => {
    const tickets = [{ so_ct: 'PA000012' }, { so_ct: 'PA000013' }];
    expect(ticketOfNumber(tickets, ' pa000013 ')).toBe(tickets[1]);
    expect(ticketOfNumber(tickets, 'PA9')).toBeUndefined();
    expect(ticketOfNumber(tickets, '  ')).toBeUndefined();
  });
});
