import { randomUUID } from 'node:crypto';
import { isVoucherLocked } from '@sen/auth';
import { configValue, formatDate, interpolate, isTrue } from '@sen/domain';
import { derivedValueProblems, derivedValueTooLarge, type Resource } from '@sen/domain/resources';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { linesTableOf } from '../../db/catalogue-schema.js';
import { writeConfigs } from '../../services/tenant-configs.js';
import { ApiError } from '../../http/api-error.js';
import { actorOf } from '../../http/context-access.js';
import { priceAtEntry, pricedAtEntry } from '../../pricing/price-at-entry.js';
import { guardDifferentFrom } from './catalogue-different-from.js';
import { guardStatus } from './catalogue-status.js';
import { guardAddresses } from './catalogue-addresses.js';
import { guardLookups } from './catalogue-lookups.js';
import { lineReadersOf } from './catalogue-storage.js';
import { readColumn, type DynamicDb, type SetRow } from './set-query.js';
import type { WriteContext } from './set-writes.js';

/**
 * What the engine adds to a write of a resource (defineResource): the server's values (stamps where rows carry
 * them, voucher type and number, `stt_rec`, `derive`d totals), the voucher rules (lock date, approved vouchers),
 * the lookups' existence (catalogue-lookups.ts) and the lines.
 */

type Values = Record<string, unknown>;

/** A prepared header and its lines (vouchers), ready to store. */
export type CatalogueWrite = { record: Values; lines?: Values[] };

const dyn = (ctx: WriteContext): DynamicDb => ctx.trx as unknown as DynamicDb;

const userNameOf = (ctx: WriteContext): string => actorOf(ctx.request).userName;
const isAdmin = (ctx: WriteContext): boolean => actorOf(ctx.request).isAdmin;

/** The lock dates of the tenant's (branch, voucher type) pairs. */
const voucherLocksOf = async (ctx: WriteContext, maCt: string) =>
  (
    await sql<{ ma_dvcs: string; ma_ct: string; ngay_ks: string }>`
      SELECT ma_dvcs, ma_ct, to_char(ngay_ks, 'YYYY-MM-DD') AS ngay_ks FROM voucher_locks
      WHERE tenant_id = ${ctx.scope.tenantId} AND ma_ct = ${maCt}`.execute(ctx.trx)
  ).rows;

/**
 * Spec section 6: edit and delete are refused (409 VOUCHER_LOCKED) when the voucher's date is on or before the
 * lock date of its branch and voucher type, and so is a new voucher dated there; admins pass every check, as
 * `can` says.
 */
export const guardLock = async (ctx: WriteContext, resource: Resource, record: Values): Promise<void> => {
  if (!resource.voucher || isAdmin(ctx)) return;
  const locks = await voucherLocksOf(ctx, resource.voucher.ma_ct);
  const target = {
    ma_dvcs: String(record.ma_dvcs ?? ''),
    ma_ct: resource.voucher.ma_ct,
    ngay_ct: String(record.ngay_ct ?? ''),
  };
  if (!isVoucherLocked(target, locks)) return;
  const lock = locks.find((l) => l.ma_dvcs === target.ma_dvcs);
  throw new ApiError(409, 'VOUCHER_LOCKED', {
    ngay_ct: formatDate(target.ngay_ct),
    ngay_ks: formatDate(lock?.ngay_ks),
  });
};

/** An approved voucher is neither changed nor deleted (409 VOUCHER_APPROVED); nor is a locked one. */
export const guardExisting = async (
  ctx: WriteContext,
  resource: Resource,
  existing: SetRow,
): Promise<void> => {
  if (resource.voucher?.approve && existing.ngay_duyet) throw new ApiError(409, 'VOUCHER_APPROVED');
  await guardLock(ctx, resource, existing);
};

/** The employee data scope: the owner field of a written row must be empty or a permitted employee (403). */
const guardEmployee = (ctx: WriteContext, resource: Resource, record: Values): void => {
  const employees = ctx.scope.employees;
  const owner = resource.ownerField ? record[resource.ownerField] : undefined;
  if (!employees || owner === undefined || owner === null || owner === '') return;
  if (!employees.codes.includes(String(owner))) throw new ApiError(403, 'FORBIDDEN');
};

/** A voucher number taken from system/stt: the counter it came from and its place in it. */
export type TakenVoucherNumber = { ma_dvcs: string; ma_ct: string; nam: number; n: number; so_ct: string };

/**
 * The next number of system/stt for (branch, voucher type, year of the voucher date), the stt row locked for the
 * rest of the transaction (created with the resource's prefix when missing): prefix + number zero-padded.
 */
