import { useEffect, useState } from 'react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/react';
import { Button, Spinner, StatusPage } from '@sen/ui';
import {
  CHUNK_RELOAD_KEY,
  isChunkLoadError,
  reloadForChunkError,
  shouldReloadForChunkError,
} from '../navigation/chunkErrors';

/** A route that failed to render: a failed code chunk reloads the page once; anything else shows an error page. */
export default function RouteErrorView({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const chunkError = isChunkLoadError(error);
  const [reloading] = useState(
    () => chunkError && shouldReloadForChunkError(sessionStorage.getItem(CHUNK_RELOAD_KEY), Date.now()),
  );

  useEffect(() => {
    if (reloading) reloadForChunkError(sessionStorage, () => window.location.reload());
  }, [reloading]);

  if (reloading) {
    return (
      <div style={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}>
        <Spinner label={t('app.loading')} />
      </div>
    );
  }
  return (
    <StatusPage
      code="500"
      title={t('status.pageError.title')}
      description={t('status.pageError.description')}
      action={
        <Button
          onPress={() => {
            if (chunkError) window.location.reload();
            else reset();
          }}
        >
          {t('status.pageError.reload')}
        </Button>
      }
    />
  );
}
