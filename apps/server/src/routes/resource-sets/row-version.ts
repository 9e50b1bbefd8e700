import type { Resource } from '@sen/domain';
import { ROW_VERSION_FIELD } from '@sen/domain/resources';
import { sql } from 'kysely';
import { ApiError } from '../../http/api-error.js';
import type { SetRow } from './set-query.js';

/**
 * Optimistic concurrency of catalogue rows (`_version`, declared by defineResource). The version is PostgreSQL's
 * `xmin` of the row, read as text: the transaction that last wrote the row. Every UPDATE makes a new one — the
 * engine's writes, approvals, the write effects on other rows (a card's balance), a script's — with no column to
 * keep and nothing to forget; locking a row (SELECT … FOR UPDATE) does not change it. It is the same on PGlite and
 * PostgreSQL. A dump and restore gives every row a new one: a form open across it is told to reload.
 *
 * A PUT or PATCH that sends `_version` is compared with the row as locked in its transaction (existingRow reads it
 * FOR UPDATE, so a concurrent write has committed, or waits for this one): another version is 409 RECORD_CHANGED,
 * nothing written. One that leaves it out applies to what is stored (API clients that do not read first).
 */

/** The row version as selected with a row of the set (from its own table). */
export const rowVersionOf = (set: Resource) =>
  sql<string>`${sql.ref(`${set.table}.xmin`)}::text`.as(ROW_VERSION_FIELD);

/** Refuses (409 RECORD_CHANGED) a change made from another version of the row than the one stored. */
export const guardRowVersion = (existing: SetRow, input: Record<string, unknown>): void => {
  const sent = input[ROW_VERSION_FIELD];
  if (sent === undefined || sent === null || existing[ROW_VERSION_FIELD] === undefined) return;
  if (String(sent) !== existing[ROW_VERSION_FIELD]) throw new ApiError(409, 'RECORD_CHANGED');
};

/** The row without its version (the audit log records values, not versions). */
export const withoutRowVersion = (row: SetRow | null): SetRow | null => {
  if (!row || !(ROW_VERSION_FIELD in row)) return row;
  const { [ROW_VERSION_FIELD]: _version, ...values } = row;
  return values as SetRow;
};
