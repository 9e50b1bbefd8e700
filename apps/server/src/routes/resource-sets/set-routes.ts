import { errorSchema, type Resource } from '@sen/domain';
import { lookupsOf } from '@sen/domain/resources';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { bearerSecurity, signedInHeaders } from '../../http/documented-headers.js';
import { schemasOf } from './catalogue-schemas.js';
import { giveBackVoucherNumber, reserveVoucherNumber, withLines } from './catalogue-writes.js';
import { requireRight } from './set-access.js';
import {
  listRows,
  oneRow,
  type DynamicDb,
  type ListOptions,
  type RowScope,
  type SetRow,
} from './set-query.js';
import {
  customerRule,
  present,
  readRule,
  readScopeOf,
  readSecurity,
  rowReadConfig,
  scopeOf,
  scopeRule,
  tagOf,
  writeConfig,
} from './set-scope.js';
import {
  createRecord,
  deleteRecord,
  existingRow,
  patchRecord,
  replaceRecord,
  type WriteContext,
} from './set-writes.js';
import { ApiError } from '../../http/api-error.js';
import { publishRecordChanges, type RecordChanges } from '../../realtime/record-changes.js';

/**
 * Error statuses beyond the shared ones (http/openapi.ts adds 400/401/403/404/500 to every route, 409 to writes):
 * reading the branch list answers 409 BRANCH_NOT_CONFIGURED when the tenant has no branch.
 */
const readErrors = (set: Resource) => (set.name === 'branchs' ? { 409: errorSchema } : {});

/** A parsed list query: the table's state (set-query's ListOptions) and the exact filters. */
type ListQuery = Omit<ListOptions, 'filters'> & Record<string, unknown>;

/** The path parameters addressing one row: `{id}` (the `_id`) or the key fields (voucher infos). */
const addressOf = (set: Resource) =>
  set.addressBy === 'key'
    ? {
        path: set.keyFields.map((f) => `:${f}`).join('/'),
        params: z.object(
          Object.fromEntries(set.keyFields.map((f) => [f, z.string().trim().min(1).max(100).describe(f)])),
        ),
        label: set.keyFields.map((f) => `{${f}}`).join('/'),
      }
    : {
        path: ':id',
        params: z.object({ id: z.uuid().describe('_id of the row') }),
        label: '{id}',
      };

/** The row lookup of the path parameters (key fields are text). */
const whereOf = (set: Resource, params: Record<string, string>): Record<string, unknown> =>
  set.addressBy === 'key'
    ? Object.fromEntries(set.keyFields.map((field) => [field, params[field]]))
    : { _id: params.id };

/**
 * Runs a write in one transaction with the audit entry. `menuId` is whose read-all and employee scopes apply (a
 * view's own menu id; the set's by default). Once it has committed, the changes of live resources' rows (a board's
 * rooms and tables) are published to the connected users of their branch.
 */
export const inTransaction = async <T>(
  deps: AppDeps,
  request: FastifyRequest,
  set: Resource,
  run: (ctx: WriteContext) => Promise<T>,
  menuId?: string,
): Promise<T> =>
  runWrite(deps, request, set, await scopeOf(deps, request, set, 'write', menuId), run, menuId);

const runWrite = async <T>(
  deps: AppDeps,
  request: FastifyRequest,
  set: Resource,
  scope: RowScope,
  run: (ctx: WriteContext) => Promise<T>,
  menuId: string | undefined,
  reservedNumber?: WriteContext['reservedNumber'],
): Promise<T> => {
  const changes: RecordChanges = [];
  const result = await deps.db
    .transaction()
    .execute((trx) =>
      run({ deps, request, set, scope, trx, menuId: menuId ?? set.menuId, changes, reservedNumber }),
    );
  if (changes.length > 0) await publishRecordChanges(deps.db, scope.tenantId, changes);
  return result;
};

/**
 * POST of a row (createRecord) in its transaction; `created` false when the row was already stored.
 *
 * - A voucher that will be numbered (no so_ct given, its branch and date known from the body or the single selected
 *   branch) takes its number first, on its own (reserveVoucherNumber): the branch's counter is locked for a moment,
 *   not for the whole write and posting, so the branch's cashiers sell side by side. A write refused after that
 *   gives the number back while it is still the last one taken (no gap); so does a voucher numbered otherwise
 *   (its branch or year not the one guessed).
 * - A resource that takes the client's ids (`clientIds`): a row already stored under the `_id` sent is answered
 *   as it is and nothing is written; sends of the same new id at once store it once, each answered with it (in
 *   one process they wait for the first; across processes the table's key refuses the second).
 */
