import { createFileRoute } from '@tanstack/react-router';
import { StatusScreen } from '../modules/status/StatusScreen';

export const Route = createFileRoute('/not-authorized')({
  component: () => <StatusScreen kind="notAuthorized" />,
});
