import { createFileRoute } from '@tanstack/react-router';
import { StatusScreen } from '../modules/status/StatusScreen';

export const Route = createFileRoute('/error-500')({
  component: () => <StatusScreen kind="serverError" />,
});
