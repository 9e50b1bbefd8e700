import type { Branch, UserInfo } from '@sen/domain';
import { branchScope } from './branch-scope.js';
import { isAdminUser } from './permissions.js';

export type BranchSelectionError = 'BRANCH_NOT_CONFIGURED' | 'BRANCH_NOT_GRANTED';

export type BranchSelection = { selected: string[]; available: Branch[]; error?: BranchSelectionError };

/** The branches a user may work with: all for admins, else those in user_rights.branchs (list order kept). */
export const availableBranches = (branches: readonly Branch[], user: UserInfo | null): Branch[] => {
  const scope = new Set(
    branchScope(
      { isAdmin: isAdminUser(user), branchs: user?.user_rights.branchs ?? '' },
      branches.map((branch) => branch.ma_dvcs),
    ),
  );
  return branches.filter((branch) => scope.has(branch.ma_dvcs));
};

/**
 * The selected branches after sign-in or a branch-list reload: the stored selection is kept when every branch of
 * it is still available, else the selection resets to the first available branch.
 */
export const resolveBranchSelection = ({
  stored,
  branches,
  user,
}: {
  stored: string[];
  branches: Branch[];
  user: UserInfo;
}): BranchSelection => {
  if (branches.length === 0) return { selected: [], available: [], error: 'BRANCH_NOT_CONFIGURED' };
  const available = availableBranches(branches, user);
  const first = available[0];
  if (!first) return { selected: [], available, error: 'BRANCH_NOT_GRANTED' };
  const codes = new Set(available.map((branch) => branch.ma_dvcs));
  const wanted = [...new Set(stored.map((code) => code.trim()).filter(Boolean))];
  const keep = wanted.length > 0 && wanted.every((code) => codes.has(code));
  return { selected: keep ? wanted : [first.ma_dvcs], available };
};
