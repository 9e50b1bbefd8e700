import { describe, expect, it } from 'vitest';
import type { Branch } from '@sen/domain';
import { resolveBranchSelection } from './branch-selection.js';
import { makeAdmin, makeUser } from '../test/helpers.js';

const branch = (ma_dvcs: string): Branch => ({
  ma_dvcs,
  ten_dvcs: `Đơn vị ${ma_dvcs}`,
  dia_chi: null,
  dien_thoai: null,
});
const branches = [branch('CN01'), branch('CN02'), branch('CN03')];
const user = makeUser({ user_rights: { branchs: 'CN02,CN03', employees: [], employee_yn: 0 } });

describe('resolveBranchSelection', () => {
  it('keeps a stored selection that is still available', () => {
    const result = resolveBranchSelection({ stored: ['CN03', 'CN02'], branches, user });
    expect(result).toEqual({ selected: ['CN03', 'CN02'], available: [branch('CN02'), branch('CN03')] });
  });

  it('resets to the first available branch when a stored branch is missing', () => {
    expect(resolveBranchSelection({ stored: ['CN01'], branches, user }).selected).toEqual(['CN02']);
    expect(resolveBranchSelection({ stored: ['CN02', 'CN09'], branches, user }).selected).toEqual(['CN02']);
    expect(resolveBranchSelection({ stored: [], branches, user }).selected).toEqual(['CN02']);
  });

  it('offers every branch to admins', () => {
    const result = resolveBranchSelection({ stored: ['CN01'], branches, user: makeAdmin() });
    expect(result.available).toEqual(branches);
    expect(result.selected).toEqual(['CN01']);
    expect(result.error).toBeUndefined();
  });

  it('reports BRANCH_NOT_CONFIGURED when no branch exists', () => {
    expect(resolveBranchSelection({ stored: ['CN01'], branches: [], user })).toEqual({
      selected: [],
      available: [],
      error: 'BRANCH_NOT_CONFIGURED',
    });
    expect(resolveBranchSelection({ stored: [], branches: [], user: makeAdmin() }).error).toBe(
      'BRANCH_NOT_CONFIGURED',
    );
  });

  it('reports BRANCH_NOT_GRANTED when no branch is permitted', () => {
    const none = makeUser({ user_rights: { branchs: 'CN09', employees: [], employee_yn: 0 } });
    expect(resolveBranchSelection({ stored: ['CN01'], branches, user: none })).toEqual({
      selected: [],
      available: [],
      error: 'BRANCH_NOT_GRANTED',
    });
  });
});
