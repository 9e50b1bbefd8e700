import { describe, expect, it } from 'vitest';
import { defineView, resourceNamed, type Resource } from '@sen/domain/resources';
import { testUser } from '../../session/testUser';
import { approveMenuIdOf, mayAdd, rowActionsOf, type RowAction } from './rowActions';

const partners = resourceNamed('partners') as Resource;
const bills = resourceNamed('bills') as Resource;
const kinds = (actions: RowAction[]) => actions.map((a) => a.kind);
const admin = { user: testUser({ is_admin: 1 }), voucherLocks: [] };

describe('the buttons of a list row', () => {
  it('gives an admin view, edit, delete and print, and New on the list', () => {
    expect(kinds(rowActionsOf(partners, partners, { ma_kh: 'KH1' }, false, admin))).toEqual([
      'view',
      'edit',
      'delete',
      'print',
    ]);
    expect(mayAdd(partners, false, admin)).toBe(true);
    expect(mayAdd(bills, true, admin)).toBe(false);
  });

  it('gives a salesperson only what their rights list, and nothing on another salesperson’s record', () => {
    const nvbh = {
      user: testUser({
        r_read: ['crm.partners'],
        r_add: ['crm.partners'],
        r_edit: ['crm.partners'],
        user_rights: { branchs: 'CN01', employees: ['NV01'], employee_yn: 1 },
      }),
      voucherLocks: [],
    };
    expect(kinds(rowActionsOf(partners, partners, { ma_nvbh: 'NV01' }, false, nvbh))).toEqual([
      'view',
      'edit',
    ]);
    expect(kinds(rowActionsOf(partners, partners, { ma_nvbh: 'NV02' }, false, nvbh))).toEqual([]);
    expect(mayAdd(partners, false, nvbh)).toBe(true);
    expect(mayAdd(partners, false, { user: testUser(), voucherLocks: [] })).toBe(false);
  });

  it('refuses edit and delete of a voucher dated on or before its lock date', () => {
    const user = testUser({ r_read: ['sales.bills'], r_edit: ['sales.bills'], r_del: ['sales.bills'] });
    const locks = [{ ma_dvcs: 'CN01', ma_ct: 'HDB', ngay_ks: '2026-10-31' }];
    const row = { ma_dvcs: 'CN01', ngay_ct: '2026-10-15' };
    expect(kinds(rowActionsOf(bills, bills, row, false, { user, voucherLocks: locks }))).toEqual(['view']);
    const later = { ...row, ngay_ct: '2026-11-02' };
    expect(kinds(rowActionsOf(bills, bills, later, false, { user, voucherLocks: locks }))).toEqual([
      'view',
      'edit',
      'delete',
    ]);
  });

  it('offers approve or unapprove on the approve page, under the approve menu id', () => {
    expect(approveMenuIdOf(bills)).toBe('sales.bills.approve');
    const approver = {
      user: testUser({ r_read: ['sales.bills'], r_edit: ['sales.bills.approve'] }),
      voucherLocks: [],
    };
    expect(kinds(rowActionsOf(bills, bills, { nguoi_duyet: null }, true, approver))).toEqual([
      'view',
      'approve',
    ]);
    expect(kinds(rowActionsOf(bills, bills, { nguoi_duyet: 'admin' }, true, approver))).toEqual([
      'view',
      'unapprove',
    ]);
    const clerk = { user: testUser({ r_read: ['sales.bills'], r_edit: ['sales.bills'] }), voucherLocks: [] };
    expect(kinds(rowActionsOf(bills, bills, {}, true, clerk))).toEqual(['view']);
  });

  it('offers no approve for a cancelled voucher (the server refuses it: VOUCHER_CANCELLED)', () => {
    const approver = {
      user: testUser({ r_read: ['sales.bills'], r_edit: ['sales.bills.approve'] }),
      voucherLocks: [],
    };
    expect(kinds(rowActionsOf(bills, bills, { trang_thai: '9', nguoi_duyet: null }, true, approver))).toEqual(
      ['view'],
    );
    expect(kinds(rowActionsOf(bills, bills, { trang_thai: '1', nguoi_duyet: null }, true, approver))).toEqual(
      ['view', 'approve'],
    );
  });

  it('gives a view its own actions with its edit right, and no form buttons', () => {
    const locks = defineView({
      name: 'partners-lock',
      route: '/crm/partners-vip',
      title: ['Khóa', 'Lock'],
      resource: 'partners',
      actions: [{ name: 'lock', label: ['Khóa', 'Lock'], patch: { trang_thai: false } }],
    });
    expect(rowActionsOf(locks, partners, {}, false, admin)).toEqual([
      { kind: 'viewAction', action: locks.actions[0] },
    ]);
    const reader = { user: testUser({ r_read: ['crm.partners-vip'] }), voucherLocks: [] };
    expect(rowActionsOf(locks, partners, {}, false, reader)).toEqual([]);
    expect(mayAdd(locks, false, admin)).toBe(false);
  });

  it('gives a writable view New, view, edit and delete by the rights of its own menu id', () => {
    const vip = defineView({
      name: 'partners-vip-desk',
      route: '/crm/partners-vip',
      title: ['Khách VIP', 'VIP customers'],
      resource: 'partners',
      fixedFilters: { ma_nh: 'VIP' },
      readOnly: false,
      actions: [{ name: 'lock', label: ['Khóa', 'Lock'], patch: { trang_thai: false } }],
    });
    expect(kinds(rowActionsOf(vip, partners, {}, false, admin))).toEqual([
      'view',
      'edit',
      'delete',
      'print',
      'viewAction',
    ]);
    expect(mayAdd(vip, false, admin)).toBe(true);
    const desk = {
      user: testUser({ r_read: ['crm.partners-vip'], r_add: ['crm.partners-vip'] }),
      voucherLocks: [],
    };
    expect(kinds(rowActionsOf(vip, partners, {}, false, desk))).toEqual(['view']);
    expect(mayAdd(vip, false, desk)).toBe(true);
    // The resource's own rights do not open the view's buttons.
    const resourceOnly = {
      user: testUser({ r_read: ['crm.partners'], r_add: ['crm.partners'], r_edit: ['crm.partners'] }),
      voucherLocks: [],
    };
    expect(kinds(rowActionsOf(vip, partners, {}, false, resourceOnly))).toEqual([]);
    expect(mayAdd(vip, false, resourceOnly)).toBe(false);
  });
});