export const createInTransaction = async (
  deps: AppDeps,
  request: FastifyRequest,
  set: Resource,
  body: Record<string, unknown>,
  menuId?: string,
): Promise<{ row: SetRow; created: boolean }> => {
  const scope = await scopeOf(deps, request, set, 'write', menuId);
  if (!(set.clientIds && typeof body._id === 'string'))
    return create(deps, request, set, scope, body, menuId);
  // A send of an id this process is still writing waits for that write and answers its row (no second number).
  const key = `${scope.tenantId}/${set.name}/${body._id}`;
  const running = clientWrites.get(key);
  if (running) {
    const { row } = await running.catch(() => ({ row: undefined }));
    if (row) return { row, created: false };
  }
  const write = create(deps, request, set, scope, body, menuId);
  clientWrites.set(key, write);
  try {
    return await write;
  } finally {
    if (clientWrites.get(key) === write) clientWrites.delete(key);
  }
};

/** The creates of rows under a client's id this process is running, by tenant, resource and id. */
const clientWrites = new Map<string, Promise<{ row: SetRow; created: boolean }>>();

const create = async (
  deps: AppDeps,
  request: FastifyRequest,
  set: Resource,
  scope: RowScope,
  body: Record<string, unknown>,
  menuId: string | undefined,
): Promise<{ row: SetRow; created: boolean }> => {
  const db = deps.db as unknown as DynamicDb;
  const clientId = set.clientIds && typeof body._id === 'string' ? body._id : undefined;
  const storedWithClientId = async () => {
    if (!clientId) return undefined;
    const row = await oneRow(db, set, scope, { _id: clientId });
    return row ? withLines(db, set, scope.tenantId, row) : undefined;
  };
  const replayed = await storedWithClientId();
  if (replayed) return { row: replayed, created: false };
  const branch =
    typeof body.ma_dvcs === 'string'
      ? body.ma_dvcs
      : scope.branches?.length === 1
        ? scope.branches[0]
        : undefined;
  const numbered =
    set.voucher &&
    branch &&
    typeof body.ngay_ct === 'string' &&
    /^\d{4}-\d{2}-\d{2}/.test(body.ngay_ct) &&
    !(typeof body.so_ct === 'string' && body.so_ct.trim());
  const reserved: WriteContext['reservedNumber'] = numbered
    ? await reserveVoucherNumber(deps.db, scope.tenantId, set, branch, body.ngay_ct as string)
    : undefined;
  try {
    const row = await runWrite(deps, request, set, scope, (ctx) => createRecord(ctx, body), menuId, reserved);
    if (reserved && !reserved.used) await giveBackVoucherNumber(db, scope.tenantId, reserved);
    return { row, created: true };
  } catch (error) {
    if (reserved) await giveBackVoucherNumber(db, scope.tenantId, reserved);
    // The same id sent twice at once: the other write stored it.
    const stored = await storedWithClientId();
    if (stored) return { row: stored, created: false };
    throw error;
  }
};

