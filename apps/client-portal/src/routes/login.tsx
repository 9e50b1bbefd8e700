import { createFileRoute, redirect } from '@tanstack/react-router';
import { OtpLoginPage } from '../modules/login/OtpLoginPage';
import { sessionStore } from '../modules/session/client';

export const Route = createFileRoute('/login')({
  // Parsed by hand: no zod on the first load.
  validateSearch: (raw: Record<string, unknown>): { redirect?: string } =>
    typeof raw.redirect === 'string' && raw.redirect.startsWith('/') ? { redirect: raw.redirect } : {},
  beforeLoad: ({ search }) => {
    if (sessionStore.isSignedIn()) throw redirect({ to: search.redirect ?? '/client/home' });
  },
  component: OtpLoginPage,
});
