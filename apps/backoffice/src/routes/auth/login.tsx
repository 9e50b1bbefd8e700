import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../../modules/auth/LoginPage';

/** Not split: the sign-in page is the first page of most visits, and react-aria's core it needs is shared by all. */
export const Route = createFileRoute('/auth/login')({
  codeSplitGroupings: [],
  component: LoginPage,
});
