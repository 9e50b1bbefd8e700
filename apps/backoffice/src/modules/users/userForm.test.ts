import { describe, expect, it } from 'vitest';
import { grantableMenuIds, type UserDetail } from '@sen/domain';
import { setFlags } from './rightsMatrix';
import { emptyUserForm, userBodyOf, userFormOf, validateUserForm } from './userForm';

const detail: UserDetail = {
  id: '00000000-0000-4000-8000-000000000001',
  user_name: 'lan',
  ten_nsd: 'Nguyễn Thị Lan',
  email: null,
  is_admin: false,
  branchs: 'CN01,CN02',
  employee_yn: true,
  employees: ['NV001'],
  ma_nvbh: 'NV001',
  ten_nvbh: 'Lan',
  agent_id: '1001',
  has_agent_pass: true,
  locked: false,
  created_at: '2026-01-01T00:00:00.000Z',
  rights: grantableMenuIds.map((menu_id) => ({
    menu_id,
    r_access: menu_id === 'crm.partners',
    r_read: menu_id === 'crm.partners',
    r_readall: false,
    r_add: false,
    r_edit: false,
    r_del: false,
    r_print: false,
  })),
};

describe('user form', () => {
  it('requires user name, display name and, for a new user, a strong password confirmed', () => {
    expect(validateUserForm(emptyUserForm(), true)).toEqual({
      user_name: 'required',
      ten_nsd: 'required',
      password: 'required',
    });
    const values = { ...emptyUserForm(), user_name: 'an', ten_nsd: 'An', password: 'abc', confirm: 'abc' };
    expect(validateUserForm(values, true)).toEqual({ password: 'passwordWeak' });
    expect(validateUserForm({ ...values, password: 'Matkhau123', confirm: 'Matkhau12' }, true)).toEqual({
      confirm: 'confirm',
    });
    expect(validateUserForm({ ...values, password: 'Matkhau123', confirm: 'Matkhau123' }, true)).toEqual({});
    expect(validateUserForm({ ...values, user_name: 'có dấu cách' }, true).user_name).toBe('userName');
    expect(validateUserForm({ ...values, email: 'not-an-email' }, true).email).toBe('email');
  });

  it('lets an edit keep the password (empty) and sends no password then', () => {
    const values = userFormOf(detail);
    expect(validateUserForm(values, false)).toEqual({});
    const body = userBodyOf(values);
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('agent_pass');
    expect(body).toMatchObject({
      user_name: 'lan',
      branchs: 'CN01,CN02',
      employee_yn: true,
      employees: ['NV001'],
      ma_nvbh: 'NV001',
      agent_id: '1001',
      email: null,
    });
  });

  it('sends the rights matrix with the user: only the granted menu ids', () => {
    const values = userFormOf(detail);
    const body = userBodyOf({
      ...values,
      rights: setFlags(values.rights, ['stock.products'], ['r_access'], true),
    });
    expect(body.rights?.map((r) => r.menu_id)).toEqual(
      grantableMenuIds.filter((id) => id === 'crm.partners' || id === 'stock.products'),
    );
  });

  it('sends a typed password and agent password', () => {
    const values = { ...userFormOf(detail), password: 'Moi12345x', confirm: 'Moi12345x', agent_pass: 'p' };
    expect(userBodyOf(values)).toMatchObject({ password: 'Moi12345x', agent_pass: 'p' });
  });
});
