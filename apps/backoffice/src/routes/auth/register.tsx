import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '../../modules/auth/RegisterPage';

export const Route = createFileRoute('/auth/register')({
  component: RegisterPage,
});
