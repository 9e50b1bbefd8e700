import { describe, expect, it } from 'vitest';
import { postingLedgerTablesOf } from './posting-ledgers.js';
import { salesReports } from './sales/reports.js';

describe('the ledgers a resource posts to', () => {
  it('names every ledger of a sale, the cash ledger of a receipt, none of a master', () => {
    expect(postingLedgerTablesOf('bills')).toEqual([
      'stock_ledger',
      'account_ledger',
      'package_ledger',
      'employee_ledger',
    ]);
    expect(postingLedgerTablesOf('receive-invoices')).toEqual(['account_ledger']);
    expect(postingLedgerTablesOf('partners')).toEqual([]);
  });

  it('every source a report counts as posted posts to some ledger', () => {
    const posted = salesReports.flatMap((report) => report.sources.filter((source) => source.posted));
    expect(posted.length).toBeGreaterThan(0);
    for (const source of posted) expect(postingLedgerTablesOf(source.source), source.source).not.toEqual([]);
  });
});
