import { createFileRoute, redirect } from '@tanstack/react-router';
import { PortalLayout } from '../modules/account/PortalLayout';
import { sessionStore } from '../modules/session/client';

export const Route = createFileRoute('/client')({
  beforeLoad: ({ location }) => {
    if (!sessionStore.isSignedIn()) {
      throw redirect({ to: '/login', search: { redirect: location.href.replace(/^\/portal/, '') } });
    }
  },
  component: PortalLayout,
});
