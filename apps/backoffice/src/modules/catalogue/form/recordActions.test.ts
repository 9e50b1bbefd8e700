import { describe, expect, it } from 'vitest';
import { resourceNamed, type Resource } from '@sen/domain/resources';
import { testUser } from '../../session/testUser';
import { recordButtonsOf, statusChoicesFor } from './recordActions';

const bills = resourceNamed('bills') as Resource;
const partners = resourceNamed('partners') as Resource;
const lock = { ma_dvcs: 'CN01', ma_ct: 'HDB', ngay_ks: '2026-10-31' };
const bill = {
  _id: 'b1',
  ma_dvcs: 'CN01',
  ma_ct: 'HDB',
  ngay_ct: '2026-10-15',
  ma_nvbh: 'NV01',
  trang_thai: '0',
};
const names = (buttons: { transitions: { name: string }[] }) => buttons.transitions.map((t) => t.name);
const clerk = testUser({
  r_read: ['sales.bills'],
  r_edit: ['sales.bills'],
  r_del: ['sales.bills'],
  r_print: ['sales.bills'],
});

describe('recordButtonsOf', () => {
  it('an admin gets every button, and every transition of the draft voucher, approve included', () => {
    const buttons = recordButtonsOf(bills, bill, { user: testUser({ is_admin: 1 }), voucherLocks: [lock] });
    expect(buttons.edit).toEqual({ shown: true, enabled: true });
    expect(names(buttons)).toEqual(['complete', 'approve', 'cancel']);
    expect(buttons.refusal).toBeNull();
  });

  it('a locked voucher keeps Edit and Delete shown but disabled, and says until when', () => {
    const buttons = recordButtonsOf(bills, bill, { user: clerk, voucherLocks: [lock] });
    expect(buttons.edit).toEqual({ shown: true, enabled: false });
    expect(buttons.delete).toEqual({ shown: true, enabled: false });
    expect(buttons.print).toEqual({ shown: true, enabled: true });
    expect(buttons.refusal).toEqual({ reason: 'locked', lockDate: '2026-10-31' });
    // Nor may the clerk move a locked voucher through its statuses (the server answers 409 VOUCHER_LOCKED).
    expect(names(buttons)).toEqual([]);
    const after = recordButtonsOf(
      bills,
      { ...bill, ngay_ct: '2026-11-01' },
      { user: clerk, voucherLocks: [lock] },
    );
    expect(after.edit.enabled).toBe(true);
    expect(after.refusal).toBeNull();
    expect(names(after)).toEqual(['complete', 'cancel']);
  });

  it('buttons without the right are hidden; approve needs the edit right of <menuId>.approve', () => {
    const reader = testUser({ r_read: ['sales.bills'] });
    const buttons = recordButtonsOf(bills, bill, { user: reader, voucherLocks: [] });
    expect([buttons.edit.shown, buttons.delete.shown, buttons.print.shown]).toEqual([false, false, false]);
    expect(names(buttons)).toEqual([]);
    const approver = testUser({ r_edit: ['sales.bills.approve'] });
    expect(names(recordButtonsOf(bills, bill, { user: approver, voucherLocks: [] }))).toEqual(['approve']);
    const approved = recordButtonsOf(
      bills,
      { ...bill, trang_thai: '1', nguoi_duyet: 'admin' },
      { user: approver, voucherLocks: [] },
    );
    expect(names(approved)).toEqual(['unapprove']);
  });

  it('a cancelled voucher offers no approve (the server refuses it: VOUCHER_CANCELLED), nor anything else', () => {
    const approver = testUser({ r_edit: ['sales.bills', 'sales.bills.approve'] });
    const cancelled = recordButtonsOf(
      bills,
      { ...bill, trang_thai: '9' },
      { user: approver, voucherLocks: [] },
    );
    expect(names(cancelled)).toEqual([]);
  });

  it('an approved voucher is neither edited nor deleted until its approval is withdrawn; it is done, not a draft', () => {
    const approved = { ...bill, trang_thai: '1', nguoi_duyet: 'admin', ngay_duyet: '2026-10-16T02:00:00Z' };
    const buttons = recordButtonsOf(bills, approved, { user: testUser({ is_admin: 1 }), voucherLocks: [] });
    expect(buttons.edit).toEqual({ shown: true, enabled: false });
    expect(buttons.delete).toEqual({ shown: true, enabled: false });
    expect(buttons.refusal).toEqual({ reason: 'approved' });
    expect(names(buttons)).toEqual(['unapprove']);
  });

  it('the form’s status field offers the starting statuses on create, else the stored one and the reachable ones', () => {
    const tasks = resourceNamed('tasks') as Resource;
    const desk = { user: testUser({ r_edit: ['crm.tasks'] }), voucherLocks: [] };
    // A request taken by message is written as one ('Chờ xác nhận', as the portal's): it may start so too.
    expect(statusChoicesFor(tasks, undefined, desk)).toEqual(['0', '1', '5']);
    expect(statusChoicesFor(tasks, { trang_thai: '3' }, desk)).toEqual(['3']);
    expect(statusChoicesFor(tasks, { trang_thai: '5' }, desk)).toEqual(['5', '0', '9']);
    expect(statusChoicesFor(tasks, { trang_thai: '1' }, desk)).toEqual(['1', '2', '4', '9']);
    // Without the edit right the stored status is all there is.
    const reader = { user: testUser({ r_read: ['crm.tasks'] }), voucherLocks: [] };
    expect(statusChoicesFor(tasks, { trang_thai: '1' }, reader)).toEqual(['1']);
    expect(statusChoicesFor(partners, undefined, desk)).toBeUndefined();
  });

  it("another salesperson's record is out of an employee's scope", () => {
    const seller = testUser({
      r_edit: ['crm.partners'],
      user_rights: { branchs: 'CN01', employees: ['NV01'], employee_yn: 1 },
    });
    const buttons = recordButtonsOf(
      partners,
      { _id: 'p', ma_nvbh: 'NV02' },
      { user: seller, voucherLocks: [] },
    );
    expect(buttons.edit).toEqual({ shown: true, enabled: false });
    expect(buttons.refusal).toEqual({ reason: 'outOfScope' });
    expect(names(buttons)).toEqual([]);
    expect(
      recordButtonsOf(partners, { _id: 'p', ma_nvbh: 'NV01' }, { user: seller, voucherLocks: [] }).edit
        .enabled,
    ).toBe(true);
  });
});
