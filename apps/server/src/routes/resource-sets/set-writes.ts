import type { Resource } from '@sen/domain';
import type { Transition } from '@sen/domain/resources';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { AppDeps } from '../../app-deps.js';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../http/api-error.js';
import { noteRecordChange, type RecordChanges } from '../../realtime/record-changes.js';
import { recordChange } from '../../services/audit-log.js';
import {
  guardExisting,
  prepareCreate,
  prepareReplace,
  saveLines,
  withLines,
  type CatalogueWrite,
  type TakenVoucherNumber,
} from './catalogue-writes.js';
import { writeEffectsOf } from './effects/index.js';
import { checkChoices } from './set-choices.js';
import { requireBranch, requireRight } from './set-access.js';
import { guardRowVersion, withoutRowVersion } from './row-version.js';
import { refuseWhenReferenced } from './set-references.js';
import {
  deleteRow,
  fieldsOf,
  insertStoredRow,
  keyTaken,
  oneRow,
  updateRow,
  type DynamicDb,
  type RowScope,
  type SetRow,
} from './set-query.js';

/** One write of a set inside a transaction: the request (who, audit), the set and the rows it may touch. */
export type WriteContext = {
  deps: AppDeps;
  request: FastifyRequest;
  set: Resource;
  scope: RowScope;
  trx: Transaction<Database>;
  /** The menu id of the screen written through (a view's own; the set's by default): its edit right runs transitions. */
  menuId?: string;
  /** The status machine's transition this write makes (its route judged it; the write adds its stamps). */
  transition?: Transition;
  /** Changes of live resources' rows, published once the transaction has committed (inTransaction). */
  changes?: RecordChanges;
  /** A voucher number taken before the transaction (createInTransaction); `used` once the voucher has it. */
  reservedNumber?: TakenVoucherNumber & { used?: boolean };
};

const dyn = (ctx: WriteContext): DynamicDb => ctx.trx as unknown as DynamicDb;

const duplicate = (set: Resource, record: Record<string, unknown>) =>
  set.voucher
    ? new ApiError(409, 'VOUCHER_NUMBER_TAKEN', { so_ct: String(record.so_ct) }, { fields: set.keyFields })
    : new ApiError(409, 'RESOURCE_DUPLICATE', { key: set.keyOf(record) }, { fields: set.keyFields });

/** PostgreSQL unique violation (a concurrent insert of the same key) → 409. */
const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

const guardUnique = async <T>(set: Resource, record: Record<string, unknown>, run: () => Promise<T>) => {
  try {
    return await run();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const constraint = String((error as { constraint?: unknown }).constraint ?? '');
    throw writeEffectsOf(set).uniqueViolation?.(constraint, record) ?? duplicate(set, record);
  }
};

/** The set's own cross-field rule (400 with its code). */
const checkRecord = (set: Resource, row: Record<string, unknown>): void => {
  const problem = set.check?.(row);
  if (problem) throw new ApiError(400, problem.code, {}, [{ in: 'body', path: `/${problem.field}` }]);
};

/** A field outside a set's own restriction (e.g. a command id the user cannot see) cannot be written either. */
const checkRestriction = (scope: RowScope, record: Record<string, unknown>): void => {
  const restriction = scope.restriction;
  if (restriction && !restriction.values.includes(String(record[restriction.field])))
    throw new ApiError(403, 'FORBIDDEN');
};

/** Branch-scoped sets: ma_dvcs defaults to the one selected branch; it must be one the request works with. */
const withBranch = (ctx: WriteContext, input: Record<string, unknown>): Record<string, unknown> => {
  const branches = ctx.scope.branches;
  if (!branches) return input;
  if (input.ma_dvcs === undefined) {
    if (branches.length !== 1)
      throw new ApiError(400, 'VALIDATION_FAILED', {}, [
        { in: 'body', path: '/ma_dvcs', message: 'ma_dvcs is required when several branches are selected' },
      ]);
    return { ...input, ma_dvcs: branches[0] };
  }
  requireBranch(branches, input.ma_dvcs);
  return input;
};

