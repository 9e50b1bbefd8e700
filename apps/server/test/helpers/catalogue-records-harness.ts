import { resourceSetList } from '@sen/domain';
import {
  lookupsOf,
  pricingFlagNames,
  resourceNamed,
  timeOfMinutes,
  type Resource,
} from '@sen/domain/resources';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { catalogueColumnOf } from '../../src/db/catalogue-schema.js';
import { hashPassword } from '../../src/security/password.js';
import { recordOf, fallbackLookup, type LookupTarget } from './catalogue-records.js';
import { send, type Method } from './resource-set-calls.js';
import { login, startTestServer, type TestServer } from './test-app.js';

/**
 * The server, users and row factory of the generated permission tests (test/catalogue/permissions*.test.ts):
 * users holding exactly one right, or every right but one, on every menu id; rows created by the admin from
 * generated records (lookup targets created first) and handed to an owner.
 */

export type Right = 'access' | 'read' | 'readall' | 'add' | 'edit' | 'del' | 'print';
export const allRights: readonly Right[] = ['access', 'read', 'readall', 'add', 'edit', 'del', 'print'];

type UserSpec = {
  rights: readonly Right[];
  /** Menu ids the rights are on (default: every menu id under test). */
  menus?: 'all' | 'plain' | 'other';
  branchs?: string;
  employees?: readonly string[];
  ma_nvbh?: string;
};

/** The rights a user lacking `right` holds: every other one (without read also without edit, which reads too). */
const allBut = (right: Right): Right[] =>
  allRights.filter((r) => r !== right && !(right === 'read' && r === 'edit'));

const userSpecs = {
  ...Object.fromEntries(allRights.map((r) => [`only_${r}`, { rights: [r] }])),
  ...Object.fromEntries(allRights.map((r) => [`but_${r}`, { rights: allBut(r) }])),
  /** Read and read-all. */
  read_all: { rights: ['read', 'readall'] },
  /** Every right, one branch (CN01): lock, approve, branch scope. */
  all: { rights: allRights },
  /** Every right on the menus of the screens, none on their approve variants. */
  no_approve: { rights: allRights, menus: 'plain' },
  /** Every right, but on another menu id only. */
  stranger: { rights: allRights, menus: 'other' },
  /** A salesperson reading without read-all: owns the rows whose owner field is NV001. */
  saler: { rights: ['read'], ma_nvbh: 'NV001' },
  /** Employee data scope: only NV001's rows. */
  scoped: { rights: allRights, employees: ['NV001'] },
  /** The picker's right: no right until a case gives it some on one menu id (`Harness.setRights`). */
  picker: { rights: [], ma_nvbh: 'NV009' },
} satisfies Record<string, UserSpec>;

export type UserKey = keyof typeof userSpecs | `only_${Right}` | `but_${Right}` | 'admin';

const PASSWORD = 'Perm@12345';

export type Harness = {
  server: TestServer;
  /** One request as the user (Tenant demo). */
  as: (
    user: UserKey,
    method: Method,
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) => Promise<LightMyRequestResponse>;
  /** A generated record of the resource, its lookup targets created first. */
  record: (
    resource: Resource,
    overrides?: Record<string, unknown>,
    day?: string,
  ) => Promise<Record<string, unknown>>;
  /**
   * A row created by the admin (201 expected), then owned (nguoi_tao) by `owner`. A status its machine does not
   * create records with (a locked card) is set in the table afterwards, as if the row had gone through its
   * transitions.
   */
  row: (
    resource: Resource,
    options?: { owner?: string; overrides?: Record<string, unknown>; day?: string; branch?: string },
  ) => Promise<Record<string, unknown> & { _id: string }>;
  /** The row as the admin reads it, or undefined when it is gone. */
  adminGet: (resource: Pick<Resource, 'path'>, id: string) => Promise<Record<string, unknown> | undefined>;
  /** How many rows the admin lists. */
  adminTotal: (resource: Pick<Resource, 'path'>) => Promise<number>;
  /** The row's stored values of `fields` as text (straight from the table: effects are checked without a request), or undefined when it is gone. */
  stored: (
    resource: Resource,
    id: string,
    fields?: readonly string[],
  ) => Promise<Record<string, string | null> | undefined>;
  /** How many rows the resource's table holds. */
  count: (resource: Resource) => Promise<number>;
  /** Replaces every right of the user by the given ones, per menu id. */
  setRights: (user: UserKey, rights: Readonly<Record<string, readonly Right[]>>) => Promise<void>;
  /** Lookup targets that could not be created (their lookups got made-up codes). */
  problems: string[];
  close: () => Promise<void>;
};

