import { withVoucherTotals } from '../voucher-totals.js';
import { withDebt } from './derive.js';
import { withPackageLines } from './package-posting.js';

/**
 * A retail order's derived values (the declaration's `derive`, run by the server before saving and by the till on
 * its cart): lines paid by a package session cost nothing more; line amounts and totals; what is owed. Its own
 * module so the till computes its cart without loading the order's declaration (fields, zod schemas).
 */
export const deriveRetailOrder = (record: Record<string, unknown>): Record<string, unknown> =>
  withDebt(withVoucherTotals(withPackageLines(record)));
