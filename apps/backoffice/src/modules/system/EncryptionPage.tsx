import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, TextArea } from '@sen/ui';
import { can, isAdminUser } from '@sen/auth';
import { useTranslation } from '../../i18n/react';
import { useAuthState } from '../../app/ServicesContext';
import { failureText } from '../auth/errors';
import { notify } from '../notify/notify';
import { CacheCard } from './CacheCard';
import { CardCipherCard } from './CardCipherCard';
import { useOperationsApi } from './useOperationsApi';
import * as styles from './system.styles';

type Outcome = { kind: 'encrypted' | 'decrypted'; value: string };

/** Encrypts or decrypts a value with the tenant's key; the result can be copied. */
function CipherCard() {
  const { t } = useTranslation();
  const { mutations } = useOperationsApi();
  const [value, setValue] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [missing, setMissing] = useState(false);
  const onError = (error: Error) => notify('failure', failureText(error, t));
  const encrypt = useMutation({ ...mutations.encrypt(), onError });
  const decrypt = useMutation({ ...mutations.decrypt(), onError });
  const busy = encrypt.isPending || decrypt.isPending;

  const run = (kind: Outcome['kind']) => {
    if (!value) {
      setMissing(true);
      return;
    }
    setMissing(false);
    const mutation = kind === 'encrypted' ? encrypt : decrypt;
    mutation.mutate(kind === 'encrypted' ? value : value.trim(), {
      onSuccess: (answer) => {
        setOutcome({ kind, value: answer.value });
        notify('success', t(`system.crypto.${kind}`));
      },
    });
  };

  const copy = async () => {
    if (!outcome) return;
    try {
      await navigator.clipboard.writeText(outcome.value);
      notify('success', t('system.crypto.copied'));
    } catch {
      notify('warning', t('system.crypto.copyFailed'));
    }
  };

  return (
    <Card title={t('system.crypto.cipher')} headingLevel={2}>
      <div style={styles.page}>
        <p style={styles.muted}>{t('system.crypto.cipherDescription')}</p>
        <TextArea
          label={t('system.crypto.value')}
          value={value}
          onChange={(next) => {
            setValue(next);
            if (next) setMissing(false);
          }}
          errorMessage={missing ? t('system.crypto.emptyValue') : undefined}
          rows={4}
        />
        <div style={styles.actions}>
          <Button onPress={() => run('encrypted')} isPending={encrypt.isPending} isDisabled={busy}>
            {t('system.crypto.encrypt')}
          </Button>
          <Button
            variant="secondary"
            onPress={() => run('decrypted')}
            isPending={decrypt.isPending}
            isDisabled={busy}
          >
            {t('system.crypto.decrypt')}
          </Button>
        </div>
        {outcome && (
          <section aria-label={t('system.crypto.result')} style={styles.page}>
            <h3
              style={{ margin: 0 }}
            >{`${t('system.crypto.result')} (${t(`system.crypto.${outcome.kind}`)})`}</h3>
            <output aria-label={t('system.crypto.result')} style={styles.result}>
              {outcome.value}
            </output>
            <div style={styles.actions}>
              <Button size="sm" variant="secondary" onPress={() => void copy()}>
                {t('system.crypto.copy')}
              </Button>
            </div>
          </section>
        )}
      </div>
    </Card>
  );
}

/** Which encryption page: a single value (/system/cryptography/encrypt) or customer card numbers in bulk. */
export type EncryptionMode = 'value' | 'customer-card';

/**
 * /system/cryptography/encrypt (administrator-flagged): encrypt or decrypt a value with the tenant's key and copy
 * the result; clear the server's cache and, for administrators, purge the cache store. With `mode="customer-card"`
 * (/system/cryptography/customer-card): encrypt or decrypt a pasted list of customer card numbers. Each part shows
 * only when `can` allows it (the server checks the same rule).
 */
export function EncryptionPage({ mode = 'value' }: { mode?: EncryptionMode }) {
  const { t } = useTranslation();
  const { user } = useAuthState();
  const mayCipher =
    can(user, { menuId: 'system.cryptography.encrypt', right: 'access' }) ||
    can(user, { menuId: 'system.cryptography.customer-card', right: 'access' });
  const mayClear = mode === 'value' && can(user, { menuId: 'system.settings', right: 'edit' });
  const mayPurge = mode === 'value' && isAdminUser(user);
  return (
    <div style={styles.page}>
      {mayCipher && (mode === 'value' ? <CipherCard /> : <CardCipherCard />)}
      {(mayClear || mayPurge) && <CacheCard mayClear={mayClear} mayPurge={mayPurge} />}
      {!mayCipher && !mayClear && !mayPurge && <Alert tone="info">{t('system.crypto.noRights')}</Alert>}
    </div>
  );
}
