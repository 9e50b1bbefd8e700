// The subpath: no theme stylesheet comes with it (this runs in node tests too).
import { paperSizes, type PaperSize } from '@sen/ui/PrintVoucher';

/** Where the paper a user last printed a resource on is remembered (local storage, per user and resource). */
export const paperKey = (resource: string, user: string | undefined) =>
  `sen.print.paper.${user ?? ''}.${resource}`;

const storage = (): Storage | undefined => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
};

/** The paper last chosen for this resource by this user; A4 the first time (or when storage is unavailable). */
export const readPaper = (resource: string, user: string | undefined): PaperSize => {
  const stored = storage()?.getItem(paperKey(resource, user));
  return paperSizes.find((paper) => paper === stored) ?? 'A4';
};

export const writePaper = (resource: string, user: string | undefined, paper: PaperSize): void => {
  try {
    storage()?.setItem(paperKey(resource, user), paper);
  } catch {
    // A full or blocked storage only forgets the choice.
  }
};
