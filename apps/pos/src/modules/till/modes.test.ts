import { describe, expect, it } from 'vitest';
import { matchRoute } from '@sen/domain';
import { isTillMode, tillModes } from './modes';

describe('till modes', () => {
  it('open the spec cashier routes, which need sign-in only', () => {
    for (const mode of tillModes) {
      const route = matchRoute(mode.cashierPath);
      expect(route?.path, mode.id).toBe(mode.cashierPath);
      expect(route?.guard).toBe('signed-in');
    }
  });
  it('recognises only the four tills', () => {
    expect(tillModes.map((m) => m.id)).toEqual(['retail', 'serving', 'room', 'restaurant']);
    expect(isTillMode('retail')).toBe(true);
    expect(isTillMode('kitchen')).toBe(false);
  });
});
