import type { UserInfo } from '@sen/domain';

/** A staff user for tests: no admin flag, no rights, branch CN01; override what the test needs. */
export const testUser = (overrides: Partial<UserInfo> = {}): UserInfo => ({
  user_name: 'u',
  ten_nsd: 'U',
  email: null,
  is_admin: 0,
  user_type: 'staff',
  ma_kh: null,
  user_rights: { branchs: 'CN01', employees: [], employee_yn: 0 },
  r_access: [],
  r_read: [],
  r_readall: [],
  r_add: [],
  r_edit: [],
  r_del: [],
  r_print: [],
  saler: null,
  agent_id: null,
  agent_pass: null,
  user_configs: [],
  ...overrides,
});
