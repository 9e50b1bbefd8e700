import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, ConfirmDialog } from '@sen/ui';
import { useTranslation } from '../../i18n/react';
import { failureText } from '../auth/errors';
import { notify } from '../notify/notify';
import { useOperationsApi } from './useOperationsApi';
import * as styles from './system.styles';

type Pending = 'clear' | 'purge' | null;

/** 'Clear cache' (GET system/clear-cache) and, for administrators, 'purge cache store', each after a confirmation. */
export function CacheCard({ mayClear, mayPurge }: { mayClear: boolean; mayPurge: boolean }) {
  const { t } = useTranslation();
  const { mutations } = useOperationsApi();
  const [asking, setAsking] = useState<Pending>(null);
  const onError = (error: Error) => notify('failure', failureText(error, t));
  const clear = useMutation({ ...mutations.clearCache(), onError });
  const purge = useMutation({ ...mutations.clearCacheStore(), onError });

  const confirm = () => {
    const close = () => setAsking(null);
    if (asking === 'clear')
      clear.mutate(undefined, {
        onSuccess: ({ cleared }) => notify('success', t('system.crypto.cacheCleared', { count: cleared })),
        onSettled: close,
      });
    else if (asking === 'purge')
      purge.mutate(undefined, {
        onSuccess: ({ cleared }) => notify('success', t('system.crypto.storePurged', { count: cleared })),
        onSettled: close,
      });
  };

  return (
    <Card title={t('system.crypto.cache')} headingLevel={2}>
      <div style={styles.page}>
        <p style={styles.muted}>{t('system.crypto.cacheDescription')}</p>
        <div style={styles.actions}>
          {mayClear && (
            <Button variant="secondary" onPress={() => setAsking('clear')}>
              {t('system.crypto.clearCache')}
            </Button>
          )}
          {mayPurge && (
            <Button variant="danger" onPress={() => setAsking('purge')}>
              {t('system.crypto.purgeStore')}
            </Button>
          )}
        </div>
      </div>
      <ConfirmDialog
        isOpen={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={t('system.confirm')}
        message={
          asking === 'purge' ? t('system.crypto.purgeStoreConfirm') : t('system.crypto.clearCacheConfirm')
        }
        confirmLabel={t('system.agree')}
        cancelLabel={t('system.cancel')}
        tone={asking === 'purge' ? 'danger' : 'primary'}
        isPending={clear.isPending || purge.isPending}
        onConfirm={confirm}
      />
    </Card>
  );
}
