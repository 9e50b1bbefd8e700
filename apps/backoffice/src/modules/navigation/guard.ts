import { redirect } from '@tanstack/react-router';
import type { ParsedLocation } from '@tanstack/react-router';
import { decideNavigation, LOGIN_PATH, loginRedirect } from '@sen/auth';
import type { AppServices } from '../../app/services';
import { subPageListPath } from '../catalogue/subPages';
import type { RootDecision } from './publicScreens';

/** The root route's guard: the route-access decision of spec section 2, thrown as a redirect when it says so. */
export const guardNavigation = (
  location: Pick<ParsedLocation, 'pathname' | 'searchStr'>,
  context: Pick<AppServices, 'auth' | 'session' | 'navigation'>,
): { decision: RootDecision } => {
  const { user, commands } = context.auth.get();
  // A catalogue resource's new/view/edit/print page opens under its list's command.
  const listPath = subPageListPath(location.pathname);
  const decision = decideNavigation({
    path: listPath ?? location.pathname,
    search: location.searchStr,
    signedIn: context.session.isSignedIn() && user !== null,
    user,
    commands,
    previousPath: context.navigation.previousPath,
  });
  if (decision.type === 'redirect') {
    const toLogin = listPath !== undefined && decision.to.startsWith(`${LOGIN_PATH}?`);
    const href = toLogin ? loginRedirect(`${location.pathname}${location.searchStr}`) : decision.to;
    throw redirect({ href, replace: true });
  }
  return { decision: { layout: decision.layout, noScroll: decision.route.noScroll === true } };
};
