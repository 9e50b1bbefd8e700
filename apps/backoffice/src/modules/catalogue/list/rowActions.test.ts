import { describe, expect, it } from 'vitest';
import { approveMenuIdOf } from '@sen/auth';
import {
  catalogueEntryOfRoute,
  defineView,
  resourceNamed,
  type Resource,
  type View,
} from '@sen/domain/resources';
import { testUser } from '../../session/testUser';
import { mayAdd, rowActionsOf, rowMenuOf, type RowAction } from './rowActions';

const partners = resourceNamed('partners') as Resource;
const bills = resourceNamed('bills') as Resource;
const rooms = resourceNamed('rooms') as Resource;
const tasks = resourceNamed('tasks') as Resource;
const cards = resourceNamed('payment-cards') as Resource;
const view = (route: string) => catalogueEntryOfRoute(route) as View;
/** Each action by its kind, a transition by its name. */
const kinds = (actions: RowAction[]) =>
  actions.map((a) => (a.kind === 'transition' ? a.transition.name : a.kind));
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
    // One derivation for client and server (@sen/auth re-exports @sen/domain's), the route catalogue's too.
    expect(approveMenuIdOf(bills.menuId)).toBe('sales.bills.approve');
    expect(catalogueEntryOfRoute('/sales/bills')).toBe(bills);
    const approver = {
      user: testUser({ r_read: ['sales.bills'], r_edit: ['sales.bills.approve'] }),
      voucherLocks: [],
    };
    expect(kinds(rowActionsOf(bills, bills, { trang_thai: '0', nguoi_duyet: null }, true, approver))).toEqual(
      ['view', 'approve'],
    );
    expect(
      kinds(rowActionsOf(bills, bills, { trang_thai: '1', nguoi_duyet: 'admin' }, true, approver)),
    ).toEqual(['view', 'unapprove']);
    const clerk = { user: testUser({ r_read: ['sales.bills'], r_edit: ['sales.bills'] }), voucherLocks: [] };
    expect(kinds(rowActionsOf(bills, bills, { trang_thai: '0' }, true, clerk))).toEqual(['view']);
    // An approved bill is not edited nor deleted from the list (the server's 409 VOUCHER_APPROVED).
    expect(
      kinds(rowActionsOf(bills, bills, { trang_thai: '1', nguoi_duyet: 'admin' }, false, admin)),
    ).toEqual(['view', 'print']);
    // The clerk's own list offers the bill's other transitions, never the approval ones.
    expect(kinds(rowActionsOf(bills, bills, { trang_thai: '0' }, false, clerk))).toEqual([
      'view',
      'edit',
      'complete',
      'cancel',
    ]);
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
    const locks = view('/sales/payment-cards/lock');
    expect(rowActionsOf(locks, cards, { trang_thai: '1' }, false, admin)).toEqual([
      { kind: 'transition', transition: cards.statuses?.transitions[1], path: 'sales/payment-cards/lock' },
    ]);
    expect(kinds(rowActionsOf(locks, cards, { trang_thai: '1' }, false, admin))).toEqual(['lock']);
    const reader = { user: testUser({ r_read: ['sales.payment-cards.lock'] }), voucherLocks: [] };
    expect(rowActionsOf(locks, cards, { trang_thai: '1' }, false, reader)).toEqual([]);
    expect(mayAdd(locks, false, admin)).toBe(false);
  });

  it('offers only the transitions the row’s status allows: a room board, an appointment calendar', () => {
    const board = view('/sales/room-orders');
    const desk = {
      user: testUser({ r_read: ['sales.room-orders'], r_edit: ['sales.room-orders'] }),
      voucherLocks: [],
    };
    expect(kinds(rowActionsOf(board, rooms, { trang_thai: '0' }, false, desk))).toEqual(['start']);
    expect(kinds(rowActionsOf(board, rooms, { trang_thai: '1' }, false, desk))).toEqual(['clean', 'free']);
    expect(kinds(rowActionsOf(board, rooms, { trang_thai: '2' }, false, desk))).toEqual(['ready']);
    // Out of service: nothing on the board (putting it back is the room's own screen's).
    expect(kinds(rowActionsOf(board, rooms, { trang_thai: '9' }, false, desk))).toEqual([]);
    // Only the board's edit right runs the board's actions.
    const roomsOnly = { user: testUser({ r_edit: ['sales.rooms'] }), voucherLocks: [] };
    expect(kinds(rowActionsOf(board, rooms, { trang_thai: '0' }, false, roomsOnly))).toEqual([]);

    const calendar = view('/crm/task/calendar');
    expect(kinds(rowActionsOf(calendar, tasks, { trang_thai: '3' }, false, admin))).toEqual([
      'view',
      'edit',
      'delete',
      'print',
    ]);
    expect(kinds(rowActionsOf(calendar, tasks, { trang_thai: '2' }, false, admin))).toContain('finish');
    expect(kinds(rowActionsOf(calendar, tasks, { trang_thai: '2' }, false, admin))).not.toContain('confirm');
  });

  it('lays a row out as its primary action and one menu, delete last', () => {
    const calendar = view('/crm/task/calendar');
    const { primary, menu } = rowMenuOf(rowActionsOf(calendar, tasks, { trang_thai: '1' }, false, admin));
    expect(primary && kinds([primary])).toEqual(['arrive']);
    expect(kinds(menu)).toEqual(['view', 'edit', 'print', 'no-show', 'cancel', 'delete']);
    const plain = rowMenuOf(rowActionsOf(partners, partners, { ma_kh: 'KH1' }, false, admin));
    expect(plain.primary?.kind).toBe('view');
    expect(kinds(plain.menu)).toEqual(['edit', 'print', 'delete']);
  });

  it('gives a writable view New, view, edit and delete by the rights of its own menu id', () => {
    const vip = defineView({
      name: 'partners-vip-desk',
      route: '/crm/partners-vip',
      title: ['Khách VIP', 'VIP customers'],
      resource: 'partners',
      fixedFilters: { ma_nh: 'VIP' },
      readOnly: false,
    });
    expect(kinds(rowActionsOf(vip, partners, {}, false, admin))).toEqual(['view', 'edit', 'delete', 'print']);
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
