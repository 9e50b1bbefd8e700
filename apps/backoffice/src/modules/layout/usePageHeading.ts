import { useMemo } from 'react';
import { useLocation } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/react';
import { useAuthState } from '../../app/ServicesContext';
import { localeOf } from '../../i18n';
import { computeBreadcrumbs } from '../navigation/breadcrumbs';
import type { PageHeading } from '../navigation/breadcrumbs';

/** Title and breadcrumbs of the current page, from the command tree (the catalogue when no command matches). */
export const usePageHeading = (): PageHeading => {
  const pathname = useLocation({ select: (location) => location.pathname });
  const { commands } = useAuthState();
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n);
  const homeLabel = t('common.home');
  return useMemo(
    () => computeBreadcrumbs({ path: pathname, commands, locale, homeLabel }),
    [pathname, commands, locale, homeLabel],
  );
};
