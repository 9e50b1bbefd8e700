import { createFileRoute } from '@tanstack/react-router';
import { callCenterSet } from '@sen/domain';
import { ResourceSetPage } from '../../../modules/resource-sets/ResourceSetPage';

/** Call-center providers (resource set crm/call-center). */
export const Route = createFileRoute('/system/call-center/providers')({
  component: () => <ResourceSetPage set={callCenterSet} />,
});
