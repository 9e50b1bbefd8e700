import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react';

/** Sets the browser tab's title to '<title> · Sen ERP'. */
export const useDocumentTitle = (title: string): void => {
  const { t } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName]);
};
