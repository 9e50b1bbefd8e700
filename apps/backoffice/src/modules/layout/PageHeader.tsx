import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react';
import { Breadcrumbs } from '@sen/ui';
import { usePageHeading } from './usePageHeading';
import * as styles from './layout.styles';

/** The page title with its breadcrumbs (home first, then the menu ancestry). */
export function PageHeader() {
  const { t } = useTranslation();
  const { title, breadcrumbs } = usePageHeading();
  const appName = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName]);
  return (
    <header style={styles.pageHeader}>
      <h1 style={styles.pageTitle}>{title}</h1>
      <Breadcrumbs items={breadcrumbs} aria-label={t('common.breadcrumbs')} />
    </header>
  );
}
