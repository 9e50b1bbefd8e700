import type { Branch } from '@sen/domain';

/** The branches a row may be put in: the selected ones (Branchs header), else every branch the user may use. */
export const branchChoices = (available: readonly Branch[], selected: readonly string[]): Branch[] =>
  selected.length > 0 ? available.filter((branch) => selected.includes(branch.ma_dvcs)) : [...available];

/** 'CN01 - Chi nhánh Quận 1', or the code alone when the branch is unknown. */
export const branchText = (code: string, branches: readonly Branch[]): string => {
  const name = branches.find((branch) => branch.ma_dvcs === code)?.ten_dvcs;
  return name ? `${code} - ${name}` : code;
};
