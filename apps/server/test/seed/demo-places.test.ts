import { describe, expect, it } from 'vitest';
import { addressProblemsOf, resourceNamed } from '@sen/domain/resources';
import { demoCustomers } from '../../src/seed/demo-customers.js';
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

describe('demo customers', () => {
  it("each has a province and a ward of it (the customer's address rule), in its branch's city", async () => {
    const data = await addressData();
    const fields = resourceNamed('partners')!.fields;
    const customers = demoCustomers();
    expect(customers.length).toBeGreaterThan(30);
    for (const customer of customers) {
      expect(addressProblemsOf(fields, customer, data), customer.ma_kh).toEqual([]);
      expect(customer.ma_xa, customer.ma_kh).toBeTruthy();
      const city = demoCities[customer.ma_dvcs as keyof typeof demoCities];
      expect(customer.ma_tinh, customer.ma_kh).toBe(city.ma_tinh);
      expect(customer.tinh_thanh, customer.ma_kh).toBe(city.ten_tinh);
      const ward = data.wardsByCity.get(customer.ma_tinh)!.find((w) => w.ma_xa === customer.ma_xa)!;
      expect(customer.dia_chi, customer.ma_kh).toMatch(new RegExp(`^\\d+ .+, ${ward.ten_xa}$`));
    }
    // The portal's customer lives in Phường Bến Thành, Thành phố Hồ Chí Minh.
    expect(customers[0]).toMatchObject({ ma_kh: 'KH0001', ma_tinh: '79', ma_xa: '26743' });
    // Not all in one ward.
    expect(new Set(customers.map((c) => c.ma_xa)).size).toBeGreaterThan(10);
  });
});
