import { describe, expect, it } from 'vitest';
import { approveMenuIdOf, canReadAll, mayTouchRecord, ownsRecord } from './permissions.js';
import { makeAdmin, makeUser } from '../test/helpers.js';

describe('read-all and ownership', () => {
  const saler = makeUser({ user_name: 'nvbh01', saler: { ma_nvbh: 'NV01', ten_nvbh: 'Lan' } });

  it('a user owns the rows they created (ignoring case) or whose owner field holds their saler code', () => {
    expect(ownsRecord(saler, { nguoi_tao: 'NVBH01' })).toBe(true);
    expect(ownsRecord(saler, { nguoi_tao: 'admin', owner: 'NV01' })).toBe(true);
    expect(ownsRecord(saler, { nguoi_tao: 'admin', owner: 'NV02' })).toBe(false);
    expect(ownsRecord(saler, {})).toBe(false);
    expect(ownsRecord(makeUser({ saler: null }), { owner: 'NV01' })).toBe(false);
    expect(ownsRecord(null, { nguoi_tao: 'nvbh01' })).toBe(false);
  });

  it('r_readall on the menu (or admin) sees every row; otherwise only owned rows', () => {
    const all = makeUser({ r_readall: ['sales.bills'], saler: null });
    expect(canReadAll(all, 'sales.bills')).toBe(true);
    expect(canReadAll(all, 'crm.partners')).toBe(false);
    expect(canReadAll(makeAdmin(), 'crm.partners')).toBe(true);
    expect(canReadAll(saler, undefined)).toBe(false);
    expect(mayTouchRecord(all, 'sales.bills', { nguoi_tao: 'someone' })).toBe(true);
    expect(mayTouchRecord(saler, 'sales.bills', { nguoi_tao: 'someone', owner: 'NV09' })).toBe(false);
    expect(mayTouchRecord(saler, 'sales.bills', { nguoi_tao: 'someone', owner: 'NV01' })).toBe(true);
  });

  it('names the approve variant of a menu id', () => {
    expect(approveMenuIdOf('sales.bills')).toBe('sales.bills.approve');
  });
});
