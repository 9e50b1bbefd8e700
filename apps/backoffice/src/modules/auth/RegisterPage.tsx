import { useTranslation } from '../../i18n/react';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { Alert, AuthLayout, Link } from '@sen/ui';

/** Self-registration does not exist: accounts are created by the administrator. */
export function RegisterPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.register.title'));
  return (
    <AuthLayout
      brand={t('app.name')}
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={
        <span>
          {t('auth.register.haveAccount')} <Link href="/auth/login">{t('auth.login.submit')}</Link>
        </span>
      }
    >
      <Alert tone="info">{t('auth.register.body')}</Alert>
      <p>{t('auth.register.steps')}</p>
    </AuthLayout>
  );
}
