import { accountLedger } from './accounting/account-ledger.js';
import { employeeLedger } from './sales/employee-ledger.js';
import { packageLedger } from './sales/package-ledger.js';
import { stockLedger } from './stock/stock-ledger.js';

/** The ledgers the posting layer writes: sources of reports, never written through the API. */
export const ledgerList = [stockLedger, accountLedger, packageLedger, employeeLedger] as const;
