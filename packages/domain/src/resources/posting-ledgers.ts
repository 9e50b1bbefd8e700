import { accountLedger } from './accounting/account-ledger.js';
import { ledgerPostings } from './accounting/ledger-posting.js';
import { earningsPostings } from './sales/earnings-posting.js';
import { employeeLedger } from './sales/employee-ledger.js';
import { noNamePostings } from './sales/no-name-posting.js';
import { packageLedger } from './sales/package-ledger.js';
import { packagePostings } from './sales/package-posting.js';
import { pointPostings } from './sales/point-posting.js';
import { stockLedger } from './stock/stock-ledger.js';
import { stockPostings } from './stock/stock-posting.js';

/** Each ledger's table with the resources that post to it. */
const postingsByLedger = [
  { table: stockLedger.table, postings: stockPostings },
  { table: accountLedger.table, postings: ledgerPostings },
  { table: packageLedger.table, postings: packagePostings },
  { table: employeeLedger.table, postings: earningsPostings },
  // No screen of its own: the cards' histories show it (apps/server/migrations/0034_no_name_ledger.sql).
  { table: 'no_name_ledger', postings: noNamePostings },
  // Likewise: the membership and payment cards' histories show it (0036_point_ledger.sql).
  { table: 'point_ledger', postings: pointPostings },
] as const;

/**
 * The tables of the ledgers a resource's vouchers post to (none for a resource that does not post). A voucher is
 * posted when one of them holds an entry of it (`source` = the resource, `source_id` = its _id): reports that
 * count only posted vouchers (`posted`) read that, so they agree with the ledgers whatever the tenant's approval
 * flags were when each voucher was written.
 */
export const postingLedgerTablesOf = (name: string): string[] =>
  postingsByLedger.filter(({ postings }) => postings[name] !== undefined).map(({ table }) => table);
