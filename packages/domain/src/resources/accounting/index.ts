import { defineModule } from '../module.js';
import { accountingInvoices } from './accounting-invoices.js';
import { accounts } from './accounts.js';
import { bankReceiveInvoices } from './bank-receive-invoices.js';
import { bankSpendInvoices } from './bank-spend-invoices.js';
import { bankBook, cashBook } from './cash-book.js';
import { currencies } from './currencies.js';
import { exchangeRates } from './exchange-rates.js';
import { expenses } from './expenses.js';
import { accountBalances, customerBalances } from './opening-balances.js';
import { receiveInvoices } from './receive-invoices.js';
import { spendInvoices } from './spend-invoices.js';
import { transactionTerms } from './transaction-terms.js';
import { accountingVouchers } from './voucher-types.js';

/** The accounting module: cash, bank and journal vouchers, opening balances, its catalogues and the cash book. */
export const accountingModule = defineModule({
  resources: [
    receiveInvoices,
    spendInvoices,
    bankReceiveInvoices,
    bankSpendInvoices,
    accountingInvoices,
    customerBalances,
    accountBalances,
    accounts,
    accountingVouchers,
    expenses,
    currencies,
    exchangeRates,
    transactionTerms,
  ],
  reports: [cashBook, bankBook],
});
