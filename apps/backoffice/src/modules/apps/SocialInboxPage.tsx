import { EmptyState, Link } from '@sen/ui';
import { can, isAdminUser } from '@sen/auth';
import { useAuthState } from '../../app/ServicesContext';
import { useTranslation } from '../../i18n/react';
import { socialInboxStateOf } from './socialInbox';

/**
 * /apps/pancake, the social inbox (spec section 7, an embedded app): the state of the integration. While the
 * tenant's `crm_pancake_enabled` flag is off it says so, with a link to /system/settings for those who may change
 * it; when it is on, it says the inbox service is not connected to this server yet (nothing is embedded).
 */
export function SocialInboxPage() {
  const { t } = useTranslation();
  const { user, configs } = useAuthState();
  const state = socialInboxStateOf(configs);
  const maySet = isAdminUser(user) || can(user, { menuId: 'system.settings', right: 'edit' });
  return state === 'off' ? (
    <EmptyState
      title={t('socialInbox.offTitle')}
      description={t('socialInbox.offDescription')}
      action={maySet ? <Link href="/system/settings">{t('socialInbox.toSettings')}</Link> : undefined}
    />
  ) : (
    <EmptyState
      title={t('socialInbox.unavailableTitle')}
      description={t('socialInbox.unavailableDescription')}
    />
  );
}
