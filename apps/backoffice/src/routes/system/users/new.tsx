import { createFileRoute } from '@tanstack/react-router';
import { NewUserRoute } from '../../../modules/users/UserRoutes';

/** A new user. */
export const Route = createFileRoute('/system/users/new')({
  component: NewUserRoute,
});