export const takeVoucherNumber = async (
  db: DynamicDb,
  tenantId: string,
  resource: Resource,
  maDvcs: string,
  ngayCt: string,
): Promise<TakenVoucherNumber> => {
  const voucher = resource.voucher!;
  const year = Number(ngayCt.slice(0, 4));
  const lockRow = () =>
    sql<CounterRow>`
      SELECT tien_to, so_hien_tai, do_dai FROM stt
      WHERE tenant_id = ${tenantId} AND ma_dvcs = ${maDvcs} AND ma_ct = ${voucher.ma_ct} AND nam = ${year}
      FOR UPDATE`.execute(db);
  let row = (await lockRow()).rows[0];
  if (!row) {
    await sql`
      INSERT INTO stt (tenant_id, ma_dvcs, ma_ct, nam, tien_to, so_hien_tai)
      VALUES (${tenantId}, ${maDvcs}, ${voucher.ma_ct}, ${year}, ${voucher.prefix}, 0)
      ON CONFLICT DO NOTHING`.execute(db);
    row = (await lockRow()).rows[0]!;
  }
  const numberOf = (n: number) => formatVoucherNumber(resource, row, n);
  // A number typed by hand, imported or left by another year's counter is skipped, not given twice.
  let next = Number(row.so_hien_tai) + 1;
  while (await voucherNumberTaken(db, tenantId, resource, maDvcs, numberOf(next))) next += 1;
  await sql`
    UPDATE stt SET so_hien_tai = ${next}
    WHERE tenant_id = ${tenantId} AND ma_dvcs = ${maDvcs} AND ma_ct = ${voucher.ma_ct} AND nam = ${year}`.execute(
    db,
  );
  return { ma_dvcs: maDvcs, ma_ct: voucher.ma_ct, nam: year, n: next, so_ct: numberOf(next) };
};

type CounterRow = { tien_to: string; so_hien_tai: number; do_dai: number };

/** A number of a counter: its prefix (the resource's when it has none) and the number zero-padded to its width. */
const formatVoucherNumber = (resource: Resource, row: CounterRow, n: number): string =>
  `${row.tien_to || resource.voucher!.prefix}${String(n).padStart(Math.max(1, Number(row.do_dai) || 6), '0')}`;

/**
 * The next number of the counter taken at once, outside any transaction (one statement: the counter row is
 * locked only while it moves), skipping numbers the branch already has; a missing counter is made as
 * takeVoucherNumber makes it.
 */
export const reserveVoucherNumber = async (
  db: Kysely<Database>,
  tenantId: string,
  resource: Resource,
  maDvcs: string,
  ngayCt: string,
): Promise<TakenVoucherNumber> => {
  const ma_ct = resource.voucher!.ma_ct;
  const nam = Number(ngayCt.slice(0, 4));
  for (;;) {
    const row = (
      await sql<CounterRow>`
        UPDATE stt SET so_hien_tai = so_hien_tai + 1
        WHERE tenant_id = ${tenantId} AND ma_dvcs = ${maDvcs} AND ma_ct = ${ma_ct} AND nam = ${nam}
        RETURNING tien_to, so_hien_tai, do_dai`.execute(db)
    ).rows[0];
    if (!row)
      return db
        .transaction()
        .execute((trx) => takeVoucherNumber(trx as unknown as DynamicDb, tenantId, resource, maDvcs, ngayCt));
    const n = Number(row.so_hien_tai);
    const so_ct = formatVoucherNumber(resource, row, n);
    if (!(await voucherNumberTaken(db as unknown as DynamicDb, tenantId, resource, maDvcs, so_ct)))
      return { ma_dvcs: maDvcs, ma_ct, nam, n, so_ct };
  }
};

/** The next voucher number (takeVoucherNumber), the counter locked for the rest of the transaction. */
export const nextVoucherNumber = async (
  db: DynamicDb,
  tenantId: string,
  resource: Resource,
  maDvcs: string,
  ngayCt: string,
): Promise<string> => (await takeVoucherNumber(db, tenantId, resource, maDvcs, ngayCt)).so_ct;

/**
 * Gives a number back to its counter when it is still the last one taken (a write that was refused after taking
 * it): the next voucher gets it, and the numbers stay unbroken. Once a later number was taken, the gap stays.
 */
export const giveBackVoucherNumber = async (
  db: DynamicDb,
  tenantId: string,
  taken: TakenVoucherNumber,
): Promise<void> => {
  await sql`UPDATE stt SET so_hien_tai = ${taken.n - 1}
    WHERE tenant_id = ${tenantId} AND ma_dvcs = ${taken.ma_dvcs} AND ma_ct = ${taken.ma_ct} AND nam = ${taken.nam}
      AND so_hien_tai = ${taken.n}`.execute(db);
};

