import { z } from 'zod';
import { menuIdOfPath } from '../routes/catalogue.js';
import type { Title } from '../routes/types.js';
import { fieldSchemaOf, valueSchemaOf } from './field-schema.js';
import { f, type EnumField, type Field, type LabelInput, type LinesField } from './fields.js';
import { printLayoutOf, type PrintLayoutConfig } from './print-layout.js';
import { statusMachineOf, type StatusMachineConfig } from './status-machine.js';
import {
  wireSchemasOf,
  type BranchScope,
  type ReadAccess,
  type RecordProblem,
  type ResourceExtra,
} from './wire-schemas.js';

/** A filter of a list that is no column of its rows (see `derivedFilters`). */
export type DerivedFilter = { field: Field; meaning: string };

/** A group of fields of the new/edit/view form. */
export type FormSection<N extends string = string> = { title: Title; fields: readonly N[] };

/** A voucher's type and numbering: `so_ct` is `prefix` + the next number of system/stt for (branch, ma_ct, year). */
export type VoucherSpec = {
  /** Voucher type code (ma_ct), e.g. 'HDB' for a sales bill. */
  ma_ct: string;
  /** Number prefix, e.g. 'HD'. */
  prefix: string;
  /** The resource has an approve variant (`<route>/approve`, action marker approve) and an approve endpoint. */
  approve?: boolean;
};

/**
 * The row version every catalogue row carries (`_version`): an opaque token that changes whenever the row is
 * written. A form sends back the one it read with its PUT or PATCH; when the stored row has another (someone saved
 * in between), the server answers 409 RECORD_CHANGED and writes nothing.
 */
export const ROW_VERSION_FIELD = '_version';

const rowVersionSchema = z
  .string()
  .describe('Row version: changes on every write of the row; send it back with PUT/PATCH (opaque)');

/** Fields every resource of the kind gets without declaring them (voucher header, branch, stamps). */
type BuiltInName =
  | 'ma_dvcs'
  | 'stt_rec'
  | 'ma_ct'
  | 'so_ct'
  | 'ngay_ct'
  | 'nguoi_duyet'
  | 'ngay_duyet'
  | keyof typeof stampFields;

/** A field of the declaration or one of the built-in ones. */
type Name<F> = (keyof F & string) | BuiltInName;

/** The declaration's enum fields (a status machine runs on one of them). */
type EnumName<F> = { [K in keyof F & string]: F[K] extends EnumField<string> ? K : never }[keyof F & string];

/** The values of an enum field. */
type ValueOf<X> = X extends EnumField<infer V> ? V : never;

/**
 * The status machine a resource may declare, typed against its fields: one of its enum fields, that field's values
 * as the statuses, its field names as the stamped and reason fields.
 */
export type ResourceStatuses<F> = {
  [K in EnumName<F>]: StatusMachineConfig<ValueOf<F[K]>, Name<F>> & { field: K };
}[EnumName<F>];

