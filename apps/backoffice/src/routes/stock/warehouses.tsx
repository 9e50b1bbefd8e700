import { createFileRoute } from '@tanstack/react-router';
import { warehousesSet } from '@sen/domain';
import { ResourceSetPage } from '../../modules/resource-sets/ResourceSetPage';

/** Warehouses of the selected branches (resource set stock/warehouses). */
export const Route = createFileRoute('/stock/warehouses')({
  component: () => <ResourceSetPage set={warehousesSet} />,
});
