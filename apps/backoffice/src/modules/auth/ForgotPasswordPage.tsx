import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { Alert, AuthLayout, Button, Form, Link, TextField } from '@sen/ui';

/** Passwords are reset by the administrator: the form only says whom to ask, it sends nothing. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.forgot.title'));
  const [userName, setUserName] = useState('');
  const [shownFor, setShownFor] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (userName.trim()) setShownFor(userName.trim());
  };

  return (
    <AuthLayout
      brand={t('app.name')}
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      footer={<Link href="/auth/login">{t('common.backToLogin')}</Link>}
    >
      <p>{t('auth.forgot.body')}</p>
      <Form onSubmit={onSubmit}>
        <TextField
          name="user_name"
          label={t('auth.forgot.userName')}
          value={userName}
          onChange={setUserName}
          autoComplete="username"
          isRequired
        />
        <Button type="submit" variant="secondary" fullWidth>
          {t('auth.forgot.submit')}
        </Button>
      </Form>
      {shownFor && <Alert tone="info">{t('auth.forgot.result', { userName: shownFor })}</Alert>}
    </AuthLayout>
  );
}