/** Every field of the set: absent optional fields become null (a replace clears them). */
const complete = (set: Resource, input: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(fieldsOf(set).map((field) => [field, input[field] ?? null]));

const recordOf = (set: Resource, row: SetRow): Record<string, unknown> =>
  Object.fromEntries(fieldsOf(set).map((field) => [field, row[field]]));

/** The row as stored now (catalogue vouchers with their lines). */
const reread = async (ctx: WriteContext, id: string): Promise<SetRow> =>
  withLines(
    dyn(ctx),
    ctx.set,
    ctx.scope.tenantId,
    (await oneRow(dyn(ctx), ctx.set, { tenantId: ctx.scope.tenantId }, { _id: id })) as SetRow,
  );

/** Stores a catalogue voucher's lines with its header; answers them as stored (undefined when left as they were). */
const storeLines = async (ctx: WriteContext, id: string, write: CatalogueWrite, created = false) =>
  ctx.set.linesField && write.lines ? saveLines(ctx, ctx.set, id, write.lines, created) : undefined;

/** The audit entry of a change (none for an update that changed nothing). */
const audit = async (
  ctx: WriteContext,
  action: 'create' | 'update' | 'delete',
  before: SetRow | null,
  after: SetRow | null,
) => {
  const [was, is] = [withoutRowVersion(before), withoutRowVersion(after)];
  if (action === 'update' && JSON.stringify(was) === JSON.stringify(is)) return;
  noteRecordChange(ctx.changes, ctx.set.name, action, is ?? was);
  await recordChange(ctx.trx, ctx.request, {
    action,
    resource: ctx.set.path,
    resourceName: ctx.set.name,
    recordId: (is ?? was)?._id ?? null,
    recordKey: ctx.set.keyOf((is ?? was) as Record<string, unknown>),
    before: was,
    after: is,
  });
};

/** The row addressed by `_id` or natural key within the scope (locked), else 404. */
export const existingRow = async (ctx: WriteContext, where: Record<string, unknown>): Promise<SetRow> => {
  const row = await oneRow(dyn(ctx), ctx.set, ctx.scope, where, true);
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  return withLines(dyn(ctx), ctx.set, ctx.scope.tenantId, row);
};

/** POST: a new row (409 when its natural key is taken). */
export const createRecord = async (ctx: WriteContext, input: Record<string, unknown>): Promise<SetRow> => {
  const branched = withBranch(ctx, input);
  checkRestriction(ctx.scope, branched);
  const write = await prepareCreate(ctx, ctx.set, branched);
  const record = write.record;
  checkRecord(ctx.set, complete(ctx.set, record));
  checkChoices(ctx, record);
  // A number just taken from the counter was checked free then (and the table's unique key guards the rest).
  if (!ctx.reservedNumber?.used && (await keyTaken(dyn(ctx), ctx.set, ctx.scope.tenantId, record)))
    throw duplicate(ctx.set, record);
  await writeEffectsOf(ctx.set).beforeWrite?.(ctx, record, null);
  const inserted = await guardUnique(ctx.set, record, () =>
    insertStoredRow(dyn(ctx), ctx.set, ctx.scope.tenantId, record, write.id),
  );
  // The row as stored, from the inserts themselves (a new voucher's lines are the ones just written).
  const lines = await storeLines(ctx, inserted._id, write, true);
  const stored = ctx.set.linesField ? { ...inserted, [ctx.set.linesField]: lines ?? [] } : inserted;
  const after = (await writeEffectsOf(ctx.set).afterWrite?.(ctx, stored, null)) ?? stored;
  await audit(ctx, 'create', null, after);
  return after;
};

/** PUT: every field replaced (absent optional fields cleared; an absent ma_dvcs keeps the row's branch). */
export const replaceRecord = async (
  ctx: WriteContext,
  existing: SetRow,
  input: Record<string, unknown>,
): Promise<SetRow> => {
  guardRowVersion(existing, input);
  await writeEffectsOf(ctx.set).beforeReplace?.(ctx, existing);
  const branch = input.ma_dvcs === undefined && ctx.scope.branches ? { ma_dvcs: existing.ma_dvcs } : {};
  const completed = complete(ctx.set, withBranch(ctx, { ...input, ...branch }));
  checkRestriction(ctx.scope, completed);
  const write = await prepareReplace(ctx, ctx.set, existing, completed);
  const record = write.record;
  checkRecord(ctx.set, record);
  checkChoices(ctx, record);
  if (await keyTaken(dyn(ctx), ctx.set, ctx.scope.tenantId, record, existing._id))
    throw duplicate(ctx.set, record);
  await refuseWhenReferenced(ctx, existing, record);
  await writeEffectsOf(ctx.set).beforeWrite?.(ctx, record, existing);
  await guardUnique(ctx.set, record, () =>
    updateRow(dyn(ctx), ctx.set, ctx.scope.tenantId, existing._id, record),
  );
  await storeLines(ctx, existing._id, write);
  const stored = await reread(ctx, existing._id);
  const after = (await writeEffectsOf(ctx.set).afterWrite?.(ctx, stored, existing)) ?? stored;
  await audit(ctx, 'update', existing, after);
  return after;
};

/** PATCH: the given fields changed; the whole row must still be valid, and is written whole (replace). */
export const patchRecord = async (
  ctx: WriteContext,
  existing: SetRow,
  patch: Record<string, unknown>,
): Promise<SetRow> => {
  guardRowVersion(existing, patch);
  const merged = { ...recordOf(ctx.set, existing), ...patch };
  const parsed = ctx.set.record.safeParse(merged);
  if (!parsed.success)
    throw new ApiError(
      400,
      'VALIDATION_FAILED',
      {},
      parsed.error.issues.map((issue) => ({
        in: 'body',
        path: `/${issue.path.join('/')}`,
        message: issue.message,
      })),
    );
  if (patch.ma_dvcs !== undefined) requireBranch(ctx.scope.branches, patch.ma_dvcs);
  // Its derived values, stamps and rules follow the merged record.
  return replaceRecord(ctx, existing, parsed.data);
};

/** DELETE: the row removed; answers the row as it was. */
export const deleteRecord = async (ctx: WriteContext, existing: SetRow): Promise<SetRow> => {
  await guardExisting(ctx, ctx.set, existing);
  await refuseWhenReferenced(ctx, existing);
  await writeEffectsOf(ctx.set).beforeDelete?.(ctx, existing);
  await deleteRow(dyn(ctx), ctx.set, ctx.scope.tenantId, existing._id);
  await audit(ctx, 'delete', existing, null);
  return existing;
};

/**
 * Upsert by natural key: replaces the row with the same key (edit right; a row of a branch outside the scope is
 * 403) or creates it (add right).
 */
export const upsertRecord = async (ctx: WriteContext, input: Record<string, unknown>): Promise<SetRow> => {
  const record = withBranch(ctx, input);
  const key = Object.fromEntries(ctx.set.keyFields.map((f) => [f, record[f]]));
  const found = await oneRow(dyn(ctx), ctx.set, { tenantId: ctx.scope.tenantId }, key, true);
  if (!found) {
    await requireRight({ db: ctx.trx }, ctx.request, ctx.set.menuId, 'add');
    return createRecord(ctx, record);
  }
  await requireRight({ db: ctx.trx }, ctx.request, ctx.set.menuId, 'edit');
  requireBranch(ctx.scope.branches, found.ma_dvcs);
  checkRestriction(ctx.scope, found);
  return replaceRecord(ctx, found, record);
};
