import { createFileRoute } from '@tanstack/react-router';
import { EditUserRoute } from '../../../../modules/users/UserRoutes';

/** Editing a user. */
export const Route = createFileRoute('/system/users/$id/edit')({
  component: EditUserRoute,
});
