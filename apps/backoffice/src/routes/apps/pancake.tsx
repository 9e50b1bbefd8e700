import { createFileRoute } from '@tanstack/react-router';
import { SocialInboxPage } from '../../modules/apps/SocialInboxPage';

export const Route = createFileRoute('/apps/pancake')({
  component: SocialInboxPage,
});
