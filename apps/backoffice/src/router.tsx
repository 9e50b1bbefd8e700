import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import type { AppServices } from './app/services';
import { RouteErrorView } from './modules/status/RouteErrorView';
import { NotFoundRedirect } from './modules/status/NotFoundRedirect';

export const createAppRouter = (context: AppServices) =>
  createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultErrorComponent: RouteErrorView,
    defaultNotFoundComponent: NotFoundRedirect,
  });

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
