import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

/** The table of the invoice-orders resource and its lines (migration 0006 and the catalogue). */
export const INVOICES = 'sales_invoice_orders';
const LINES = 'sales_invoice_orders_lines';

/** trang_thai of an e-invoice (options.ts invoiceStatuses). */
export const invoiceStatus = { draft: '0', published: '1', replaced: '2', publishing: '3', cancelled: '9' };

/** trang_thai_gui of an e-invoice (options.ts invoiceSendStates). */
export const sendState = {
  notSent: '0',
  sending: '1',
  issued: '2',
  sendFailed: '3',
  cancelling: '4',
  cancelled: '5',
  cancelFailed: '6',
};

export type InvoiceRow = Record<string, unknown> & { _id: string };

type Db = Kysely<Database> | Transaction<Database>;

/** One invoice of the tenant with its lines in order, or undefined. */
export const loadInvoice = async (
  db: Db,
  tenantId: string,
  id: string,
): Promise<{ row: InvoiceRow; lines: Record<string, unknown>[] } | undefined> => {
  const found = await sql<InvoiceRow>`SELECT *, _id::text AS _id FROM ${sql.table(INVOICES)}
    WHERE tenant_id = ${tenantId} AND _id = ${id}`.execute(db);
  const row = found.rows[0];
  if (!row) return undefined;
  const lines = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(LINES)}
    WHERE tenant_id = ${tenantId} AND header_id = ${id} ORDER BY stt`.execute(db);
  return { row, lines: lines.rows };
};

/** The invoice of the branch with this voucher number (so_ct), or undefined. */
export const invoiceNumbered = async (
  db: Db,
  tenantId: string,
  branch: string,
  soCt: string,
): Promise<InvoiceRow | undefined> =>
  (
    await sql<InvoiceRow>`SELECT *, _id::text AS _id FROM ${sql.table(INVOICES)}
      WHERE tenant_id = ${tenantId} AND ma_dvcs = ${branch} AND so_ct = ${soCt}`.execute(db)
  ).rows[0];

/**
 * Sets columns of one invoice while it still has the expected values (its status and sending state as the job
 * found them), stamping ngay_sua. True when the row was changed.
 */
export const updateInvoice = async (
  db: Db,
  tenantId: string,
  id: string,
  values: Record<string, string | null>,
  expected: Record<string, string> = {},
): Promise<boolean> => {
  const assignments = Object.entries(values).map(([column, value]) => sql`${sql.ref(column)} = ${value}`);
  const conditions = Object.entries(expected).map(
    ([column, value]) => sql` AND ${sql.ref(column)} = ${value}`,
  );
  const result = await sql`UPDATE ${sql.table(INVOICES)} SET ${sql.join(assignments)}, ngay_sua = now()
    WHERE tenant_id = ${tenantId} AND _id = ${id}${sql.join(conditions, sql``)}`.execute(db);
  return Number(result.numAffectedRows ?? 0) > 0;
};
