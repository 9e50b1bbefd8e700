import { createFileRoute } from '@tanstack/react-router';
import { CashierHandover } from '../../../../modules/cashier/CashierHandover';

/** A cashier route: hands over to the POS till of its mode. */
export const Route = createFileRoute('/sales/retail-orders/cashier/')({
  component: CashierHandover,
});
