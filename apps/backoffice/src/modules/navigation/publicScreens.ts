import type { Layout } from '@sen/auth';

/**
 * The auth and status screens (the catalogue's 'public' routes). A signed-out visitor opening one needs no route
 * guard, so the sign-in page loads without the route catalogue; a unit test keeps this list equal to the catalogue.
 */
export const PUBLIC_SCREENS: readonly string[] = [
  '/auth/login',
  '/auth/register',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/pages/login',
  '/lock-screen',
  '/comingsoon',
  '/error-404',
  '/error-500',
  '/not-authorized',
  '/maintenance',
  '/blank',
];

/** What the root route needs to render: the layout, and the noScroll flag of the page. */
export type RootDecision = { layout: Layout; noScroll: boolean };

/** The decision for a signed-out visitor on a public screen, or null when the full guard must decide. */
export const publicScreenDecision = (pathname: string, signedIn: boolean): RootDecision | null => {
  if (signedIn) return null;
  const path = pathname.replace(/\/+$/, '') || '/';
  return PUBLIC_SCREENS.includes(path) ? { layout: 'auth', noScroll: false } : null;
};
