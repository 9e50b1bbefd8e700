import { createFileRoute } from '@tanstack/react-router';
import { unitsSet } from '@sen/domain';
import { ResourceSetPage } from '../../modules/resource-sets/ResourceSetPage';

/** Units of measure (resource set stock/units). */
export const Route = createFileRoute('/stock/units')({
  component: () => <ResourceSetPage set={unitsSet} />,
});