const startUpSetOf = (name: string): Resource | undefined =>
  resourceSetList.find((s) => s.name === name || s.path.split('/').at(-1) === name);

/** Starts the server and creates the users of the permission tests with rights on `menuIds`. */
export const startHarness = async (menuIds: readonly string[], approveMenuIds: readonly string[]) => {
  const server = await startTestServer();
  const db = server.database.db;
  const tenant = await db
    .selectFrom('tenants')
    .select('id')
    .where('code', '=', 'demo')
    .executeTakeFirstOrThrow();
  // The cases set the voucher locks they test: the demo's (last month's sales bills) would lock their days.
  await db.deleteFrom('voucher_locks').where('tenant_id', '=', tenant.id).execute();
  // An e-invoice provider, so the invoice-publish actions are allowed: Viettel at an address where nothing answers
  // (the sends their jobs make fail and wait for a retry).
  await db.deleteFrom('configs').where('tenant_id', '=', tenant.id).where('grp', '=', 'invoice').execute();
  await db
    .insertInto('configs')
    .values(
      [
        ['sale_invoice_type', 'viettel'],
        ['sale_invoice_url', 'http://127.0.0.1:9'],
        ['sale_invoice_username', 'sen'],
        ['sale_invoice_password', 'sen'],
      ].map(([name, value]) => ({ tenant_id: tenant.id, grp: 'invoice', name: name!, value: value! })),
    )
    .execute();
  const hash = await hashPassword(PASSWORD);
  const specs = Object.entries(userSpecs) as [string, UserSpec][];
  const users = await db
    .insertInto('users')
    .values(
      specs.map(([name, spec]) => ({
        tenant_id: tenant.id,
        user_name: name,
        password_hash: hash,
        ten_nsd: name,
        email: null,
        is_admin: false,
        branchs: spec.branchs ?? 'CN01',
        employee_yn: spec.employees !== undefined,
        employees: [...(spec.employees ?? [])],
        ma_nvbh: spec.ma_nvbh ?? null,
        ten_nvbh: spec.ma_nvbh ? `NV ${spec.ma_nvbh}` : null,
        agent_id: null,
        agent_pass: null,
      })),
    )
    .returning(['id', 'user_name'])
    .execute();
  const idOf = new Map(users.map((u) => [u.user_name, u.id]));
  const rightRows = specs.flatMap(([name, spec]) => {
    const menus =
      spec.menus === 'other'
        ? ['other.menu']
        : spec.menus === 'plain'
          ? menuIds
          : [...menuIds, ...approveMenuIds];
    return menus.map((menu_id) => ({
      tenant_id: tenant.id,
      user_id: idOf.get(name)!,
      menu_id,
      ...Object.fromEntries(spec.rights.map((r) => [`r_${r}`, true])),
    }));
  });
  for (let i = 0; i < rightRows.length; i += 500)
    await db
      .insertInto('user_rights')
      .values(rightRows.slice(i, i + 500))
      .execute();

  const tokens = new Map<string, string>();
  let ip = 10;
  for (const [name] of [['admin'], ...specs]) {
    ip += 1;
    const password = name === 'admin' ? 'Admin@123' : PASSWORD;
    const result = await login(server.app, name!, password, { ip: `10.9.0.${ip}` });
    if (result.status !== 200) throw new Error(`sign-in of ${name} failed: ${JSON.stringify(result.json)}`);
    tokens.set(name!, result.accessToken);
  }

  const as: Harness['as'] = (user, method, url, body, headers) =>
    send(server.app, method, url, { token: tokens.get(user)!, body, headers });

  const problems: string[] = [];
  const values = new Map<string, string | null>();
  /** The catalogue rows made for lookups, by target name and value. */
  const madeRows = new Map<string, Record<string, unknown>>();
  const creating = new Set<string>();
  let seed = 100;

  /**
   * The branch a lookup's row must be of: the record's own (`ma_dvcs` given) when the target is keyed by branch too
   * (a call log's follow-up task is one of its branch, as the server checks).
   */
  const branchOf = (t: LookupTarget, overrides: Record<string, unknown>): string | undefined =>
    resourceNamed(t.resource)?.keyFields.includes('ma_dvcs') && typeof overrides.ma_dvcs === 'string'
      ? overrides.ma_dvcs
      : undefined;

  const lookupKey = (t: LookupTarget, branch: string | undefined) =>
    `${t.resource}|${t.valueField ?? ''}|${t.occurrence}|${t.seed ?? ''}|${branch ?? ''}`;

  /** The code a lookup takes: a start-up set's row, or a catalogue row created for it (in `branch`). */
  const ensure = async (target: LookupTarget, branch: string | undefined): Promise<void> => {
    const key = lookupKey(target, branch);
    if (values.has(key) || creating.has(target.resource)) return;
    const set = startUpSetOf(target.resource);
    const resource = resourceNamed(target.resource);
    let value: string | undefined;
    if (resource && target.resource !== 'branchs') {
      creating.add(target.resource);
      try {
        const created = await createRow(resource, branch ? { overrides: { ma_dvcs: branch }, branch } : {});
        value = String(created[target.valueField ?? resource.keyFields[0]!] ?? '');
        madeRows.set(`${target.resource}|${value}`, created);
      } catch (error) {
        problems.push(`${target.resource}: ${(error as Error).message.slice(0, 200)}`);
      } finally {
        creating.delete(target.resource);
      }
    } else if (set && target.resource !== 'branchs') {
      const res = await as('admin', 'GET', `/api/${set.path}`);
      const items = res.statusCode === 200 ? (res.json().items as Record<string, unknown>[]) : [];
      const item = items[target.occurrence % Math.max(items.length, 1)];
      if (item) value = String(item[target.valueField ?? set.keyFields[0]!]);
    }
    // The branches are the demo tenant's (CN01…); a target that could not be made leaves the lookup empty (the
    // server refuses a code it has no row of).
    values.set(key, value || (target.resource === 'branchs' ? fallbackLookup(target) : null));
  };

  /**
   * The record with the other key fields of each lookup's row (`alsoMatch`: a line's product is its batch's, a call
   * log's branch its task's), as the server checks them; the fields the caller gave stay.
   */
  const withMatchingKeys = (
    resource: Resource,
    record: Record<string, unknown>,
    overrides: Record<string, unknown>,
  ): Record<string, unknown> => {
    for (const lookup of lookupsOf(resource)) {
      if (lookup.alsoMatch.length === 0) continue;
      const match = (row: Record<string, unknown>) => {
        const target = madeRows.get(`${lookup.target}|${String(row[lookup.field])}`);
        if (!target) return;
        for (const name of lookup.alsoMatch)
          if (lookup.lines || !(name in overrides)) row[name] = target[name];
      };
      if (!lookup.lines) match(record);
      else
        for (const line of (record[lookup.lines] as Record<string, unknown>[] | undefined) ?? []) match(line);
    }
    return record;
  };

  /**
   * The record as the server's rules across rows take it: a return takes back a little of each line its bill
   * sold, for the bill's customer, refunded in cash, and the bill is done (the return rule, @sen/domain
   * sales/return-rule.ts); a service voucher's lines use no package (whose sessions, customer and payment have
   * rules of their own: test/posting/packages.test.ts); a priced voucher names no discount code (valid at one
   * branch and for so many uses: test/posting/pricing.test.ts); purchases and no-name cards as said below.
   */
  const fitted = async (resource: Resource, record: Record<string, unknown>, mySeed: number) => {
    if (pricingFlagNames[resource.name]) record = { ...record, ma_ck: null };
    // A sample appointment takes a minute of the day of its own (08:00–20:59 by the seed), so the sample
    // appointments of one technician never overlap: the booking guard refuses that
    // (test/crm/task-bookings.test.ts).
    if (resource.name === 'tasks' && typeof record.gio_hen === 'string')
      return { ...record, gio_hen: timeOfMinutes(8 * 60 + (mySeed % (13 * 60))), thoi_luong: 1 };
    if (resource.name === 'sales-services') {
      const lines = (record.chi_tiet as Record<string, unknown>[] | undefined) ?? [];
      const back = {
        ...record,
        // Nor is it paid with a no-name card (test/posting/no-name-cards.test.ts).
        ma_the_vd: null,
        tien_the_vd: 0,
        chi_tiet: lines.map((line) => ({ ...line, ma_lt: null })),
      };
      return resource.derive ? (resource.derive(back) as Record<string, unknown>) : back;
    }
    // A sample retail order is kept at no table or room, which hold one open order each and follow it
    // (test/posting/place-orders.test.ts).
    if (resource.name === 'retail-orders')
      return { ...record, ma_ban: null, ma_phong: null, ma_httt2: null, tien_httt2: 0 };
    // A sample e-invoice replaces none: the invoice it names would have to be a published one of the branch.
    if (resource.name === 'invoice-orders') return { ...record, so_ct_goc: null };
    // A sample goods receipt receives no purchase order, whose status and quantities have rules of their own
    // (test/posting/purchase-receipts.test.ts); a sample order is not yet received (its receipts say when it is).
    if (resource.name === 'receipt-orders') return { ...record, so_dh: null };
    if (resource.name === 'domestic-orders' && ['2', '3'].includes(String(record.trang_thai)))
      return { ...record, trang_thai: '1' };
    // Sample no-name card sales and top-ups are drafts: a done one needs a card in stock, or sold
    // (test/posting/no-name-cards.test.ts).
    if (resource.name === 'no-name-orders' || resource.name === 'no-name-deposits')
      return { ...record, trang_thai: '0' };
    if (resource.name !== 'returns') return record;
    const bill = madeRows.get(`bills|${String(record.so_ct_hd)}`);
    if (!bill) return record;
    await sql`UPDATE sales_bills SET trang_thai = '1' WHERE _id = ${bill._id}`.execute(db);
    const lines = (bill.chi_tiet as Record<string, unknown>[] | undefined) ?? [];
    const back = {
      ...record,
      // Of the bill only: a return names one original (a retail order's returns: test/posting/retail-returns.test.ts).
      so_ct_bl: null,
      ma_kh: bill.ma_kh,
      ten_kh: bill.ten_kh,
      // Refunded in cash (a refund to the bill's card has its own rules: test/posting/account-ledger.test.ts).
      ma_the: null,
      tien_the: 0,
      chi_tiet: lines.map(({ ma_vt, ten_vt, dvt, gia }) => ({ ma_vt, ten_vt, dvt, gia, so_luong: 0.001 })),
    };
    return resource.derive ? (resource.derive(back) as Record<string, unknown>) : back;
  };

  const record: Harness['record'] = async (resource, overrides = {}, day) => {
    const mySeed = (seed += 1);
    for (let round = 0; round < 4; round += 1) {
      const missing: LookupTarget[] = [];
      const result = recordOf(resource, {
        seed: mySeed,
        day,
        overrides,
        lookup: (t) => {
          const value = values.get(lookupKey(t, branchOf(t, overrides)));
          if (value === undefined && !creating.has(t.resource)) missing.push(t);
          // A lookup of a target being made (a parent department, a cycle) stays empty.
          return value !== undefined ? value : creating.has(t.resource) ? null : fallbackLookup(t);
        },
      });
      if (missing.length === 0)
        return fitted(resource, withMatchingKeys(resource, result, overrides), mySeed);
      for (const t of missing) await ensure(t, branchOf(t, overrides));
    }
    throw new Error(`lookups of ${resource.name} do not settle`);
  };

  const createRow = async (
    resource: Resource,
    options: { overrides?: Record<string, unknown>; day?: string; branch?: string },
  ): Promise<Record<string, unknown> & { _id: string }> => {
    const body = await record(resource, options.overrides, options.day);
    const res = await as(
      'admin',
      'POST',
      `/api/${resource.path}`,
      body,
      options.branch ? { branchs: options.branch } : {},
    );
    if (res.statusCode !== 201)
      throw new Error(`admin POST ${resource.path}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res.json() as Record<string, unknown> & { _id: string };
  };

  const row: Harness['row'] = async (resource, options = {}) => {
    const machine = resource.statuses;
    const { [machine?.field ?? '']: status, ...others } = options.overrides ?? {};
    const later = machine && status !== undefined && !machine.createdAs.includes(String(status));
    const created = await createRow(resource, later ? { ...options, overrides: others } : options);
    if (machine && later) {
      await sql`UPDATE ${sql.table(resource.table)} SET ${sql.ref(catalogueColumnOf(resource, machine.field))} = ${status}
        WHERE _id = ${created._id}`.execute(db);
      created[machine.field] = status;
    }
    // The start-up resources (units, taxes…) keep no stamps: their rows have no owner to set.
    if (options.owner && resource.stamps !== false) {
      await sql`UPDATE ${sql.table(resource.table)} SET nguoi_tao = ${options.owner} WHERE _id = ${created._id}`.execute(
        db,
      );
      created.nguoi_tao = options.owner;
    }
    return created;
  };

  const adminGet: Harness['adminGet'] = async (resource, id) => {
    const res = await as('admin', 'GET', `/api/${resource.path}/${id}`);
    if (res.statusCode === 404) return undefined;
    if (res.statusCode !== 200)
      throw new Error(`admin GET ${resource.path}/${id}: ${res.statusCode} ${res.body}`);
    return res.json() as Record<string, unknown>;
  };

  const adminTotal: Harness['adminTotal'] = async (resource) => {
    const res = await as('admin', 'GET', `/api/${resource.path}?pageIndex=0&pageSize=10`);
    if (res.statusCode !== 200) throw new Error(`admin GET ${resource.path}: ${res.statusCode} ${res.body}`);
    return res.json().total as number;
  };

  const stored: Harness['stored'] = async (resource, id, fields = []) => {
    const columns = fields.map(
      (field) => sql`${sql.ref(catalogueColumnOf(resource, field))}::text AS ${sql.ref(field)}`,
    );
    const result = await sql<Record<string, string | null>>`SELECT ${sql.join([sql`_id`, ...columns])}
      FROM ${sql.table(resource.table)} WHERE _id = ${id}`.execute(db);
    return result.rows[0];
  };

  const count: Harness['count'] = async (resource) => {
    const result = await sql<{
      n: string;
    }>`SELECT count(*)::text AS n FROM ${sql.table(resource.table)}`.execute(db);
    return Number(result.rows[0]!.n);
  };

  const setRights: Harness['setRights'] = async (user, rights) => {
    const userId = idOf.get(user)!;
    await db.deleteFrom('user_rights').where('user_id', '=', userId).execute();
    const rows = Object.entries(rights).map(([menu_id, granted]) => ({
      tenant_id: tenant.id,
      user_id: userId,
      menu_id,
      ...Object.fromEntries(granted.map((r) => [`r_${r}`, true])),
    }));
    if (rows.length > 0) await db.insertInto('user_rights').values(rows).execute();
  };

  const harness: Harness = {
    server,
    as,
    setRights,
    record,
    row,
    adminGet,
    adminTotal,
    stored,
    count,
    problems,
    close: () => server.close(),
  };
  return harness;
};
