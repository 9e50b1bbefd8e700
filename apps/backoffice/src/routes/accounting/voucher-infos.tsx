import { createFileRoute } from '@tanstack/react-router';
import { voucherInfosSet } from '@sen/domain';
import { ResourceSetPage } from '../../modules/resource-sets/ResourceSetPage';

/** Voucher statuses per voucher type (resource set accounting/voucher-infos). */
export const Route = createFileRoute('/accounting/voucher-infos')({
  component: () => <ResourceSetPage set={voucherInfosSet} />,
});
