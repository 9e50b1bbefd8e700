import { Suspense } from 'react';
import { useLocation } from '@tanstack/react-router';
import { Spinner } from '@sen/ui';
import { useTranslation } from '../../i18n/react';
import { CommandPage } from './CommandPage';

/** A /generic/* or /report/* route: the command page of its path (the catalogue loads on first use). */
export function CommandRoute() {
  const { t } = useTranslation();
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <Suspense fallback={<Spinner label={t('app.loading')} />}>
      <CommandPage path={pathname} />
    </Suspense>
  );
}
