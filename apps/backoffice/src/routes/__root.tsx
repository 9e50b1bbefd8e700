import { createRootRouteWithContext } from '@tanstack/react-router';
import type { AppServices } from '../app/services';
import { publicScreenDecision } from '../modules/navigation/publicScreens';
import { RootView } from '../modules/layout/RootView';

export const Route = createRootRouteWithContext<AppServices>()({
  beforeLoad: async ({ location, context }) => {
    const signedIn = context.session.isSignedIn() && context.auth.get().user !== null;
    const decision = publicScreenDecision(location.pathname, signedIn);
    if (decision) return { decision };
    const { guardNavigation } = await import('../modules/navigation/guard');
    return guardNavigation(location, context);
  },
  component: RootView,
});
