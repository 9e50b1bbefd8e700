import { createFileRoute } from '@tanstack/react-router';
import { voucherLocksSet } from '@sen/domain';
import { ResourceSetPage } from '../../modules/resource-sets/ResourceSetPage';

/** Period closing (resource set system/voucher-locks): the lock date per branch and voucher type. */
export const Route = createFileRoute('/accounting/voucher-locks')({
  component: () => <ResourceSetPage set={voucherLocksSet} />,
});
