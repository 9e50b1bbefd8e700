import { createFileRoute } from '@tanstack/react-router';
import { OnlineUsersPage } from '../../modules/system/OnlineUsersPage';

export const Route = createFileRoute('/system/online')({
  component: OnlineUsersPage,
});
