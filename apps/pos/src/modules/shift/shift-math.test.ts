import { describe, expect, it } from 'vitest';
import type { LocalOrder } from '../outbox/local-db';
import {
  closeBlockOf,
  countedDefaults,
  differenceOf,
  differenceTone,
  gapText,
  refusedOfShift,
} from './shift-math';

describe('closing a shift', () => {
  it('shows counted minus expected, short in red and over in amber, nothing before a count', () => {
    expect(differenceOf(690_000, 700_000)).toBe(-10_000);
    expect(differenceOf(null, 700_000)).toBeNull();
    expect([-1, 0, 5, null].map(differenceTone)).toEqual(['short', 'even', 'over', 'even']);
  });

  it('starts with the cash to count and transfers and cards as expected', () => {
    expect(countedDefaults({ tm: 700_000, ck: 300_000, the: 50_000 })).toEqual({
      tm: null,
      ck: 300_000,
      the: 50_000,
    });
  });

  it('waits for the outbox, then the server, then the cash count', () => {
    const counted = { tm: null, ck: 0, the: 0 };
    expect(closeBlockOf({ pending: 2, loaded: true, counted })).toEqual({ reason: 'pending', count: 2 });
    expect(closeBlockOf({ pending: 0, loaded: false, counted })).toEqual({ reason: 'offline' });
    expect(closeBlockOf({ pending: 0, loaded: true, counted })).toEqual({ reason: 'notCounted' });
    expect(closeBlockOf({ pending: 0, loaded: true, counted: { ...counted, tm: 0 } })).toBeNull();
  });

  it('names the missing numbers and the orders of the shift the server refused', () => {
    expect(gapText([{ numbers: [4] }, { numbers: [6, 7, 8] }])).toBe('4, 6–8');
    expect(gapText([])).toBe('');
    const order = (n: number, state: LocalOrder['state'], shift: string): LocalOrder => ({
      id: String(n),
      path: 'sales/retail-orders',
      body: { _id: String(n), ma_ca_tn: shift },
      takenAt: n,
      deviceNumber: n,
      state,
      ...(state === 'refused' && { error: 'Không đủ tồn kho' }),
    });
    expect(
      refusedOfShift(
        [order(5, 'refused', 'A'), order(4, 'sent', 'A'), order(3, 'refused', 'B'), order(2, 'refused', 'A')],
        'A',
      ),
    ).toEqual([
      { number: 2, message: 'Không đủ tồn kho' },
      { number: 5, message: 'Không đủ tồn kho' },
    ]);
  });
});
