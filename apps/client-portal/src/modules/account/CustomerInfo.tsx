import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Card,
  ComboBox,
  DateInput,
  Form,
  PhoneInput,
  Select,
  TextField,
  toast,
} from '@sen/ui';
import { ApiRequestError } from '@sen/api';
import { isValidPhone, maskPhone, normalizePhone, type OtpResponse } from '@sen/domain';
import type { PortalProfile } from '@sen/domain/resources';
import { useTranslation } from '../../i18n/react';
import { useCities, useProfile, useWards } from '../portal/queries';
import { useChangePhone, useSaveProfile, useSendPhoneCode } from '../portal/mutations';
import { QueryState } from '../portal/QueryState';
import * as styles from './Portal.css';

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiRequestError ? error.message : fallback;

/**
 * Tài khoản: the customer's details — name, birthday, email and address (the province and ward from the address
 * lists) changed here; the phone, which signs them in, only with a code sent to the new number.
 */
export const CustomerInfo = () => {
  const { t } = useTranslation();
  const profile = useProfile();
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('account.title')}</h1>
      <QueryState query={profile} lines={8}>
        {() => (
          <>
            <ProfileForm profile={profile.data!} />
            <PhoneChange profile={profile.data!} />
          </>
        )}
      </QueryState>
    </div>
  );
};

const ProfileForm = ({ profile }: { profile: PortalProfile }) => {
  const { t } = useTranslation();
  const save = useSaveProfile();
  const cities = useCities();
  const [name, setName] = useState(profile.ten_kh);
  const [birthday, setBirthday] = useState<string | null>(profile.ngay_sinh);
  const [email, setEmail] = useState(profile.email ?? '');
  const [city, setCity] = useState<string | null>(profile.ma_tinh);
  const [ward, setWard] = useState<string | null>(profile.ma_xa);
  const [street, setStreet] = useState(profile.dia_chi ?? '');
  const [error, setError] = useState<string | null>(null);
  const wards = useWards(city);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate(
      {
        ten_kh: name.trim(),
        ngay_sinh: birthday,
        email: email.trim(),
        dia_chi: street.trim(),
        ma_tinh: city,
        ma_xa: city ? ward : null,
      },
      {
        onSuccess: () => toast.success(t('account.saved')),
        onError: (caught) => setError(messageOf(caught, t('errors.unknown'))),
      },
    );
  };

  return (
    <Card title={t('account.profile')}>
      <Form onSubmit={submit} className={styles.form}>
        {error && <Alert tone="danger">{error}</Alert>}
        <dl className={styles.facts}>
          <dt>{t('info.code')}</dt>
          <dd>{profile.ma_kh}</dd>
        </dl>
        <TextField
          label={t('account.name')}
          name="ten_kh"
          isRequired
          value={name}
          onChange={setName}
          maxLength={200}
        />
        <DateInput label={t('account.birthday')} value={birthday} onChange={setBirthday} />
        <TextField label={t('account.email')} name="email" type="email" value={email} onChange={setEmail} />
        <Select
          label={t('account.province')}
          items={(cities.data?.items ?? []).map((c) => ({ id: c.ma_tinh, label: c.ten_tinh }))}
          value={city}
          onChange={(key) => {
            setCity(key === null ? null : String(key));
            setWard(null);
          }}
        />
        <ComboBox
          label={t('account.ward')}
          items={(wards.data?.items ?? []).map((w) => ({ id: w.ma_xa, label: w.ten_xa }))}
          value={ward}
          onChange={(key) => setWard(key === null ? null : String(key))}
          isDisabled={!city}
          description={!city ? t('account.chooseProvince') : undefined}
        />
        <TextField
          label={t('account.street')}
          name="dia_chi"
          value={street}
          onChange={setStreet}
          maxLength={300}
        />
        <Button type="submit" variant="primary" isPending={save.isPending}>
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
};

const PhoneChange = ({ profile }: { profile: PortalProfile }) => {
  const { t } = useTranslation();
  const sendCode = useSendPhoneCode();
  const change = useChangePhone();
  const [open, setOpen] = useState(false);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<OtpResponse | null>(null);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setOpen(false);
    setPhone('');
    setCode('');
    setSent(null);
    setError(null);
  };

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    setError(null);
    if (!isValidPhone(phone)) {
      setError(t('errors.phone'));
      return;
    }
    sendCode.mutate(normalizePhone(phone), {
      onSuccess: setSent,
      onError: (caught) => setError(messageOf(caught, t('errors.unknown'))),
    });
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    change.mutate(
      { phone: normalizePhone(phone), code: code.trim() },
      {
        onSuccess: () => {
          toast.success(t('account.phoneChanged'));
          close();
        },
        onError: (caught) => setError(messageOf(caught, t('errors.unknown'))),
      },
    );
  };

  return (
    <Card title={t('account.phoneTitle')}>
      <div className={styles.form}>
        <dl className={styles.facts}>
          <dt>{t('info.phone')}</dt>
          <dd data-testid="current-phone">{profile.dien_thoai ? maskPhone(profile.dien_thoai) : '—'}</dd>
        </dl>
        <p className={styles.muted}>{t('account.phoneNote')}</p>
        {!open ? (
          <Button variant="secondary" onPress={() => setOpen(true)}>
            {t('account.changePhone')}
          </Button>
        ) : (
          <>
            {error && <Alert tone="danger">{error}</Alert>}
            {!sent ? (
              <Form onSubmit={send} className={styles.form}>
                <PhoneInput
                  label={t('account.newPhone')}
                  name="phone"
                  isRequired
                  value={phone}
                  onChange={setPhone}
                  invalidMessage={t('errors.phone')}
                />
                <Button type="submit" variant="primary" isPending={sendCode.isPending}>
                  {t('account.sendCode')}
                </Button>
                <Button variant="ghost" onPress={close}>
                  {t('common.cancel')}
                </Button>
              </Form>
            ) : (
              <Form onSubmit={confirm} className={styles.form}>
                <Alert tone="info">
                  {t('account.codeSent', {
                    phone: maskPhone(phone),
                    minutes: Math.round(sent.expires_in / 60),
                  })}
                </Alert>
                {sent.demo_code && (
                  <Alert tone="warning">{t('login.demoCode', { code: sent.demo_code })}</Alert>
                )}
                <TextField
                  label={t('account.code')}
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  isRequired
                  value={code}
                  onChange={setCode}
                />
                <Button type="submit" variant="primary" isPending={change.isPending}>
                  {t('account.confirmPhone')}
                </Button>
                <Button variant="ghost" onPress={close}>
                  {t('common.cancel')}
                </Button>
              </Form>
            )}
          </>
        )}
      </div>
    </Card>
  );
};
