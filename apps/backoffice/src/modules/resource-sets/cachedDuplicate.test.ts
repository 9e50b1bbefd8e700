import { describe, expect, it } from 'vitest';
import { unitsSet, warehousesSet } from '@sen/domain';
import { cachedDuplicate } from './cachedDuplicate';

const units = {
  items: [
    { _id: 'u1', ma_dvt: 'HOP', ten_dvt: 'Hộp' },
    { _id: 'u2', ma_dvt: 'CAI', ten_dvt: 'Cái' },
  ],
  total: 2,
  fetched: true,
};

describe('cachedDuplicate', () => {
  it('names a key another row of the cached lookup list already has', () => {
    expect(cachedDuplicate(unitsSet, units, { ma_dvt: 'HOP', ten_dvt: 'x' })).toBe('HOP');
    expect(cachedDuplicate(unitsSet, units, { ma_dvt: ' CAI ' })).toBe('CAI');
  });

  it('says nothing for a free key, an empty key, the row itself or a list not loaded', () => {
    expect(cachedDuplicate(unitsSet, units, { ma_dvt: 'CHAI' })).toBeUndefined();
    expect(cachedDuplicate(unitsSet, units, { ma_dvt: '' })).toBeUndefined();
    expect(cachedDuplicate(unitsSet, units, { ma_dvt: 'HOP' }, 'u1')).toBeUndefined();
    expect(cachedDuplicate(unitsSet, { ...units, fetched: false }, { ma_dvt: 'HOP' })).toBeUndefined();
    expect(
      cachedDuplicate(warehousesSet, { items: [], total: 0, fetched: true }, { ma_kho: 'K01' }),
    ).toBeUndefined();
  });
});
