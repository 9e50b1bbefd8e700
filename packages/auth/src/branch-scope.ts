import { parseBranchs } from '@sen/domain';

/** What a user is granted: the admin flag and user_rights.branchs ('CN01,CN02'). */
export type BranchGrant = { isAdmin: boolean; branchs: string };

/**
 * Branch scope of spec section 6, shared by the server and the apps: an admin may use every existing branch;
 * anyone else the granted branches that exist, in the order of `existing`.
 */
export const branchScope = (grant: BranchGrant, existing: readonly string[]): string[] => {
  if (grant.isAdmin) return [...existing];
  const granted = new Set(parseBranchs(grant.branchs));
  return existing.filter((code) => granted.has(code));
};

/** The requested branch codes outside the scope (refused with BRANCH_FORBIDDEN). */
export const refusedBranchs = (requested: readonly string[], scope: readonly string[]): string[] =>
  requested.filter((code) => !scope.includes(code));
