import type { QueryClient } from '@tanstack/react-query';
import { Outlet, createRootRouteWithContext, useRouter } from '@tanstack/react-router';
import { useTranslation } from '../i18n/react';
import { AppFrame } from '@sen/ui';

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

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({ component: RootLayout });