/** What a resource declares (packages/domain/src/resources/<module>/<name>.ts). */
export type ResourceConfig<F extends Record<string, Field>> = {
  /** Catalogue name, unique: i18n `resources.<name>`, lookups, audit log, operation ids. */
  name: string;
} & (
  | {
      /** Back-office list route, e.g. '/crm/partners' (a route of the route catalogue). */
      route: string;
      /** API path relative to /api (default: the route without its leading slash). */
      path?: string;
      /** Menu id whose rights guard it (default: the route's menu id, '/crm/partners' -> 'crm.partners'). */
      menuId?: string;
    }
  | {
      /** No screen of its own (read by the apps at start-up, written by settings screens): no route. */
      route?: undefined;
      path: string;
      menuId: string;
    }
) & {
    table: string;
    title: LabelInput;
    /** Every field a user sees or types (wire names, snake_case Vietnamese abbreviations of the glossary). */
    fields: F;
    /** Natural key, unique per tenant. */
    keyFields: readonly Name<F>[];
    /** Columns of the list, in order (default: every field a user types). */
    listColumns?: readonly Name<F>[];
    /** Fields the list filters on (exact match). */
    filters?: readonly Name<F>[];
    /**
     * Filters of the list that are no column of its rows: a field (its label, its kind: a day) and what it means
     * (`meaning`, English, for the contract). The server answers each by a condition of its own
     * (apps/server/src/routes/resource-sets/derived-filters.ts: customers who bought on a day, `ngay_mua`); the back
     * office offers it beside the other filters. One value, never several.
     */
    derivedFilters?: Readonly<Record<string, DerivedFilter>>;
    /** Fields of the accent-insensitive search. */
    search: readonly Name<F>[];
    /** Default order: field names, '-' in front for descending. */
    defaultSort: readonly string[];
    /** Form sections (default: one section holding every field). */
    sections?: readonly { title: LabelInput; fields: readonly Name<F>[] }[];
    /** Rows belong to a branch (ma_dvcs; added as a lookup of branches when not declared). */
    branchScope?: BranchScope;
    /** The salesperson/employee field of the employee data scope and of ownership ('own records'). */
    ownerField?: Name<F>;
    /** The date field of the list's fromDate/toDate (vouchers: ngay_ct). */
    dateField?: Name<F>;
    voucher?: VoucherSpec;
    /** Who may read it (default 'menu': the read right on the menu id). */
    readAccess?: ReadAccess;
    /** Extra routes besides list/get/create/replace/patch/delete (default: lookup). */
    extras?: readonly ResourceExtra[];
    /**
     * true (default): the list is paged (pageSize defaults to DEFAULT_PAGE_SIZE). false: without pageIndex/pageSize
     * the list holds every row (start-up lists the apps load whole).
     */
    pagedByDefault?: boolean;
    /** Rows are addressed by `_id` (default) or by their key fields as path segments (voucher infos). */
    addressBy?: 'id' | 'key';
    /**
     * Rows carry the stamps nguoi_tao, ngay_tao, nguoi_sua, ngay_sua (default true). Without them there is no
     * read-own rule either (it reads who created a row): the start-up tables of spec section 7.
     */
    stamps?: boolean;
    /** Rows carry `_version` and a PUT/PATCH may send it back (default true; see ROW_VERSION_FIELD). */
    rowVersion?: boolean;
    /**
     * A new row may bring its own `_id`, a UUID the client made (the POS's order id, also its idempotency key): a
     * POST with the `_id` of a row already stored answers that row and writes nothing (default false).
     */
    clientIds?: boolean;
    /** The print view `GET <path>/{id}/print` (default true). */
    print?: boolean;
    /**
     * What its print shows where the layout derived from the declaration (print-layout.ts: names for codes, the
     * line columns a customer reads, the voucher's totals) is wrong: header fields, line columns, totals, in order.
     */
    printLayout?: {
      header?: readonly Name<F>[];
      columns?: readonly string[];
      totals?: readonly Name<F>[];
      grandTotal?: Name<F>;
    };
    /** The table has a stored accent-folded `search_text` column, trigram indexed (default true). */
    storedSearch?: boolean;
    /** Table columns whose name differs from the wire field. */
    dbColumns?: Partial<Record<keyof F & string, string>>;
    /**
     * Signed-in customers (client portal) may list and read their own rows: see `CustomerAccess`. Without it a
     * customer gets nothing of the resource.
     */
    customerAccess?: { field: Name<F>; fields: readonly Name<F>[] };
    /** Cross-field rule on the complete record. */
    check?: (row: Record<string, unknown>) => RecordProblem | undefined;
    /**
     * The status machine (resources/status-machine.ts): the status field's transitions, who may run them, what they
     * stamp and what must hold first. The server refuses any other status change; the apps offer only these.
     */
    statuses?: ResourceStatuses<F>;
    /**
     * Values computed from the others (line amounts, voucher totals): a pure function the form runs while typing
     * and the server runs before saving, so stored totals never trust the client.
     */
    derive?: (record: Record<string, unknown>) => Record<string, unknown>;
  };

/**
 * What a signed-in customer may read of a resource (its list and one row; never a write, lookup or print):
 * - `field` says which rows are theirs: a lookup of customers (`partners`: the row's customer is the one signed in,
 *   the token's ma_kh, never a code the client sends) or of another resource a customer may read (a card's history
 *   through its card: the rows of the cards that are theirs);
 * - `fields` are the fields they see; every other one (the staff stamps, internal notes) is sent empty, so each must
 *   be one a row may leave empty. `_id` and `_version` are always sent.
 */
export type CustomerAccess = { field: string; fields: readonly string[] };

const toTitle = (label: LabelInput): Title =>
  Array.isArray(label) ? { vi: label[0], en: label[1] } : (label as Title);

/** Stamps every catalogue row carries, set by the server: who created and last changed it, and when. */
export const stampFields = {
  nguoi_tao: f.text(['Người tạo', 'Created by'], { readOnly: true, max: 64 }),
  ngay_tao: f.text(['Ngày tạo', 'Created at'], { readOnly: true, max: 40, instant: true }),
  nguoi_sua: f.text(['Người sửa', 'Changed by'], { readOnly: true, max: 64 }),
  ngay_sua: f.text(['Ngày sửa', 'Changed at'], { readOnly: true, max: 40, instant: true }),
} satisfies Record<string, Field>;

