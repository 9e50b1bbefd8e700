import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { AuthLayout, Alert, Button, Form, Link, TextField } from '@sen/ui';
import { useAuthState } from '../../app/ServicesContext';
import { safeRedirect } from '../navigation/redirect';
import { clearLock, readLock } from './lockScreen';
import { useSignIn } from './useSignIn';

/** The lock screen: the locked user's name and a password field that signs the same user in again. */
export function LockScreenPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.lock.title'));
  const { user } = useAuthState();
  const [lock] = useState(() => readLock(sessionStorage));
  const { signIn, pending, error } = useSignIn();
  const [password, setPassword] = useState('');

  const userName = lock?.userName ?? user?.user_name ?? null;
  const displayName = lock?.displayName ?? user?.ten_nsd ?? userName ?? '';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!userName || !password || pending) return;
    const ok = await signIn({
      userName,
      password,
      rememberMe: lock?.rememberMe ?? localStorage.getItem('rememberToken') === 'true',
      redirectTo: safeRedirect(lock?.returnTo) ?? '/',
    });
    if (ok) clearLock(sessionStorage);
  };

  return (
    <AuthLayout
      brand={t('app.name')}
      title={t('auth.lock.title')}
      subtitle={t('auth.lock.subtitle')}
      footer={
        <Link href="/auth/login" onPress={() => clearLock(sessionStorage)}>
          {t('auth.lock.otherAccount')}
        </Link>
      }
    >
      {userName ? (
        <Form onSubmit={(event) => void onSubmit(event)}>
          <p>
            <strong>{t('auth.lock.signedInAs', { name: displayName })}</strong>
          </p>
          {error && <Alert tone="danger">{error}</Alert>}
          <TextField
            name="password"
            type="password"
            label={t('auth.login.password')}
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
            autoFocus
            isRequired
            showPasswordLabel={t('auth.login.showPassword')}
            hidePasswordLabel={t('auth.login.hidePassword')}
          />
          <Button type="submit" variant="primary" fullWidth isPending={pending}>
            {t('auth.lock.unlock')}
          </Button>
        </Form>
      ) : (
        <Alert tone="info">{t('auth.lock.noUser')}</Alert>
      )}
    </AuthLayout>
  );
}
