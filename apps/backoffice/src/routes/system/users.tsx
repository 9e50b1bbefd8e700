import { createFileRoute } from '@tanstack/react-router';
import { UsersRoute } from '../../modules/users/UserRoutes';

/** User administration: the list (and the outlet of new/view/edit). */
export const Route = createFileRoute('/system/users')({
  component: UsersRoute,
});
