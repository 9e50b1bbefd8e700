import { createFileRoute } from '@tanstack/react-router';
import { UserRoute } from '../../../modules/users/UserRoutes';

/** One user, read-only (and the outlet of its edit page). */
export const Route = createFileRoute('/system/users/$id')({
  component: UserRoute,
});
