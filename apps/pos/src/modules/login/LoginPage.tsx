import { useState, type FormEvent } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/react';
import { Alert, AuthLayout, Button, Checkbox, Form, TextField } from '@sen/ui';
import { ApiRequestError } from '@sen/api';
import { api, selectBranch, selectedBranchs, sessionStore } from '../session/client';

export const LoginPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const search = useSearch({ from: '/login' });
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const { session, user_info } = await api.auth.login({
        user_name: userName,
        password,
        system_type: 'pos',
        login_type: 'password',
      });
      sessionStore.saveLogin(session, rememberMe);
      const branches = user_info.user_rights.branchs.split(',').filter(Boolean);
      if (!branches.includes(selectedBranchs()[0] ?? '') && branches[0]) selectBranch(branches[0]);
      await navigate({ to: search.redirect ?? '/' });
    } catch (caught) {
      setError(caught instanceof ApiRequestError ? caught.message : t('errors.unknown'));
    } finally {
      setPending(false);
    }
  };

  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      <Form onSubmit={submit}>
        {error && <Alert tone="danger">{error}</Alert>}
        <TextField
          label={t('login.userName')}
          name="user_name"
          autoComplete="username"
          isRequired
          value={userName}
          onChange={setUserName}
          autoFocus
        />
        <TextField
          label={t('login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          isRequired
          value={password}
          onChange={setPassword}
        />
        <Checkbox isSelected={rememberMe} onChange={setRememberMe}>
          {t('login.rememberMe')}
        </Checkbox>
        <Button type="submit" variant="primary" isPending={pending}>
          {t('login.submit')}
        </Button>
      </Form>
    </AuthLayout>
  );
};
