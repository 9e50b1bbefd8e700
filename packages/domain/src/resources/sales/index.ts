import { defineModule } from '../module.js';
import { bills } from './bills.js';
import { cardTypes } from './card-types.js';
import { commissionGroups, commissions } from './commissions.js';
import { customerCardHistories, customerCardSeries, customerCards } from './customer-cards.js';
import { customerGroups, salesCustomers, vipPeriods } from './customers.js';
import { customerPackages } from './customer-packages.js';
import { discountDetails, discounts } from './discounts.js';
import { invoiceOrders, invoicePublish } from './invoices.js';
import { giftExchanges, goldenHours, pointExchanges, voucherTypes } from './loyalty.js';
import { noNameCards, noNameDiscounts, noNameLookup, noNameTypes } from './no-name-cards.js';
import {
  noNameDeposits,
  noNameHistories,
  noNameOrders,
  noNameReceives,
  noNameTransfers,
} from './no-name-vouchers.js';
import { giftOrders, retailOrders, saleOrders } from './orders.js';
import { paymentCardHistories, paymentCardPeriods, paymentCardPolicies } from './payment-card-books.js';
import {
  paymentCards,
  paymentCardsBalances,
  paymentCardsLock,
  paymentCardsLookup,
  paymentCardsUnlock,
  paymentCardsUpdate,
} from './payment-cards.js';
import { paymentTypes } from './payment-types.js';
import { printers } from './printers.js';
import { posShifts } from './pos-shifts.js';
import { promotionProducts, promotionRevenue, promotions } from './promotions.js';
import { salesReports } from './reports.js';
import { restaurantTableGroups, restaurantTables, tableOrders } from './restaurant.js';
import { returns } from './returns.js';
import { roomEmployeeSchedules, roomEmployees } from './room-employees.js';
import { roomGroups, roomOrders, rooms } from './rooms.js';
import { salers } from './salers.js';
import { salesServices } from './services.js';
import { serviceProcess, servings } from './servings.js';
import { wages } from './wages.js';

/** The sales module: orders, bills, services, cards, promotions, rooms and tables. */
export const salesModule = defineModule({
  resources: [
    // orders
    saleOrders,
    retailOrders,
    bills,
    salesServices,
    servings,
    giftOrders,
    returns,
    invoiceOrders,
    noNameOrders,
    // rooms and tables
    rooms,
    roomGroups,
    roomEmployees,
    roomEmployeeSchedules,
    restaurantTables,
    restaurantTableGroups,
    printers,
    // promotions
    promotions,
    promotionProducts,
    promotionRevenue,
    discounts,
    voucherTypes,
    giftExchanges,
    pointExchanges,
    goldenHours,
    // customers and cards
    customerGroups,
    customerCards,
    customerCardSeries,
    customerCardHistories,
    vipPeriods,
    cardTypes,
    // payment cards
    paymentCards,
    customerPackages,
    paymentCardPeriods,
    paymentCardHistories,
    paymentCardPolicies,
    // no-name cards
    noNameDeposits,
    noNameTransfers,
    noNameReceives,
    noNameHistories,
    noNameCards,
    noNameTypes,
    noNameDiscounts,
    // staff
    salers,
    commissions,
    commissionGroups,
    wages,
    paymentTypes,
    // the POS
    posShifts,
  ],
  views: [
    serviceProcess,
    invoicePublish,
    roomOrders,
    tableOrders,
    discountDetails,
    salesCustomers,
    paymentCardsUpdate,
    paymentCardsLookup,
    paymentCardsUnlock,
    paymentCardsLock,
    paymentCardsBalances,
    noNameLookup,
  ],
  reports: salesReports,
});