/** The fields every voucher header has (spec section 3: ma_dvcs, ma_ct, ngay_ct, stt_rec; glossary: so_ct). */
const voucherFields = (approve: boolean) => ({
  stt_rec: f.text(['Số thứ tự chứng từ', 'Voucher record id'], { readOnly: true, max: 64 }),
  ma_ct: f.code(['Loại chứng từ', 'Voucher type'], { readOnly: true, max: 16 }),
  so_ct: f.text(['Số chứng từ', 'Voucher number'], {
    max: 32,
    help: 'Left empty, the next number of system/stt is given',
  }),
  ngay_ct: f.date(['Ngày chứng từ', 'Voucher date'], { required: true }),
  ...(approve
    ? {
        nguoi_duyet: f.text(['Người duyệt', 'Approved by'], { readOnly: true, max: 64 }),
        ngay_duyet: f.text(['Ngày duyệt', 'Approved at'], { readOnly: true, max: 40, instant: true }),
      }
    : {}),
});

const branchField = f.lookup(['Đơn vị', 'Branch'], 'branchs', { required: true, valueField: 'ma_dvcs' });

/**
 * Declares a business resource once. From it the server derives its table, routes, validation, permission
 * checks (menu id), branch scope, voucher numbering and locks and audit log; the contract its resource set; the
 * back office its list, new, edit and view pages.
 */
