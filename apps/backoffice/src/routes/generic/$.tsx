import { createFileRoute } from '@tanstack/react-router';
import { CommandRoute } from '../../modules/generic/CommandRoute';

/** /generic/*: a page driven by the session's commands (spec: the generic pages stay dynamic). */
export const Route = createFileRoute('/generic/$')({
  component: CommandRoute,
});
