import { defineModule } from '../module.js';
import { domesticOrders } from './domestic-orders.js';
import { suppliers } from './suppliers.js';

/** The purchases module: suppliers and domestic purchase orders. */
export const purchasesModule = defineModule({ resources: [domesticOrders, suppliers] });
