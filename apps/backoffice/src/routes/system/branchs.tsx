import { createFileRoute } from '@tanstack/react-router';
import { branchsSet } from '@sen/domain';
import { ResourceSetPage } from '../../modules/resource-sets/ResourceSetPage';

/** Branches (resource set system/branchs). */
export const Route = createFileRoute('/system/branchs')({
  component: () => <ResourceSetPage set={branchsSet} />,
});
