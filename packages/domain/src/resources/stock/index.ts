import { defineModule } from '../module.js';
import { conversionUnits } from './conversion-units.js';
import { deliveryOrders } from './delivery-orders.js';
import { productBatches } from './product-batches.js';
import { productConsumes } from './product-consumes.js';
import { productGroups } from './product-groups.js';
import { productHours } from './product-hours.js';
import { productSets } from './product-sets.js';
import { productTypes } from './product-types.js';
import { products } from './products.js';
import { rates } from './rates.js';
import { receiptOrders } from './receipt-orders.js';
import { stockServices } from './services.js';
import { productBalances, productBatchHistories } from './stock-reports.js';
import { transferOrders } from './transfer-orders.js';

/** The stock module: products, services, their catalogues, stock vouchers, batches and stock on hand. */
export const stockModule = defineModule({
  resources: [
    receiptOrders,
    deliveryOrders,
    transferOrders,
    productBatches,
    products,
    stockServices,
    rates,
    productGroups,
    productTypes,
    productHours,
    conversionUnits,
    productSets,
    productConsumes,
  ],
  reports: [productBalances, productBatchHistories],
});