/** Whether the branch already has a voucher of the resource with the number. */
const voucherNumberTaken = async (
  db: DynamicDb,
  tenantId: string,
  resource: Resource,
  maDvcs: string,
  soCt: string,
): Promise<boolean> =>
  (
    await sql`SELECT 1 FROM ${sql.table(resource.table)}
      WHERE tenant_id = ${tenantId} AND ma_dvcs = ${maDvcs} AND so_ct = ${soCt} LIMIT 1`.execute(db)
  ).rows.length > 0;

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Config-driven requiredness (spec section 5, e.g. crm_partner_require_phone, default true): a field declared
 * `requiredWhen: '<flag>'` must be filled while the tenant's flag is on (400 FIELD_REQUIRED naming the field).
 */
export const guardRequiredWhen = async (
  ctx: WriteContext,
  resource: Resource,
  record: Values,
): Promise<void> => {
  const conditional = Object.entries(resource.fields).filter(([, field]) => field.requiredWhen);
  if (conditional.length === 0) return;
  const flags = await writeConfigs(ctx.trx, ctx.scope.tenantId);
  for (const [name, field] of conditional) {
    if (!isTrue(configValue(flags, field.requiredWhen!)) || !isEmpty(record[name])) continue;
    throw new ApiError(400, 'FIELD_REQUIRED', { field: field.label.vi }, [
      { in: 'body', path: `/${name}`, message: `${field.label.en} is required (${field.requiredWhen})` },
    ]);
  }
};

/** Only the declared fields of each line. */
const cleanLines = (resource: Resource, lines: unknown): Values[] => {
  const names = Object.keys(resource.lineFields ?? {});
  return (Array.isArray(lines) ? (lines as Values[]) : []).map((line) =>
    Object.fromEntries(names.map((name) => [name, line[name] ?? null])),
  );
};

/**
 * The record after the resource's `derive` (totals from the lines: the client's totals are never trusted). A
 * derived amount its field cannot hold (quantity × price beyond the money limit, a total of such lines) is 400
 * VALIDATION_FAILED naming it.
 */
const derived = (ctx: WriteContext, resource: Resource, record: Values): CatalogueWrite => {
  const linesField = resource.linesField;
  const input = linesField ? { ...record, [linesField]: cleanLines(resource, record[linesField]) } : record;
  const result = resource.derive ? resource.derive(input) : input;
  const problems = resource.derive ? derivedValueProblems(resource.fields, result) : [];
  if (problems.length > 0) {
    const message = derivedValueTooLarge[ctx.request.ctx.locale];
    throw new ApiError(
      400,
      'VALIDATION_FAILED',
      {},
      problems.map(({ path, limit }) => ({ in: 'body', path, message: interpolate(message, { limit }) })),
    );
  }
  if (!linesField) return { record: result };
  const { [linesField]: lines, ...header } = result;
  return { record: header, lines: cleanLines(resource, lines) };
};

/** The number reserved for the write (createInTransaction) when it is of the voucher's branch and year, once. */
const reservedNumber = (ctx: WriteContext, maDvcs: string, ngayCt: string): string | undefined => {
  const reserved = ctx.reservedNumber;
  if (
    !reserved ||
    reserved.used ||
    reserved.ma_dvcs !== maDvcs ||
    reserved.nam !== Number(ngayCt.slice(0, 4))
  )
    return undefined;
  reserved.used = true;
  return reserved.so_ct;
};

/** POST: voucher type, number and stt_rec, derived values and the creation stamps; the row's `_id`. */
export const prepareCreate = async (
  ctx: WriteContext,
  resource: Resource,
  input: Values,
): Promise<CatalogueWrite & { id: string }> => {
  // The client's own id where the resource takes one (createInTransaction answers a replay before this).
  const id = resource.clientIds && typeof input._id === 'string' ? input._id : randomUUID();
  const now = new Date().toISOString();
  let record: Values = { ...input };
  guardEmployee(ctx, resource, record);
  await guardRequiredWhen(ctx, resource, record);
  guardDifferentFrom(ctx, resource, record);
  record = await guardStatus(ctx, resource, null, record);
  // Everything that can be checked is, before the voucher is numbered: the branch's voucher counter stays locked
  // from then to the end of the transaction, so the less happens after, the more vouchers a second.
  if (pricedAtEntry(resource))
    record = await priceAtEntry(ctx.trx, ctx.scope.tenantId, resource, record, null);
  if (resource.voucher) await guardLock(ctx, resource, record);
  const prepared = derived(ctx, resource, record);
  await guardLookups(ctx, resource, prepared.record, prepared.lines);
  await guardAddresses(ctx, resource, prepared.record);
  let header = prepared.record;
  if (resource.voucher) {
    const soCt = typeof record.so_ct === 'string' ? record.so_ct.trim() : '';
    header = {
      ...header,
      ma_ct: resource.voucher.ma_ct,
      stt_rec: id,
      so_ct:
        soCt ||
        reservedNumber(ctx, String(record.ma_dvcs ?? ''), String(record.ngay_ct)) ||
        (await nextVoucherNumber(
          dyn(ctx),
          ctx.scope.tenantId,
          resource,
          String(record.ma_dvcs ?? ''),
          String(record.ngay_ct),
        )),
    };
  }
  const user = userNameOf(ctx);
  return {
    id,
    lines: prepared.lines,
    record: resource.stamps
      ? { ...header, nguoi_tao: user, ngay_tao: now, nguoi_sua: user, ngay_sua: now }
      : header,
  };
};

