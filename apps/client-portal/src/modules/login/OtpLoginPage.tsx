import { useState, type FormEvent } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/react';
import { Alert, AuthLayout, Button, Form, PhoneInput, TextField } from '@sen/ui';
import { ApiRequestError } from '@sen/api';
import { isValidPhone, maskPhone, normalizePhone, type OtpResponse } from '@sen/domain';
import { api, sessionStore } from '../session/client';
import { setLocale, type Locale } from '../../i18n';
import * as styles from './OtpLogin.css';

/** Customer sign-in in two steps: a phone number, then the one-time code sent to it. */
export const OtpLoginPage = () => {
  const { t, i18n } = useTranslation();
  const other: Locale = i18n.language === 'en' ? 'vi' : 'en';
  const navigate = useNavigate();
  const search = useSearch({ from: '/login' });
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<OtpResponse | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (action: () => Promise<void>) => {
    setPending(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(caught instanceof ApiRequestError ? caught.message : t('errors.unknown'));
    } finally {
      setPending(false);
    }
  };

  const sendCode = (event?: FormEvent) => {
    event?.preventDefault();
    if (!isValidPhone(phone)) {
      setError(t('errors.phone'));
      return;
    }
    void run(async () => {
      setSent(await api.auth.requestCustomerOtp(normalizePhone(phone)));
    });
  };

  const signIn = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const { session } = await api.auth.login({
        user_name: normalizePhone(phone),
        password: code.trim(),
        system_type: 'client',
        login_type: 'otp',
      });
      sessionStore.saveLogin(session, true);
      await navigate({ to: search.redirect ?? '/client/home' });
    });
  };

  return (
    <AuthLayout
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <button type="button" className={styles.language} lang={other} onClick={() => void setLocale(other)}>
          {other === 'en' ? 'English' : 'Tiếng Việt'}
        </button>
      }
    >
      {error && <Alert tone="danger">{error}</Alert>}
      {!sent ? (
        <Form onSubmit={sendCode}>
          <PhoneInput
            label={t('login.phone')}
            name="phone"
            isRequired
            value={phone}
            onChange={setPhone}
            invalidMessage={t('errors.phone')}
            autoFocus
          />
          <Button type="submit" variant="primary" isPending={pending}>
            {t('login.sendCode')}
          </Button>
        </Form>
      ) : (
        <Form onSubmit={signIn}>
          <Alert tone="info">
            {t('login.codeSent', { phone: maskPhone(phone), minutes: Math.round(sent.expires_in / 60) })}
          </Alert>
          {sent.demo_code && <Alert tone="warning">{t('login.demoCode', { code: sent.demo_code })}</Alert>}
          <TextField
            label={t('login.code')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            isRequired
            value={code}
            onChange={setCode}
            autoFocus
          />
          <Button type="submit" variant="primary" isPending={pending}>
            {t('login.submit')}
          </Button>
          <Button variant="ghost" onPress={() => sendCode()} isDisabled={pending}>
            {t('login.resend')}
          </Button>
          <Button
            variant="ghost"
            onPress={() => {
              setSent(null);
              setCode('');
            }}
          >
            {t('login.changePhone')}
          </Button>
        </Form>
      )}
    </AuthLayout>
  );
};
