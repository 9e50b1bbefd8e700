import { createFileRoute } from '@tanstack/react-router';
import { GenericPage } from '../modules/generic/GenericPage';

/** Every other catalogue route (the root guard already sent unknown paths to /error-404). */
export const Route = createFileRoute('/$')({
  component: GenericPage,
});
