import type { ReactNode } from 'react';
import { Alert, Button } from '@sen/ui';
import { useTranslation } from '../../i18n/react';
import * as styles from '../account/Portal.css';

/** A query's loading (a skeleton) and failure (the server's message and a retry) before its content. */
export const QueryState = ({
  query,
  lines = 4,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  lines?: number;
  children: () => ReactNode;
}) => {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <div className={styles.skeleton} role="status" aria-busy="true" aria-label={t('common.loading')}>
        {Array.from({ length: lines }, (_, i) => (
          <div key={i} className={styles.skeletonLine} />
        ))}
      </div>
    );
  if (query.isError)
    return (
      <Alert
        tone="danger"
        title={t('common.loadError')}
        action={
          <Button variant="secondary" onPress={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {query.error instanceof Error ? query.error.message : t('errors.unknown')}
      </Alert>
    );
  return <>{children()}</>;
};
