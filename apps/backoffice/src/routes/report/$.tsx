import { createFileRoute } from '@tanstack/react-router';
import { CommandRoute } from '../../modules/generic/CommandRoute';

/** /report/*: a report driven by the session's commands (spec: the report pages stay dynamic). */
export const Route = createFileRoute('/report/$')({
  component: CommandRoute,
});
