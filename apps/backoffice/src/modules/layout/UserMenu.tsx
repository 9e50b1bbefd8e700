import { useRouter } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/react';
import { Avatar, DropdownMenu, TopBarText } from '@sen/ui';
import { useAuthState, useServices } from '../../app/ServicesContext';
import { writeLock } from '../auth/lockScreen';

/** The account menu: the user's name, profile, lock screen and sign-out. */
export function UserMenu() {
  const { t } = useTranslation();
  const services = useServices();
  const router = useRouter();
  const { user } = useAuthState();
  if (!user) return null;
  const name = user.ten_nsd || user.user_name;

  const signOut = async () => {
    services.overlay.show(t('app.loading'));
    await services.signOut();
    await router.navigate({ href: '/auth/login', replace: true });
  };

  const lock = async () => {
    const { pathname, search, hash } = window.location;
    writeLock(sessionStorage, {
      userName: user.user_name,
      displayName: name,
      returnTo: `${pathname}${search}${hash}`,
      rememberMe: localStorage.getItem('rememberToken') === 'true',
    });
    services.overlay.show(t('app.loading'));
    await services.signOut();
    await router.navigate({ href: '/lock-screen', replace: true });
  };

  return (
    <DropdownMenu
      trigger={
        <>
          <Avatar name={name} size="sm" isDecorative />
          <TopBarText>{name}</TopBarText>
        </>
      }
      aria-label={t('topBar.account')}
      items={[
        { id: 'profile', label: t('topBar.profile'), href: '/user/profile' },
        { id: 'lock', label: t('topBar.lockScreen'), onAction: () => void lock() },
        { id: 'logout', label: t('topBar.logout'), onAction: () => void signOut() },
      ]}
    />
  );
}