/**
 * PUT/PATCH: the existing row's rules, then the new row's (its status change judged by the status machine);
 * derived values and the change stamps. A transition (`ctx.transition`) has been judged by its own route, whose
 * preconditions say what it may do to an approved voucher (unapprove it): only the lock date applies here.
 */
export const prepareReplace = async (
  ctx: WriteContext,
  resource: Resource,
  existing: SetRow,
  input: Values,
): Promise<CatalogueWrite> => {
  if (ctx.transition) await guardLock(ctx, resource, existing);
  else await guardExisting(ctx, resource, existing);
  let record: Values = await guardStatus(ctx, resource, existing, { ...input });
  if (resource.voucher) {
    const soCt = typeof record.so_ct === 'string' ? record.so_ct.trim() : '';
    record = { ...record, ma_ct: resource.voucher.ma_ct, so_ct: soCt || existing.so_ct };
    await guardLock(ctx, resource, record);
  }
  guardEmployee(ctx, resource, record);
  await guardRequiredWhen(ctx, resource, record);
  guardDifferentFrom(ctx, resource, record);
  // A transition (approve, cancel …) keeps the prices the voucher was entered with.
  if (pricedAtEntry(resource) && !ctx.transition)
    record = await priceAtEntry(ctx.trx, ctx.scope.tenantId, resource, record, existing);
  const prepared = derived(ctx, resource, record);
  await guardLookups(ctx, resource, prepared.record, prepared.lines);
  await guardAddresses(ctx, resource, prepared.record);
  return {
    lines: prepared.lines,
    record: resource.stamps
      ? { ...prepared.record, nguoi_sua: userNameOf(ctx), ngay_sua: new Date().toISOString() }
      : prepared.record,
  };
};

/** Replaces the lines of a voucher (numbered stt 1, 2, … in order) in the write's transaction. */
export const saveLines = async (
  ctx: WriteContext,
  resource: Resource,
  headerId: string,
  lines: readonly Values[],
  created = false,
): Promise<Values[]> => {
  const table = linesTableOf(resource);
  const db = dyn(ctx);
  // A voucher created by this very write has no lines yet.
  if (!created) await db.deleteFrom(table).where(sql.ref('header_id'), '=', headerId).execute();
  if (lines.length === 0) return [];
  const stored = (await db
    .insertInto(table)
    .values(
      lines.map((line, index) => ({
        tenant_id: ctx.scope.tenantId,
        header_id: headerId,
        stt: index + 1,
        ...line,
      })),
    )
    .returning([...lineSelectionOf(resource), sql<number>`${sql.ref('stt')}`.as(LINE_ORDER)] as never)
    .execute()) as Values[];
  // As readLines answers them: in order, with their declared fields only.
  return stored
    .sort((a, b) => Number(a[LINE_ORDER]) - Number(b[LINE_ORDER]))
    .map(({ [LINE_ORDER]: _order, ...line }) => line);
};

/** The order of stored lines, returned beside their fields by saveLines and dropped from what it answers. */
const LINE_ORDER = '__stt';

/** The lines' fields, each read as readLines reads it (money as numbers). */
const lineSelectionOf = (resource: Resource) =>
  [...lineReadersOf(resource).entries()].map(([name, reader]) => readColumn(sql.ref(name), reader).as(name));

/** The lines of a voucher, in order, each with its declared fields (money as numbers). */
export const readLines = async (
  db: DynamicDb,
  resource: Resource,
  tenantId: string,
  headerId: string,
): Promise<Values[]> => {
  return (await db
    .selectFrom(linesTableOf(resource))
    .select(lineSelectionOf(resource) as never)
    .where(sql.ref('tenant_id'), '=', tenantId)
    .where(sql.ref('header_id'), '=', headerId)
    .orderBy(sql.ref('stt'))
    .execute()) as Values[];
};

/** The row with its lines (vouchers); other rows as they are. */
export const withLines = async (
  db: DynamicDb,
  resource: Resource | undefined,
  tenantId: string,
  row: SetRow,
): Promise<SetRow> =>
  resource?.linesField
    ? { ...row, [resource.linesField]: await readLines(db, resource, tenantId, row._id) }
    : row;
