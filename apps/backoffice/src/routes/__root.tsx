import { createRootRouteWithContext } from '@tanstack/react-router';
import type { AppServices } from '../app/services';
import { guardNavigation } from '../modules/navigation/guard';
import { RootView } from '../modules/layout/RootView';

export const Route = createRootRouteWithContext<AppServices>()({
  beforeLoad: ({ location, context }) => guardNavigation(location, context),
  component: RootView,
});
