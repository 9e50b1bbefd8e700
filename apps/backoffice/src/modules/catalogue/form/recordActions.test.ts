import { describe, expect, it } from 'vitest';
import { resourceNamed, type Resource } from '@sen/domain/resources';
import { testUser } from '../../session/testUser';
import { recordButtonsOf } from './recordActions';

const bills = resourceNamed('bills') as Resource;
const partners = resourceNamed('partners') as Resource;
const lock = { ma_dvcs: 'CN01', ma_ct: 'HDB', ngay_ks: '2026-10-31' };
const bill = { _id: 'b1', ma_dvcs: 'CN01', ma_ct: 'HDB', ngay_ct: '2026-10-15', ma_nvbh: 'NV01' };
const clerk = testUser({
  r_read: ['sales.bills'],
  r_edit: ['sales.bills'],
  r_del: ['sales.bills'],
  r_print: ['sales.bills'],
});

describe('recordButtonsOf', () => {
  it('an admin gets every button, approve included on an approvable voucher', () => {
    const buttons = recordButtonsOf(bills, bill, { user: testUser({ is_admin: 1 }), voucherLocks: [lock] });
    expect(buttons.edit).toEqual({ shown: true, enabled: true });
    expect(buttons.approve).toEqual({ shown: true, enabled: true, action: 'approve' });
    expect(buttons.refusal).toBeNull();
  });

  it('a locked voucher keeps Edit and Delete shown but disabled, and says until when', () => {
    const buttons = recordButtonsOf(bills, bill, { user: clerk, voucherLocks: [lock] });
    expect(buttons.edit).toEqual({ shown: true, enabled: false });
    expect(buttons.delete).toEqual({ shown: true, enabled: false });
    expect(buttons.print).toEqual({ shown: true, enabled: true });
    expect(buttons.refusal).toEqual({ reason: 'locked', lockDate: '2026-10-31' });
    const after = recordButtonsOf(
      bills,
      { ...bill, ngay_ct: '2026-11-01' },
      { user: clerk, voucherLocks: [lock] },
    );
    expect(after.edit.enabled).toBe(true);
    expect(after.refusal).toBeNull();
  });

  it('buttons without the right are hidden; approve needs the edit right of <menuId>.approve', () => {
    const reader = testUser({ r_read: ['sales.bills'] });
    const buttons = recordButtonsOf(bills, bill, { user: reader, voucherLocks: [] });
    expect([buttons.edit.shown, buttons.delete.shown, buttons.print.shown, buttons.approve.shown]).toEqual([
      false,
      false,
      false,
      false,
    ]);
    const approver = testUser({ r_edit: ['sales.bills.approve'] });
    const approved = recordButtonsOf(
      bills,
      { ...bill, nguoi_duyet: 'admin' },
      { user: approver, voucherLocks: [] },
    );
    expect(approved.approve).toEqual({ shown: true, enabled: true, action: 'unapprove' });
  });

  it('a cancelled voucher shows approve disabled (the server refuses it: VOUCHER_CANCELLED)', () => {
    const approver = testUser({ r_edit: ['sales.bills.approve'] });
    const cancelled = recordButtonsOf(
      bills,
      { ...bill, trang_thai: '9' },
      { user: approver, voucherLocks: [] },
    );
    expect(cancelled.approve).toEqual({ shown: true, enabled: false, action: 'approve' });
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
    expect(buttons.approve.shown).toBe(false);
    expect(
      recordButtonsOf(partners, { _id: 'p', ma_nvbh: 'NV01' }, { user: seller, voucherLocks: [] }).edit
        .enabled,
    ).toBe(true);
  });
});
