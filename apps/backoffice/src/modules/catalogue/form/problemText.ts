import { issueMessage, type Locale } from '@sen/domain';
import type { FieldProblem } from '@sen/records';

import type { TFunction } from '../../../i18n';

/** The text of a field's problem in the current language (the Vietnamese ones are the spec's, section 5). */
export const problemText = (problem: FieldProblem, t: TFunction, locale: Locale): string => {
  switch (problem.code) {
    case 'required':
      return t('catalogue.form.problems.required');
    case 'phone':
      return t('catalogue.form.problems.phone');
    case 'email':
      return t('catalogue.form.problems.email');
    case 'duplicate':
      return t('catalogue.form.problems.duplicate', { field: problem.field, target: problem.target });
    case 'exists':
      return t('catalogue.form.problems.exists', { value: problem.value });
    case 'ownedBy':
      return t('catalogue.form.problems.ownedBy', {
        value: problem.value,
        code: problem.ma_nvbh,
        name: problem.ten_nvbh,
      });
    case 'checkFailed':
      return t('catalogue.form.problems.checkFailed');
    case 'server':
      return problem.message;
    case 'invalid':
      return issueMessage(problem.issue, locale);
  }
};
