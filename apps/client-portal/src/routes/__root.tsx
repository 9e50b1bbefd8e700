import type { QueryClient } from '@tanstack/react-query';
import { Outlet, createRootRouteWithContext, useRouter } from '@tanstack/react-router';
import { useTranslation } from '../i18n/react';
import { AppFrame, Link, StatusPage } from '@sen/ui';

const RootLayout = () => {
  const router = useRouter();
  const { i18n } = useTranslation();
  return (
    <AppFrame
      navigate={(to) => void router.navigate({ to })}
      useHref={(to) => router.buildLocation({ to }).href}
      locale={i18n.language === 'en' ? 'en' : 'vi'}
    >
      <Outlet />
    </AppFrame>
  );
};

/** An address the app has no screen for: said in the chosen language, with the way back (not the router's 'Not Found'). */
const NotFound = () => {
  const { t } = useTranslation();
  return (
    <StatusPage
      embedded
      code="404"
      title={t('errors.notFound')}
      description={t('errors.notFoundDescription')}
      action={<Link href="/client/home">{t('nav.home')}</Link>}
    />
  );
};

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});
