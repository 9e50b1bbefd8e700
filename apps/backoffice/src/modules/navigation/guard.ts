import { redirect } from '@tanstack/react-router';
import type { ParsedLocation } from '@tanstack/react-router';
import { decideNavigation } from '@sen/auth';
import type { AppServices } from '../../app/services';
import type { RootDecision } from './publicScreens';

/** The root route's guard: the route-access decision of spec section 2, thrown as a redirect when it says so. */
export const guardNavigation = (
  location: Pick<ParsedLocation, 'pathname' | 'searchStr'>,
  context: Pick<AppServices, 'auth' | 'session' | 'navigation'>,
): { decision: RootDecision } => {
  const { user, commands } = context.auth.get();
  const decision = decideNavigation({
    path: location.pathname,
    search: location.searchStr,
    signedIn: context.session.isSignedIn() && user !== null,
    user,
    commands,
    previousPath: context.navigation.previousPath,
  });
  if (decision.type === 'redirect') throw redirect({ href: decision.to, replace: true });
  return { decision: { layout: decision.layout, noScroll: decision.route.noScroll === true } };
};
