import { describe, expect, it } from 'vitest';
import type { VoucherLock } from '@sen/domain';
import {
  can,
  inEmployeeScope,
  isVoucherLocked,
  permittedBranchCodes,
  pickingMenusOf,
  rights,
} from './permissions.js';
import type { Right } from './permissions.js';
import { makeAdmin, makeUser } from '../test/helpers.js';

const listOf: Record<Right, keyof ReturnType<typeof makeUser>> = {
  access: 'r_access',
  read: 'r_read',
  readall: 'r_readall',
  add: 'r_add',
  edit: 'r_edit',
  del: 'r_del',
  print: 'r_print',
};

describe('can', () => {
  it.each(rights)('grants %s through its own list only', (right) => {
    const user = makeUser({ [listOf[right]]: ['crm.partners'] });
    expect(can(user, { menuId: 'crm.partners', right })).toBe(true);
    expect(can(user, { menuId: 'crm.tasks', right })).toBe(false);
    for (const other of rights) {
      if (other === right || (other === 'read' && right === 'edit')) continue;
      expect(can(user, { menuId: 'crm.partners', right: other })).toBe(false);
    }
  });

  it('grants read through the edit right', () => {
    const user = makeUser({ r_edit: ['crm.partners'] });
    expect(can(user, { menuId: 'crm.partners', right: 'read' })).toBe(true);
    expect(can(user, { menuId: 'crm.partners', right: 'readall' })).toBe(false);
  });

  it('refuses a check without a menu id and a missing user', () => {
    const user = makeUser({ r_access: [''] });
    expect(can(user, { right: 'access' })).toBe(false);
    expect(can(user, { menuId: '', right: 'access' })).toBe(false);
    expect(can(null, { menuId: 'crm.partners', right: 'access' })).toBe(false);
  });

  it('lets admins pass every check', () => {
    const admin = makeAdmin();
    for (const right of rights) {
      expect(can(admin, { menuId: 'crm.partners', right })).toBe(true);
      expect(can(admin, { right })).toBe(true);
    }
  });

  describe('voucher locks', () => {
    const locks: VoucherLock[] = [{ ma_dvcs: 'CN01', ma_ct: 'HDA', ngay_ks: '2024-03-31' }];
    const user = makeUser({
      r_add: ['sales.bills'],
      r_edit: ['sales.bills'],
      r_del: ['sales.bills'],
      r_print: ['sales.bills'],
    });
    const record = (ngay_ct: string, ma_dvcs = 'CN01', ma_ct = 'HDA') => ({ ma_dvcs, ma_ct, ngay_ct });

    it('refuses add, edit and delete on or before the lock date', () => {
      for (const right of ['add', 'edit', 'del'] as const) {
        expect(
          can(user, { menuId: 'sales.bills', right, record: record('2024-03-31') }, { voucherLocks: locks }),
        ).toBe(false);
        expect(
          can(user, { menuId: 'sales.bills', right, record: record('2024-01-15') }, { voucherLocks: locks }),
        ).toBe(false);
      }
    });

    it('allows add, edit and delete after the lock date', () => {
      for (const right of ['add', 'edit', 'del'] as const) {
        expect(
          can(user, { menuId: 'sales.bills', right, record: record('2024-04-01') }, { voucherLocks: locks }),
        ).toBe(true);
      }
    });

    it('leaves other branches, voucher types and rights unaffected', () => {
      const check = (r: ReturnType<typeof record>, right: Right = 'edit') =>
        can(user, { menuId: 'sales.bills', right, record: r }, { voucherLocks: locks });
      expect(check(record('2024-03-01', 'CN02'))).toBe(true);
      expect(check(record('2024-03-01', 'CN01', 'PT1'))).toBe(true);
      expect(check(record('2024-03-01'), 'read')).toBe(true);
      expect(check(record('2024-03-01'), 'print')).toBe(true);
      expect(can(user, { menuId: 'sales.bills', right: 'edit', record: record('2024-03-01') })).toBe(true);
    });

    it('compares YYYY-MM-DD days, ignoring a time part', () => {
      expect(isVoucherLocked(record('2024-03-31T23:59:00'), locks)).toBe(true);
      expect(isVoucherLocked(record('2024-04-01T00:00:00'), locks)).toBe(false);
      expect(isVoucherLocked({ ma_dvcs: 'CN01', ma_ct: 'HDA' }, locks)).toBe(false);
      expect(isVoucherLocked(record('2024-03-01'), [])).toBe(false);
    });
  });

  it('refuses a record of a salesperson outside the employee scope', () => {
    const user = makeUser({ r_read: ['crm.partners'] });
    expect(can(user, { menuId: 'crm.partners', right: 'read', record: { ma_nvbh: 'NV01' } })).toBe(true);
    expect(can(user, { menuId: 'crm.partners', right: 'read', record: { ma_nvbh: 'NV09' } })).toBe(false);
  });
});

describe('inEmployeeScope', () => {
  it('allows admins, users with employee_yn 0 and listed employees', () => {
    expect(inEmployeeScope(makeAdmin(), 'NV09')).toBe(true);
    const open = makeUser({ user_rights: { branchs: 'CN01', employees: [], employee_yn: 0 } });
    expect(inEmployeeScope(open, 'NV09')).toBe(true);
    const scoped = makeUser({
      user_rights: { branchs: 'CN01', employees: ['NV01', 'NV02'], employee_yn: 1 },
    });
    expect(inEmployeeScope(scoped, 'NV02')).toBe(true);
    expect(inEmployeeScope(scoped, 'NV09')).toBe(false);
    expect(inEmployeeScope(scoped, '')).toBe(false);
    expect(inEmployeeScope(scoped, null)).toBe(false);
    expect(inEmployeeScope(null, 'NV01')).toBe(false);
  });
});

describe('permittedBranchCodes', () => {
  it('splits the comma string of user_rights.branchs', () => {
    const user = makeUser({ user_rights: { branchs: ' CN01, CN02,,CN01 ', employees: [], employee_yn: 0 } });
    expect(permittedBranchCodes(user)).toEqual(['CN01', 'CN02']);
    expect(
      permittedBranchCodes(makeUser({ user_rights: { branchs: '', employees: [], employee_yn: 0 } })),
    ).toEqual([]);
    expect(permittedBranchCodes(null)).toEqual([]);
  });
});

describe('pickingMenusOf', () => {
  const pickers = ['sales.bills', 'crm.tasks', 'crm.partners-transfer'];
  it('keeps the menus on which the user may add or edit; reading, printing or deleting does not pick', () => {
    const cashier = makeUser({
      r_read: ['sales.bills', 'crm.tasks'],
      r_add: ['sales.bills'],
      r_edit: ['crm.partners-transfer'],
      r_del: ['crm.tasks'],
      r_print: ['crm.tasks'],
    });
    expect(pickingMenusOf(cashier, pickers)).toEqual(['sales.bills', 'crm.partners-transfer']);
    expect(pickingMenusOf(makeUser({ r_read: pickers, r_readall: pickers }), pickers)).toEqual([]);
    expect(pickingMenusOf(null, pickers)).toEqual([]);
    expect(pickingMenusOf(makeAdmin(), pickers)).toEqual(pickers);
  });
});
