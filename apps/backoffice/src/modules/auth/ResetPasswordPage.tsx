import { useTranslation } from '../../i18n/react';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { Alert, AuthLayout, Link } from '@sen/ui';

/** Only the administrator sets a new password (System → Users); this page explains it. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.reset.title'));
  return (
    <AuthLayout
      brand={t('app.name')}
      title={t('auth.reset.title')}
      subtitle={t('auth.reset.subtitle')}
      footer={<Link href="/auth/login">{t('common.backToLogin')}</Link>}
    >
      <Alert tone="info">{t('auth.reset.body')}</Alert>
    </AuthLayout>
  );
}
