import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '../../modules/notifications/NotificationsPage';

export const Route = createFileRoute('/user/notifications')({
  component: NotificationsPage,
});
