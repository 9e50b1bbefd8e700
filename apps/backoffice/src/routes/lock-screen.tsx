import { createFileRoute } from '@tanstack/react-router';
import { LockScreenPage } from '../modules/auth/LockScreenPage';

export const Route = createFileRoute('/lock-screen')({
  component: LockScreenPage,
});
