import type { QueryClient } from '@tanstack/react-query';
import { Outlet, createRootRouteWithContext, useRouter } from '@tanstack/react-router';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { ThemeRoot, ToastRegion } from '@sen/ui';
import { useTranslation } from 'react-i18next';

const RootLayout = () => {
  const router = useRouter();
  const { t } = useTranslation();
  return (
    <AriaRouterProvider
      navigate={(to) => void router.navigate({ to })}
      useHref={(to) => router.buildLocation({ to }).href}
    >
      <ThemeRoot theme="light">
        <Outlet />
        <ToastRegion
          titles={{
            info: t('toast.info'),
            warning: t('toast.info'),
            success: t('toast.success'),
            failure: t('toast.failure'),
            error: t('toast.error'),
          }}
        />
      </ThemeRoot>
    </AriaRouterProvider>
  );
};

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({ component: RootLayout });
