/**
 * What every ledger the posting layer writes declares: a report source of the selected branches, written by the
 * server alone (no stamps, row versions, stored search, print view or extra routes).
 */
export const ledgerOptions = {
  branchScope: 'selected',
  stamps: false,
  rowVersion: false,
  storedSearch: false,
  print: false,
  extras: [],
} as const;
