import { createFileRoute } from '@tanstack/react-router';
import { StatusScreen } from '../modules/status/StatusScreen';

export const Route = createFileRoute('/comingsoon')({
  component: () => <StatusScreen kind="comingSoon" />,
});
