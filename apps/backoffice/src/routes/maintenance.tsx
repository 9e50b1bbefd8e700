import { createFileRoute } from '@tanstack/react-router';
import { StatusScreen } from '../modules/status/StatusScreen';

export const Route = createFileRoute('/maintenance')({
  component: () => <StatusScreen kind="maintenance" />,
});
