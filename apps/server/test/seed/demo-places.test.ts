import { describe, expect, it } from 'vitest';
import { demoCities } from '../../src/seed/demo-places.js';
import { addressData } from '../../src/services/address-data.js';

describe('demo places', () => {
  it('are current wards of the address data the server serves, in the city of each branch', async () => {
    const data = await addressData();
    for (const city of Object.values(demoCities)) {
      expect(data.cityByCode.get(city.ma_tinh)?.ten_tinh).toBe(city.ten_tinh);
      const wards = new Map((data.wardsByCity.get(city.ma_tinh) ?? []).map((w) => [w.ma_xa, w]));
      for (const ward of city.wards) expect(wards.get(ward.ma_xa), ward.ten_xa).toEqual(ward);
      expect(city.wards.length).toBeGreaterThanOrEqual(10);
    }
  });
});
