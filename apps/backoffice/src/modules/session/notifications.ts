import type { I18n } from '../../i18n';
import type { BranchSelectionError } from '@sen/auth';
import { notify } from '../notify/notify';

/** Shows the branch error of the start-up (no branch configured / none granted) in a toast. */
export const notifyBranchError = (error: BranchSelectionError | null, i18n: Pick<I18n, 't'>): void => {
  if (!error) return;
  notify('failure', i18n.t(error, { ns: 'errors' }));
};
