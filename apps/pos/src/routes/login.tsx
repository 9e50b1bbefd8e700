import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '../modules/login/LoginPage';
import { sessionStore } from '../modules/session/client';

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  beforeLoad: ({ search }) => {
    if (sessionStore.isSignedIn()) throw redirect({ to: search.redirect ?? '/' });
  },
  component: LoginPage,
});