export const defineResource = <const F extends Record<string, Field>>(config: ResourceConfig<F>) => {
  const branchScope = config.branchScope ?? 'none';
  const voucher = config.voucher;
  const stamps = config.stamps ?? true;
  const withVersion = config.rowVersion ?? true;
  const fields: Record<string, Field> = {
    ...(voucher ? voucherFields(voucher.approve ?? false) : {}),
    ...(branchScope === 'selected' && !('ma_dvcs' in config.fields) ? { ma_dvcs: branchField } : {}),
    ...config.fields,
    ...(stamps ? stampFields : {}),
  };
  const editable = Object.entries(fields).filter(([, field]) => !field.readOnly);
  const readOnlyFields = Object.entries(fields)
    .filter(([, field]) => field.readOnly)
    .map(([name]) => name);
  const linesField = editable.find(([, field]) => field.type === 'lines')?.[0];
  const record = z.object(Object.fromEntries(editable.map(([name, field]) => [name, fieldSchemaOf(field)])));
  const title = toTitle(config.title);
  const route = config.route;
  const path = config.path ?? (route ?? '').replace(/^\//, '');
  const menuId = config.menuId ?? menuIdOfPath(route ?? '');
  const dateFields = Object.entries(fields)
    .filter(([name, field]) => field.type === 'date' && !readOnlyFields.includes(name))
    .map(([name]) => name);
  const dateField = (config.dateField ?? (voucher ? 'ngay_ct' : undefined)) as string | undefined;
  const keyFields = config.keyFields as readonly string[];
  const filterFields = [...(config.filters ?? config.keyFields)] as string[];
  const derivedFilters = config.derivedFilters ?? {};
  for (const name of Object.keys(derivedFilters))
    if (name in fields) throw new Error(`${config.name}: derived filter '${name}' is a field of it`);
  const wire = wireSchemasOf({
    record,
    branchScope,
    filterFields,
    dateRangeField: dateField,
    dateFields,
    derivedFilters: Object.fromEntries(
      Object.entries(derivedFilters).map(([name, { field, meaning }]) => [
        name,
        { schema: fieldSchemaOf(field), day: field.type === 'date', meaning },
      ]),
    ),
  });
  /** A row as the server sends it: the record's columns, the server's read-only fields, `_id` and `_version`. */
  const rowSchema = wire.rowSchema.extend({
    ...Object.fromEntries(
      readOnlyFields.map((name) => {
        const field = fields[name]!;
        const value = field.type === 'lines' ? z.array(z.unknown()) : valueSchemaOf(field);
        return [name, value.nullable().describe(field.label.en)];
      }),
    ),
    ...(withVersion ? { [ROW_VERSION_FIELD]: rowVersionSchema } : {}),
  });
  const clientIds = config.clientIds ?? false;
  const clientId = clientIds
    ? {
        _id: z
          .uuid()
          .optional()
          .describe(
            'The row id the client made (a UUIDv7): sent again, the stored row is answered (200) and nothing is ' +
              'written, so a retry never makes a second row.',
          ),
      }
    : {};
  /** A replace or patch may say which version of the row it was made from (optimistic concurrency). */
  const sentVersion = withVersion
    ? {
        [ROW_VERSION_FIELD]: z
          .string()
          .max(32)
          .optional()
          .describe(
            'The _version of the row this change was made from: another version now stored is 409 RECORD_CHANGED ' +
              '(reload the row). Left out, the change applies to whatever is stored; ignored on create.',
          ),
      }
    : {};
  const sections = (config.sections ?? [{ title: title, fields: Object.keys(config.fields) }]).map((s) => ({
    title: toTitle(s.title),
    fields: s.fields as readonly string[],
  })) as readonly FormSection[];
  return {
    kind: 'resource' as const,
    name: config.name,
    /** The back-office list route; undefined for a resource without a screen of its own. */
    route,
    path,
    table: config.table,
    title,
    menuId,
    module: (route ?? `/${path}`).split('/')[1] ?? '',
    /** The zod object of the fields a user types (create/replace without branch defaulting). */
    record,
    keyFields,
    addressBy: config.addressBy ?? 'id',
    branchScope,
    readAccess: config.readAccess ?? 'menu',
    searchFields: config.search as readonly string[],
    filterFields,
    /** Filters that are no column of the rows, answered by the server's own condition (derived-filters.ts). */
    derivedFilters: derivedFilters as Readonly<Record<string, DerivedFilter>>,
    defaultSort: config.defaultSort,
    dateRangeField: dateField,
    dateFields,
    /** Table columns whose name differs from the wire field. */
    columns: config.dbColumns as Readonly<Record<string, string>> | undefined,
    extras: config.extras ?? (['lookup'] as readonly ResourceExtra[]),
    pagedByDefault: config.pagedByDefault ?? true,
    storedSearch: config.storedSearch ?? true,
    stamps,
    rowVersion: withVersion,
    print: config.print ?? true,
    /** What its print shows: header fields (names for codes), line columns and totals (print-layout.ts). */
    printLayout: printLayoutOf(
      fields,
      sections,
      linesField ? (fields[linesField] as LinesField).fields : undefined,
      config.printLayout as PrintLayoutConfig | undefined,
    ),
    check: config.check,
    ...wire,
    clientIds,
    inputSchema: wire.inputSchema.extend({ ...sentVersion, ...clientId }),
    patchSchema: wire.patchSchema.extend(sentVersion),
    rowSchema,
    listSchema: z.object({ items: z.array(rowSchema), total: z.number().int() }),
    /** The natural key of a row as one string, e.g. 'CN01/HD/2026'. */
    keyOf: (row: Record<string, unknown>): string => keyFields.map((f) => String(row[f])).join('/'),
    fields: fields as F & Record<string, Field>,
    listColumns: (config.listColumns ?? editable.map(([name]) => name)) as readonly string[],
    sections,
    ownerField: config.ownerField as string | undefined,
    derive: config.derive,
    statuses: config.statuses ? statusMachineOf(config.statuses as StatusMachineConfig) : undefined,
    dateField,
    voucher,
    readOnlyFields,
    linesField,
    lineFields: linesField ? (fields[linesField] as LinesField).fields : undefined,
    customerAccess: customerAccessOf(config.name, rowSchema, config.customerAccess),
  };
};

/** The declared customer access, checked: its fields are the resource's, and every field it hides may be empty. */
const customerAccessOf = (
  name: string,
  rowSchema: z.ZodObject,
  access: { field: string; fields: readonly string[] } | undefined,
): CustomerAccess | undefined => {
  if (!access) return undefined;
  const shape = rowSchema.shape as Record<string, z.ZodType>;
  for (const field of [access.field, ...access.fields])
    if (!(field in shape)) throw new Error(`${name}: customerAccess names '${field}', not a field of it`);
  const hidden = Object.keys(shape).filter(
    (field) => field !== '_id' && field !== ROW_VERSION_FIELD && !access.fields.includes(field),
  );
  const required = hidden.filter((field) => !shape[field]!.safeParse(null).success);
  if (required.length > 0)
    throw new Error(`${name}: customerAccess must show ${required.join(', ')} (a row never has them empty)`);
  return { field: access.field, fields: [...access.fields] };
};

/** A declared resource (the catalogue's and the start-up tables of spec section 7). */
export type Resource = ReturnType<typeof defineResource<Record<string, Field>>>;
/** A row of a resource as the API returns it. */
export type ResourceRow<T extends { rowSchema: z.ZodType }> = z.infer<T['rowSchema']>;
/** The create/replace body of a resource. */
export type ResourceInput<T extends { inputSchema: z.ZodType }> = z.input<T['inputSchema']>;
/** The patch body of a resource. */
export type ResourcePatch<T extends { patchSchema: z.ZodType }> = z.input<T['patchSchema']>;
