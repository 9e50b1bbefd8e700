import { useEffect, useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
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
  // Inside the main, light or cashier layout the error page is embedded in it; otherwise it fills the page.
  const embedded = useRouterState({
    select: (state) => {
      const root = state.matches[0];
      const context = root?.context as { decision?: { layout: string } } | undefined;
      return (
        root?.status === 'success' && context?.decision !== undefined && context.decision.layout !== 'auth'
      );
    },
  });
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
      embedded={embedded}
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
