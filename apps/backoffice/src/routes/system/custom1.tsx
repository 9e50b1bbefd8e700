import { createFileRoute } from '@tanstack/react-router';
import { custom1Set } from '@sen/domain';
import { ResourceSetPage } from '../../modules/resource-sets/ResourceSetPage';

/** Custom catalogue 1 (resource set system/custom1). */
export const Route = createFileRoute('/system/custom1')({
  component: () => <ResourceSetPage set={custom1Set} />,
});