/** GET list, GET one, POST, PUT, PATCH and DELETE of a set, derived from its declaration. */
export const registerSetRoutes = (app: FastifyInstance, deps: AppDeps, set: Resource): void => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const base = `/api/${set.path}`;
  const address = addressOf(set);
  const item = `${base}/${address.path}`;
  const tags = [tagOf(set)];
  const title = set.title.en;
  const headers = signedInHeaders;
  const scope = scopeRule(set);
  const schemas = schemasOf(set);
  /** What a row's writes check besides the declared rules (catalogue-lookups.ts, row-version.ts). */
  const lookupRule =
    lookupsOf(set).length > 0
      ? ' 400 LOOKUP_NOT_FOUND (naming each field, lines included) when a lookup holds a code the tenant has no row of.'
      : '';
  const versionRule = set.rowVersion
    ? ' 409 RECORD_CHANGED when the _version sent is not the stored row’s (someone saved it since it was read).'
    : '';

  typed.get(
    base,
    {
      config: rowReadConfig(set),
      schema: {
        tags,
        summary: `${title}: list (GET ${set.path}?pageIndex=&pageSize=&sortKey=&sortType=&searchKey=${
          set.dateRangeField ? '&fromDate=&toDate=' : ''
        }&<field>=)`,
        description: `${readRule(set)}${scope}${customerRule(set)} The query is the data table's state: pageIndex from 0, pageSize one of the spec's page sizes${
          set.pagedByDefault ? ' (default 10)' : ' (every row when neither pageIndex nor pageSize is sent)'
        }; searchKey searches ${set.searchFields.join(', ')} ignoring accents; sortKey (a field; 400 SORT_FIELD_UNKNOWN otherwise) with sortType asc (default) or desc, else the order ${set.defaultSort.join(',')}; ties by ${set.keyFields.join(', ')}${
          set.dateRangeField
            ? `; fromDate / toDate (YYYY-MM-DD, inclusive) bound ${set.dateRangeField} (400 DATE_RANGE_INVALID when fromDate is after toDate)`
            : ''
        }; exact filters: ${set.filterFields.join(', ')}.`,
        security: readSecurity(set),
        headers,
        querystring: set.listQuerySchema,
        response: { 200: schemas.list, ...readErrors(set) },
      },
    },
    async (request) => {
      const scope = await readScopeOf(deps, request, set);
      const { pageIndex, pageSize, sortKey, sortType, searchKey, fromDate, toDate, ...filters } =
        request.query as ListQuery;
      const list = await listRows(deps.db as never, set, scope, {
        filters,
        searchKey: searchKey || undefined,
        sortKey: sortKey || undefined,
        sortType,
        pageIndex,
        pageSize,
        fromDate,
        toDate,
      });
      return { items: list.items.map((row) => present(request, set, row)), total: list.total };
    },
  );

  typed.get(
    item,
    {
      config: rowReadConfig(set),
      schema: {
        tags,
        summary: `${title}: one row (GET ${set.path}/${address.label})`,
        description: `${readRule(set)}${scope}${customerRule(set)} 404 when there is no such row.`,
        security: readSecurity(set),
        headers,
        params: address.params,
        response: { 200: schemas.row, ...readErrors(set) },
      },
    },
    async (request) => {
      const scope = await readScopeOf(deps, request, set);
      const row = await oneRow(
        deps.db as never,
        set,
        scope,
        whereOf(set, request.params as Record<string, string>),
      );
      if (!row) throw new ApiError(404, 'NOT_FOUND');
      return present(request, set, await withLines(deps.db as never, set, scope.tenantId, row));
    },
  );

  typed.post(
    base,
    {
      config: writeConfig(set),
      schema: {
        tags,
        summary: `${title}: create (POST ${set.path})`,
        description: `Needs the add right on menu '${set.menuId}'. 409 RESOURCE_DUPLICATE when ${set.keyFields.join(
          ' + ',
        )} is taken.${set.branchScope === 'selected' ? ' ma_dvcs defaults to the one selected branch; another branch is 403 BRANCH_FORBIDDEN.' : ''}${lookupRule}${
          set.clientIds
            ? ' The row may bring its own _id (a UUID the client made): a POST of an _id already stored answers that row with 200 and writes nothing.'
            : ''
        } Recorded in the audit log.`,
        security: bearerSecurity,
        headers,
        body: schemas.input,
        response: { 201: schemas.row, 200: schemas.row },
      },
    },
    async (request, reply) => {
      await requireRight(deps, request, set.menuId, 'add');
      const { row, created } = await createInTransaction(
        deps,
        request,
        set,
        request.body as Record<string, unknown>,
      );
      return reply.code(created ? 201 : 200).send(present(request, set, row) as never);
    },
  );

  const writeOne = (method: 'put' | 'patch' | 'delete', summary: string, description: string) => {
    const right = method === 'delete' ? 'del' : 'edit';
    const body = method === 'put' ? schemas.input : method === 'patch' ? schemas.patch : undefined;
    typed.route({
      method: method.toUpperCase() as 'PUT' | 'PATCH' | 'DELETE',
      url: item,
      config: writeConfig(set),
      schema: {
        tags,
        summary,
        description: `Needs the ${right} right on menu '${set.menuId}'.${scope} ${description}${
          method === 'delete' ? '' : `${lookupRule}${versionRule}`
        } Recorded in the audit log.`,
        security: bearerSecurity,
        headers,
        params: address.params,
        ...(body ? { body } : {}),
        response: { 200: schemas.row },
      },
      handler: async (request) => {
        await requireRight(deps, request, set.menuId, right);
        const row: SetRow = await inTransaction(deps, request, set, async (ctx) => {
          const existing = await existingRow(ctx, whereOf(set, request.params as Record<string, string>));
          const input = request.body as Record<string, unknown>;
          if (method === 'put') return replaceRecord(ctx, existing, input);
          if (method === 'patch') return patchRecord(ctx, existing, input);
          return deleteRecord(ctx, existing);
        });
        return present(request, set, row);
      },
    });
  };
  writeOne(
    'put',
    `${title}: replace (PUT ${set.path}/${address.label})`,
    'Every field is replaced; absent optional fields are cleared. 404 unknown row, 409 key taken, 409 RECORD_CODE_IN_USE when other rows of the tenant hold the code being changed.',
  );
  writeOne(
    'patch',
    `${title}: change some fields (PATCH ${set.path}/${address.label})`,
    'Only the fields sent change; the whole row must stay valid. 404 unknown row, 409 key taken, 409 RECORD_CODE_IN_USE when other rows of the tenant hold the code being changed.',
  );
  writeOne(
    'delete',
    `${title}: delete (DELETE ${set.path}/${address.label})`,
    'Answers the deleted row. 404 unknown row; 409 RECORD_IN_USE (nothing deleted) when other rows of the tenant hold its code (a customer on bills, a product on voucher lines).',
  );
};
