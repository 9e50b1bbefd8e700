import { useTranslation } from '../../i18n/react';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { Button, Link, StatusPage } from '@sen/ui';

export type StatusKind =
  'notFound' | 'serverError' | 'notAuthorized' | 'maintenance' | 'comingSoon' | 'blank';

const codes: Record<StatusKind, string | undefined> = {
  notFound: '404',
  serverError: '500',
  notAuthorized: '403',
  maintenance: undefined,
  comingSoon: undefined,
  blank: undefined,
};

/** The status screens (/error-404, /error-500, /not-authorized, /maintenance, /comingsoon, /blank). */
export function StatusScreen({ kind }: { kind: StatusKind }) {
  const { t } = useTranslation();
  useDocumentTitle(t(`status.${kind}.title`));
  const action =
    kind === 'serverError' ? (
      <span style={{ display: 'inline-flex', gap: 12, alignItems: 'center' }}>
        <Button variant="secondary" onPress={() => window.location.reload()}>
          {t('common.retry')}
        </Button>
        <Link href="/">{t('common.backHome')}</Link>
      </span>
    ) : (
      <Link href="/" variant="standalone">
        {t('common.backHome')}
      </Link>
    );
  return (
    <StatusPage
      code={codes[kind]}
      title={t(`status.${kind}.title`)}
      description={t(`status.${kind}.description`)}
      action={action}
    />
  );
}
