import { createFileRoute } from '@tanstack/react-router';
import { discountCodesSet } from '@sen/domain';
import { ResourceSetPage } from '../../modules/resource-sets/ResourceSetPage';

/** Discount codes, menu id sales.vouchers (resource set sales/discount-codes). */
export const Route = createFileRoute('/sales/vouchers')({
  component: () => <ResourceSetPage set={discountCodesSet} />,
});
