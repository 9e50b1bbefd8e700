import { defineModule } from '../module.js';
import { bills } from './bills.js';
import { commissionGroups, commissions } from './commissions.js';
import { invoiceOrders, invoicePublish } from './invoices.js';
import { giftOrders, retailOrders, saleOrders } from './orders.js';
import { paymentTypes } from './payment-types.js';
import { returns } from './returns.js';
import { salers } from './salers.js';
import { salesServices } from './services.js';
import { serviceProcess, servings } from './servings.js';
import { wages } from './wages.js';

/** The sales module: orders, bills, services, cards, promotions, rooms and tables. */
export const salesModule = defineModule({
  resources: [
    saleOrders,
    retailOrders,
    bills,
    salesServices,
    servings,
    giftOrders,
    returns,
    invoiceOrders,
    salers,
    commissions,
    commissionGroups,
    wages,
    paymentTypes,
  ],
  views: [serviceProcess, invoicePublish],
});
