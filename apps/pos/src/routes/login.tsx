import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginPage } from '../modules/login/LoginPage';
import { sessionStore } from '../modules/session/client';

export const Route = createFileRoute('/login')({
  validateSearch: z.object({ redirect: z.string().optional() }),
  beforeLoad: ({ search }) => {
    if (sessionStore.isSignedIn()) throw redirect({ to: search.redirect ?? '/' });
  },
  component: LoginPage,
});
