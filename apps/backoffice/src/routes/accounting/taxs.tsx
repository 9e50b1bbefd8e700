import { createFileRoute } from '@tanstack/react-router';
import { taxesSet } from '@sen/domain';
import { ResourceSetPage } from '../../modules/resource-sets/ResourceSetPage';

/** Tax rates (resource set accounting/taxs). */
export const Route = createFileRoute('/accounting/taxs')({
  component: () => <ResourceSetPage set={taxesSet} />,
});
