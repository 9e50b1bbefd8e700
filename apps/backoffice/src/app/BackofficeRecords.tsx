import { useMemo, type ReactNode } from 'react';
import { RecordsProvider, staffAccess, type RecordsI18n, type RecordsNotifications } from '@sen/records';
import { useTranslation } from '../i18n/react';
import { notify } from '../modules/notify/notify';
import { useAuthState, useServices } from './ServicesContext';

const notifications: RecordsNotifications = {
  success: (message) => notify('success', message),
  error: (message) => notify('failure', message),
};

/**
 * The back office's adapters of the headless records hooks (`@sen/records`): its API client, its language, its
 * toasts and the signed-in user's rights.
 */
export function BackofficeRecords({ children }: { children?: ReactNode }) {
  const { api } = useServices();
  const { user } = useAuthState();
  const { i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'vi';
  const records = useMemo((): RecordsI18n => ({ locale: () => language }), [language]);
  const access = useMemo(() => staffAccess(user), [user]);
  return (
    <RecordsProvider http={api} i18n={records} notifications={notifications} access={access}>
      {children}
    </RecordsProvider>
  );
}
