import { useState } from 'react';
import type { FormEvent } from 'react';
import { useSearch } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/react';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { Alert, AuthLayout, Button, Checkbox, Form, Link, TextField } from '@sen/ui';
import { safeRedirect } from '../navigation/redirect';
import { useSignIn } from './useSignIn';

/** The sign-in form (/auth/login and /pages/login). */
export function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.login.title'));
  const search: { redirect?: unknown } = useSearch({ strict: false });
  const { signIn, pending, error } = useSignIn();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  const userNameError = submitted && !userName.trim() ? t('auth.login.userNameRequired') : undefined;
  const passwordError = submitted && !password ? t('auth.login.passwordRequired') : undefined;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!userName.trim() || !password || pending) return;
    void signIn({ userName, password, rememberMe, redirectTo: safeRedirect(search.redirect) ?? '/' });
  };

  return (
    <AuthLayout
      brand={t('app.name')}
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <span>
          {t('auth.login.noAccount')} <Link href="/auth/register">{t('auth.login.register')}</Link>
        </span>
      }
    >
      <Form onSubmit={onSubmit} validationBehavior="aria">
        {error && <Alert tone="danger">{error}</Alert>}
        <TextField
          name="user_name"
          label={t('auth.login.userName')}
          value={userName}
          onChange={setUserName}
          autoComplete="username"
          autoFocus
          isRequired
          errorMessage={userNameError}
        />
        <TextField
          name="password"
          type="password"
          label={t('auth.login.password')}
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          isRequired
          errorMessage={passwordError}
          showPasswordLabel={t('auth.login.showPassword')}
          hidePasswordLabel={t('auth.login.hidePassword')}
        />
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12 }}>
          <Checkbox isSelected={rememberMe} onChange={setRememberMe} name="remember_me">
            {t('auth.login.rememberMe')}
          </Checkbox>
          <Link href="/auth/forgot-password">{t('auth.login.forgotPassword')}</Link>
        </div>
        <Button type="submit" variant="primary" fullWidth isPending={pending}>
          {t('auth.login.submit')}
        </Button>
      </Form>
    </AuthLayout>
  );
}
