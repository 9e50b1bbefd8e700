import { describe, expect, it } from 'vitest';
import { cartChanged, kitchenDelta, markSent, orderedLines, placeLineOf } from './place-order';

const lines = [
  { ma_vt: 'PHO', ten_vt: 'Phở bò tái', so_luong: 3, gia: 65_000, sl_bep: 2 },
  { ma_vt: 'CF', ten_vt: 'Cà phê sữa đá', so_luong: 1, gia: 29_000, sl_bep: 1 },
  { ma_vt: 'TRA', ten_vt: 'Trà đá', so_luong: 2, gia: 5_000 },
];

describe("a place's order", () => {
  it('sends the kitchen only what is new since the last send', () => {
    expect(kitchenDelta(lines)).toEqual([
      { ma_vt: 'PHO', ten_vt: 'Phở bò tái', so_luong: 1 },
      { ma_vt: 'TRA', ten_vt: 'Trà đá', so_luong: 2 },
    ]);
    expect(kitchenDelta(markSent(lines))).toEqual([]);
  });

  it('keeps what was sent on the lines it writes, and leaves the gifts to the server', () => {
    expect(placeLineOf(lines[0]!)).toMatchObject({ ma_vt: 'PHO', so_luong: 3, sl_bep: 2 });
    expect(placeLineOf(lines[2]!).sl_bep).toBe(0);
    expect(orderedLines([...lines, { ma_vt: 'QUA', so_luong: 1, gia: 0, hang_km: true }])).toHaveLength(3);
  });

  it('tells a changed cart from the stored order', () => {
    expect(
      cartChanged(
        lines,
        lines.map((l) => ({ ...l })),
      ),
    ).toBe(false);
    expect(cartChanged([{ ...lines[0]!, so_luong: 4 }, ...lines.slice(1)], lines)).toBe(true);
    expect(cartChanged(markSent(lines), lines)).toBe(true);
    // A line now paid by one of the customer's packages, or no longer, is a change to save.
    const paidBySession = [{ ...lines[0]!, ma_lt: 'LT000001' }, ...lines.slice(1)];
    expect(cartChanged(paidBySession, lines)).toBe(true);
    expect(cartChanged(lines, paidBySession)).toBe(true);
    expect(cartChanged([{ ...lines[0]!, ma_lt: null }, ...lines.slice(1)], lines)).toBe(false);
  });
});
