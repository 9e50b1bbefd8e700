import { userInfoOf, type UserInfo } from '@sen/domain';

/** A staff user for tests: no admin flag, no rights, branch CN01; override what the test needs. */
export const testUser = (overrides: Partial<UserInfo> = {}): UserInfo =>
  userInfoOf({
    user_name: 'u',
    ten_nsd: 'U',
    user_rights: { branchs: 'CN01', employees: [], employee_yn: 0 },
    ...overrides,
  });
