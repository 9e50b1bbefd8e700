import {
  changesReferencedValue,
  matchedFieldsOf,
  referencesTo,
  resourceNamed,
  type Reference,
} from '@sen/domain/resources';
import { sql, type RawBuilder } from 'kysely';
import { catalogueColumnOf, linesTableOf } from '../../db/catalogue-schema.js';
import { ApiError } from '../../http/api-error.js';
import type { SetRow } from './set-query.js';
import type { WriteContext } from './set-writes.js';

/**
 * A record other records point at is neither deleted nor re-coded (409 RECORD_IN_USE / RECORD_CODE_IN_USE): a
 * customer on bills, a product on voucher lines, a unit on products, a branch with any rows. The references are
 * the catalogue's lookups read backwards (`referencesTo`, packages/domain/src/resources/references.ts).
 *
 * - One SQL statement asks every referencing table (`<table>` or `<table>_lines`) of the request's tenant for the
 *   value the reference holds, each part counting at most {@link COUNT_CAP} + 1 rows; the outer LIMIT 1 stops at
 *   the first table that has one (PostgreSQL runs the UNION ALL's parts in order), so an unreferenced row costs
 *   one index probe per reference (or a scan where the column has no index).
 * - Always within the tenant: the same code in another tenant points at that tenant's row.
 * - Other key fields of the target the referencing row also carries (a task's ma_dvcs on a call log, a batch's
 *   ma_vt on a receipt line) must match too; a referencing row of another branch does not hold a branch-keyed
 *   target. A target keyed by its code alone (customers, products, salers, even when branch-scoped) is held by
 *   rows of every branch: its code is one per tenant.
 * - A row's reference to itself (a department that is its own parent) does not hold it.
 */

/** How many referencing rows are counted before the message says 'COUNT_CAP+'. */
export const COUNT_CAP = 100;

const held = (value: unknown): boolean => value !== null && value !== undefined && value !== '';

/** The table and column of a reference's field (header fields may be mapped to other column names). */
const storageOf = (reference: Reference, field: string): { table: string; column: string } => {
  const resource = resourceNamed(reference.resource)!;
  return reference.lines
    ? { table: linesTableOf(resource), column: field }
    : { table: resource.table, column: catalogueColumnOf(resource, field) };
};

/** `SELECT <i>, (count of at most COUNT_CAP + 1 rows holding the value)` for one reference. */
const countOf = (
  index: number,
  reference: Reference,
  tenantId: string,
  target: string,
  existing: SetRow,
): RawBuilder<unknown> => {
  const { table, column } = storageOf(reference, reference.field);
  const conditions = [
    sql`tenant_id = ${tenantId}`,
    sql`${sql.ref(column)} = ${String(existing[reference.targetField])}`,
    ...reference.alsoMatch
      .filter((name) => held(existing[name]))
      .map((name) => sql`${sql.ref(storageOf(reference, name).column)}::text = ${String(existing[name])}`),
    ...(!reference.lines && reference.resource === target ? [sql`_id <> ${existing._id}::uuid`] : []),
  ];
  return sql`SELECT ${sql.lit(index)}::int AS ref, (SELECT count(*) FROM (SELECT 1 FROM ${sql.table(
    table,
  )} WHERE ${sql.join(conditions, sql` AND `)} LIMIT ${sql.lit(COUNT_CAP + 1)}) held)::int AS n`;
};

/** The record as the message names it: the set's title and its key (without the branch when it has more). */
const recordLabel = (ctx: WriteContext, existing: SetRow, locale: 'vi' | 'en'): string => {
  const keys = ctx.set.keyFields.filter((k) => k !== 'ma_dvcs');
  const key = (keys.length > 0 ? keys : ctx.set.keyFields).map((k) => String(existing[k] ?? '')).join('/');
  return `${ctx.set.title[locale]} ${key}`;
};

/**
 * Refuses (409, nothing changed) to delete `existing`, or — given `next`, the values it is about to take — to
 * change a value other rows of the tenant hold. Call before the row is written.
 */
export const refuseWhenReferenced = async (
  ctx: WriteContext,
  existing: SetRow,
  next?: Record<string, unknown>,
): Promise<void> => {
  const references = referencesTo(ctx.set.name).filter((reference) =>
    next ? changesReferencedValue(reference, existing, next) : held(existing[reference.targetField]),
  );
  if (references.length === 0) return;
  const parts = references.map((reference, index) =>
    countOf(index, reference, ctx.scope.tenantId, ctx.set.name, existing),
  );
  const found = (
    await sql<{ ref: number; n: number }>`
      SELECT ref, n FROM (${sql.join(parts, sql` UNION ALL `)}) refs WHERE n > 0 LIMIT 1`.execute(ctx.trx)
  ).rows[0];
  if (!found) return;
  const reference = references[found.ref]!;
  const locale = ctx.request.ctx?.locale ?? 'vi';
  const count = found.n > COUNT_CAP ? `${COUNT_CAP}+` : found.n;
  throw new ApiError(
    409,
    next ? 'RECORD_CODE_IN_USE' : 'RECORD_IN_USE',
    { record: recordLabel(ctx, existing, locale), where: reference.title[locale], count },
    {
      resource: reference.resource,
      field: reference.lines ? `${reference.lines}.${reference.field}` : reference.field,
      fields: matchedFieldsOf(reference),
    },
  );
};
