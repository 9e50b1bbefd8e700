import { useTranslation } from '../../i18n/react';
import { Breadcrumbs } from '@sen/ui';
import { useDocumentTitle } from './useDocumentTitle';
import { usePageHeading } from './usePageHeading';
import * as styles from './layout.styles';

/** The page title with its breadcrumbs (home first, then the menu ancestry). */
export function PageHeader() {
  const { t } = useTranslation();
  const { title, breadcrumbs } = usePageHeading();
  useDocumentTitle(title);
  return (
    <header style={styles.pageHeader}>
      <h1 style={styles.pageTitle}>{title}</h1>
      <Breadcrumbs items={breadcrumbs} aria-label={t('common.breadcrumbs')} />
    </header>
  );
}
