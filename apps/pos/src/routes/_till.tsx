import { createFileRoute, redirect } from '@tanstack/react-router';
import { TillLayout } from '../modules/till/TillLayout';
import { sessionStore } from '../modules/session/client';

export const Route = createFileRoute('/_till')({
  beforeLoad: ({ location }) => {
    if (!sessionStore.isSignedIn()) {
      throw redirect({ to: '/login', search: { redirect: location.href.replace(/^\/pos/, '') } });
    }
  },
  component: TillLayout,
});
