import { lazy } from 'react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { Route as CatalogueLayout } from './routes/_catalogue';
import { catalogueRoutesOf } from './modules/catalogue/routes/catalogueRoutes';
import type { AppServices } from './app/services';
import { NotFoundRedirect } from './modules/status/NotFoundRedirect';
import { reloadForChunkError } from './modules/navigation/chunkErrors';

/** When even the error page's chunk cannot load (a new deployment), reload once; render nothing meanwhile. */
function ReloadOnce(_props: ErrorComponentProps): React.JSX.Element {
  reloadForChunkError(sessionStorage, () => window.location.reload());
  return <></>;
}

const RouteErrorView = lazy(() =>
  import('./modules/status/RouteErrorView').catch(() => ({ default: ReloadOnce })),
);

// The declarations' pages, generated from the resource catalogue (see modules/catalogue/routes).
CatalogueLayout.addChildren(catalogueRoutesOf(CatalogueLayout));

export const createAppRouter = (context: AppServices) =>
  createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteErrorView,
    defaultNotFoundComponent: NotFoundRedirect,
  });

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
