import { describe, expect, it } from 'vitest';
import { makeAdmin, makeUser } from '../test/helpers.js';
import { partnerPhoneFor, partnerPhoneShown } from './phone-visibility.js';

const mine = { ma_nvbh: 'NV001', dien_thoai: '0901234567' };
const theirs = { ma_nvbh: 'NV002', dien_thoai: '0901234567' };
const salesperson = makeUser({
  r_read: ['crm.partners'],
  r_edit: ['crm.partners'],
  saler: { ma_nvbh: 'NV001', ten_nvbh: 'Nguyễn Thị Lan' },
});

describe('who sees a customer’s whole phone number', () => {
  it('the administrator, and whoever may edit every customer', () => {
    expect(partnerPhoneShown(makeAdmin(), theirs)).toBe(true);
    const manager = makeUser({ r_edit: ['crm.partners'], r_readall: ['crm.partners'] });
    expect(partnerPhoneShown(manager, theirs)).toBe(true);
  });

  it('the customer’s own salesperson; not for another salesperson’s customer', () => {
    expect(partnerPhoneShown(salesperson, mine)).toBe(true);
    expect(partnerPhoneShown(salesperson, theirs)).toBe(false);
  });

  it('not a reader, even of every customer, nor an editor of their own only; nobody signed out', () => {
    expect(partnerPhoneShown(makeUser({ r_read: ['crm.partners'], r_readall: ['crm.partners'] }), mine)).toBe(
      false,
    );
    expect(partnerPhoneShown(makeUser({ r_edit: ['crm.partners'] }), theirs)).toBe(false);
    expect(partnerPhoneShown(null, mine)).toBe(false);
  });

  it('masks the number for the others, keeping the first and last 4 digits', () => {
    expect(partnerPhoneFor(salesperson, theirs)).toEqual({ dien_thoai: '0901**4567', masked: true });
    expect(partnerPhoneFor(salesperson, mine)).toEqual({ dien_thoai: '0901234567', masked: false });
    expect(partnerPhoneFor(salesperson, { ma_nvbh: 'NV002', dien_thoai: null })).toEqual({
      dien_thoai: null,
      masked: false,
    });
  });
});
