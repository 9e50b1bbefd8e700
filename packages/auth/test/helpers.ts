import { userInfoOf, type UserInfo } from '@sen/domain';

/** A Storage kept in memory, for node tests. */
export class MemoryStorage implements Storage {
  private readonly data = new Map<string, string>();
  get length(): number {
    return this.data.size;
  }
  clear(): void {
    this.data.clear();
  }
  getItem(key: string): string | null {
    return this.data.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.data.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.data.delete(key);
  }
  setItem(key: string, value: string): void {
    this.data.set(key, String(value));
  }
  [name: string]: unknown;
}

/** An unsigned JWT carrying `claims` (decodeJwt does not verify signatures). */
export const fakeJwt = (claims: Record<string, unknown>): string => {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
};

export const makeUser = (overrides: Partial<UserInfo> = {}): UserInfo =>
  userInfoOf({
    user_name: 'nv01',
    ten_nsd: 'Nhân viên 01',
    user_rights: { branchs: 'CN01,CN02', employees: ['NV01'], employee_yn: 1 },
    ...overrides,
  });

export const makeAdmin = (overrides: Partial<UserInfo> = {}): UserInfo =>
  makeUser({ is_admin: 1, ...overrides });
