import {
  TIMELINE_PAGE_DEFAULT,
  timelineCursorOf,
  timelineHrefOf,
  type TimelineEntry,
  type TimelineKind,
  type TimelinePosition,
} from '@sen/domain/resources';
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { RowScope } from '../routes/resource-sets/set-query.js';
import { postingDescriptionKinds } from '@sen/domain/resources';
import type { Locale } from '@sen/domain';

type Db = Kysely<unknown> | Transaction<unknown>;

/**
 * A customer's timeline (Customer 360): one keyset-paged stream of everything that happened with them, newest
 * first — appointments, bills, POS sales (retail orders), service vouchers, prepaid-card entries, package sessions
 * used (the package ledger), calls, tickets, complaints, transfers between salespeople and notes — as one UNION
 * ALL. Each part reads only the customer's rows of its table through an index on (tenant_id, ma_kh, day) (migration
 * 0048), within the rows its source's scope gives the user (branches, read-own, employees: `RowScope`), at most a
 * page of them after the cursor; the union is ordered and cut to the page. A kind the user may not read is not
 * asked for at all.
 */

/**
 * The local time of day of a stamp: Vietnam time (UTC+7, no daylight saving), to the second — the precision of the
 * cursor, so that entries of one second are told apart by their id alone.
 */
const localTime = (column: RawBuilder<unknown>) =>
  sql`date_trunc('second', (${column} AT TIME ZONE 'UTC') + interval '7 hours')::time`;

/** An 'HH:mm' text column as a time of day (midnight when empty or not a time). */
const timeOfText = (column: RawBuilder<unknown>) =>
  sql`CASE WHEN ${column} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]' THEN substr(${column}, 1, 5)::time ELSE time '00:00' END`;

/** What every part selects, in this order and under these names (null where a kind has none). */
type Part = {
  /** Its table, aliased t (and any joins). */
  from: RawBuilder<unknown>;
  /** The day column the index orders (t.ngay_ct …), and the moment of the entry on that day. */
  day: RawBuilder<unknown>;
  at: RawBuilder<unknown>;
  /** The entry's id (for the order and the cursor) and the id of the page it opens. */
  id: RawBuilder<unknown>;
  linkId?: RawBuilder<unknown>;
  /** Its customer's column (t.ma_kh, or a transfer line's l.ma_kh). */
  customer: RawBuilder<unknown>;
  /** The table alias the scope (branches, owner, employees) applies to. */
  scoped: string;
  columns: Partial<Record<Column, RawBuilder<unknown>>>;
};

/** The columns every part selects and their SQL types (each cast, so the parts' NULLs unite with the others). */
const COLUMN_TYPES = {
  time: 'text',
  so_ct: 'text',
  title: 'text',
  detail: 'text',
  amount: 'bigint',
  status: 'text',
  outcome: 'text',
  direction: 'text',
  card: 'text',
  card_amount: 'bigint',
  balance: 'bigint',
  sessions: 'float8',
  duration: 'float8',
  from_name: 'text',
  to_name: 'text',
  by: 'text',
  ma_dvcs: 'text',
} as const;
type Column = keyof typeof COLUMN_TYPES;
const COLUMNS = Object.keys(COLUMN_TYPES) as Column[];

/**
 * The first lines of a voucher, 'Massage body ×2, Gội đầu dưỡng sinh' (three at most, then '…'); a line stored
 * without its name (an API client that sent the code alone) is named by its product.
 */
const linesSummary = (linesTable: string) => sql`(
  SELECT string_agg(x.ten_vt || CASE WHEN x.so_luong <> 1 THEN ' ×' || trim(to_char(x.so_luong, 'FM999999990.##'), '.') ELSE '' END, ', ' ORDER BY x.stt)
    || CASE WHEN (SELECT count(*) FROM ${sql.table(linesTable)} c WHERE c.header_id = t._id) > 3 THEN ', …' ELSE '' END
  FROM (
    SELECT coalesce(nullif(l.ten_vt, ''),
        (SELECT p.ten_vt FROM products p WHERE p.tenant_id = l.tenant_id AND p.ma_vt = l.ma_vt), l.ma_vt) AS ten_vt,
      l.so_luong, l.stt
    FROM ${sql.table(linesTable)} l WHERE l.header_id = t._id ORDER BY l.stt LIMIT 3) x)`;

/** A salesperson's name as the record keeps it, else as the salespeople list has it, else the code. */
const salerName = (name: RawBuilder<unknown>, code: RawBuilder<unknown>) =>
  sql`coalesce(nullif(${name}, ''),
    (SELECT s.ten_nvbh FROM sales_salers s WHERE s.tenant_id = t.tenant_id AND s.ma_nvbh = ${code}), ${code})`;

const voucherPart = (table: string, lines: string): Omit<Part, 'columns'> & { columns: Part['columns'] } => ({
  from: sql`${sql.table(table)} t`,
  day: sql`t.ngay_ct`,
  at: sql`t.ngay_ct + ${localTime(sql`t.ngay_tao`)}`,
  id: sql`t._id`,
  customer: sql`t.ma_kh`,
  scoped: 't',
  columns: {
    so_ct: sql`t.so_ct`,
    title: linesSummary(lines),
    detail: sql`nullif(t.dien_giai, '')`,
    amount: sql`t.t_tt`,
    status: sql`t.trang_thai`,
    card: sql`nullif(t.ma_the, '')`,
    card_amount: sql`nullif(t.tien_the, 0)`,
    by: sql`t.nguoi_tao`,
    ma_dvcs: sql`t.ma_dvcs`,
  },
});

const parts: Record<TimelineKind, Part> = {
  appointment: {
    from: sql`crm_tasks t`,
    day: sql`t.ngay_hen`,
    at: sql`t.ngay_hen + ${timeOfText(sql`t.gio_hen`)}`,
    id: sql`t._id`,
    customer: sql`t.ma_kh`,
    scoped: 't',
    columns: {
      time: sql`substr(t.gio_hen, 1, 5)`,
      so_ct: sql`t.so_ct`,
      title: sql`nullif(t.ten_vt, '')`,
      detail: sql`nullif(concat_ws(' · ', nullif(t.ten_nv, ''), nullif(t.ten_phong, ''), nullif(t.noi_dung, '')), '')`,
      status: sql`t.trang_thai`,
      by: sql`t.nguoi_tao`,
      ma_dvcs: sql`t.ma_dvcs`,
    },
  },
  bill: voucherPart('sales_bills', 'sales_bills_lines'),
  retail: voucherPart('sales_retail_orders', 'sales_retail_orders_lines'),
  service: voucherPart('sales_services', 'sales_services_lines'),
  card: {
    from: sql`sales_payment_card_histories t`,
    day: sql`t.ngay_ct`,
    at: sql`t.ngay_ct + ${localTime(sql`t.ngay_tao`)}`,
    id: sql`t._id`,
    customer: sql`t.ma_kh`,
    scoped: 't',
    columns: {
      so_ct: sql`coalesce(nullif(t.so_ct_goc, ''), t.so_ct)`,
      // What the user typed, else what the posting layer wrote it for, in the reader's language (below).
      title: sql`nullif(t.dien_giai, '')`,
      amount: sql`t.so_tien`,
      status: sql`t.loai_gd`,
      card: sql`t.ma_the`,
      balance: sql`t.so_du_sau`,
      by: sql`t.nguoi_tao`,
      ma_dvcs: sql`t.ma_dvcs`,
    },
  },
  // Sessions used: the package ledger's entries of service vouchers, each opening the customer's package.
  package: {
    from: sql`package_ledger t JOIN sales_customer_packages p ON p.tenant_id = t.tenant_id AND p.ma_lt = t.ma_lt`,
    day: sql`t.ngay_ct`,
    at: sql`t.ngay_ct + ${localTime(sql`t.posted_at`)}`,
    id: sql`t._id`,
    linkId: sql`p._id`,
    customer: sql`t.ma_kh`,
    scoped: 'p',
    columns: {
      so_ct: sql`t.so_ct`,
      title: sql`coalesce(nullif(t.ten_goi, ''), nullif(p.ten_goi, ''), t.ma_lt)`,
      detail: sql`nullif(p.ten_dv, '')`,
      amount: sql`nullif(t.tien_dung, 0)`,
      sessions: sql`t.so_buoi_dung`,
      ma_dvcs: sql`t.ma_dvcs`,
    },
  },
  call: {
    from: sql`crm_call_logs t`,
    day: sql`t.ngay_ct`,
    at: sql`t.ngay_ct + ${timeOfText(sql`t.gio_goi`)}`,
    id: sql`t._id`,
    customer: sql`t.ma_kh`,
    scoped: 't',
    columns: {
      time: sql`substr(t.gio_goi, 1, 5)`,
      so_ct: sql`t.so_ct`,
      title: sql`nullif(t.noi_dung, '')`,
      detail: sql`nullif(t.ten_nvbh, '')`,
      status: sql`t.ket_qua`,
      outcome: sql`t.tinh_trang`,
      direction: sql`t.chieu_goi`,
      duration: sql`t.thoi_luong`,
      by: sql`t.nguoi_tao`,
      ma_dvcs: sql`t.ma_dvcs`,
    },
  },
  ticket: {
    from: sql`crm_tickets t`,
    day: sql`t.ngay_ct`,
    at: sql`t.ngay_ct + ${localTime(sql`t.ngay_tao`)}`,
    id: sql`t._id`,
    customer: sql`t.ma_kh`,
    scoped: 't',
    columns: {
      so_ct: sql`t.so_ct`,
      title: sql`t.tieu_de`,
      detail: sql`nullif(t.noi_dung, '')`,
      amount: sql`nullif(t.tien_du_kien, 0)`,
      status: sql`t.trang_thai`,
      by: sql`t.nguoi_tao`,
      ma_dvcs: sql`t.ma_dvcs`,
    },
  },
  complaint: {
    from: sql`crm_complains t`,
    day: sql`t.ngay_ct`,
    at: sql`t.ngay_ct + ${localTime(sql`t.ngay_tao`)}`,
    id: sql`t._id`,
    customer: sql`t.ma_kh`,
    scoped: 't',
    columns: {
      so_ct: sql`t.so_ct`,
      title: sql`t.noi_dung`,
      detail: sql`nullif(t.ket_qua, '')`,
      amount: sql`nullif(t.tien_boi_thuong, 0)`,
      status: sql`t.trang_thai`,
      by: sql`t.nguoi_tao`,
      ma_dvcs: sql`t.ma_dvcs`,
    },
  },
  // A transfer names its customers in its lines: the entry is the line, dated by its voucher.
  transfer: {
    from: sql`crm_partner_transfers_lines l JOIN crm_partner_transfers t ON t._id = l.header_id`,
    day: sql`t.ngay_ct`,
    at: sql`t.ngay_ct + ${localTime(sql`t.ngay_tao`)}`,
    id: sql`l._id`,
    linkId: sql`t._id`,
    customer: sql`l.ma_kh`,
    scoped: 't',
    columns: {
      so_ct: sql`t.so_ct`,
      title: sql`nullif(t.ly_do, '')`,
      detail: sql`nullif(l.ghi_chu, '')`,
      status: sql`t.trang_thai`,
      from_name: salerName(sql`t.ten_nvbh_cu`, sql`t.ma_nvbh_cu`),
      to_name: salerName(sql`t.ten_nvbh_moi`, sql`t.ma_nvbh_moi`),
      by: sql`t.nguoi_tao`,
      ma_dvcs: sql`t.ma_dvcs`,
    },
  },
  note: {
    from: sql`crm_partner_notes t`,
    day: sql`t.ngay_ct`,
    at: sql`t.ngay_ct + ${localTime(sql`t.ngay_tao`)}`,
    id: sql`t._id`,
    customer: sql`t.ma_kh`,
    scoped: 't',
    columns: {
      so_ct: sql`t.so_ct`,
      title: sql`t.noi_dung`,
      by: sql`t.nguoi_tao`,
      ma_dvcs: sql`t.ma_dvcs`,
    },
  },
};

/** The rows of the part's source the scope lets the user read (as the source's own list would). */
export const scopeConditions = (alias: string, scope: RowScope): RawBuilder<unknown>[] => {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  const conditions: RawBuilder<unknown>[] = [sql`${column('tenant_id')} = ${scope.tenantId}`];
  if (scope.branches) conditions.push(sql`${column('ma_dvcs')} IN (${sql.join([...scope.branches, ''])})`);
  if (scope.restriction)
    conditions.push(
      sql`${column(scope.restriction.field)} IN (${sql.join([...scope.restriction.values, ''])})`,
    );
  const { owner, employees } = scope;
  if (owner)
    conditions.push(
      owner.ownerColumn && owner.salerCode
        ? sql`(lower(${column('nguoi_tao')}) = ${owner.userName.toLowerCase()} OR ${column(owner.ownerColumn)} = ${owner.salerCode})`
        : sql`lower(${column('nguoi_tao')}) = ${owner.userName.toLowerCase()}`,
    );
  if (employees)
    conditions.push(
      sql`(${column(employees.column)} IS NULL OR ${column(employees.column)} IN (${sql.join([...employees.codes, ''])}))`,
    );
  return conditions;
};

/**
 * A history entry's description: the one typed, else its posting kind's words in the language and its voucher
 * number ('Payment BL000022', posting-descriptions.ts).
 */
const describedTitle = (t: RawBuilder<unknown>, locale: Locale) =>
  sql`coalesce(nullif(${t}.dien_giai, ''), nullif(trim(concat_ws(' ', CASE ${t}.ma_dien_giai ${sql.join(
    postingDescriptionKinds.map(
      ([value, vi, en]) => sql`WHEN ${sql.lit(value)} THEN ${sql.lit(locale === 'en' ? en : vi)}`,
    ),
    sql` `,
  )} END, ${t}.so_ct_goc)), ''))`;

/** One part: the customer's rows of a kind within its scope, after the cursor, at most `limit`, newest first. */
const partQuery = (
  kind: TimelineKind,
  scope: RowScope & { locale?: Locale },
  ma_kh: string,
  before: TimelinePosition | undefined,
  limit: number,
) => {
  const part = parts[kind];
  const where = [
    ...scopeConditions(part.scoped, scope),
    sql`${part.customer} = ${ma_kh}`,
    // The part's own tenant column too, for joined tables (a package's ledger entries).
    ...(part.scoped !== 't' ? [sql`t.tenant_id = ${scope.tenantId}`] : []),
  ];
  if (kind === 'transfer') where.push(sql`l.tenant_id = ${scope.tenantId}`);
  if (kind === 'package') where.push(sql`t.so_buoi_dung > 0`);
  if (before) {
    // The day bound lets the index range start at the cursor's day; the pair compares within it.
    where.push(sql`${part.day} <= ${before.at.slice(0, 10)}::date`);
    where.push(sql`(${part.at}, ${part.id}::text) < (${before.at}::timestamp, ${before.id})`);
  }
  const columns =
    kind === 'card' ? { ...part.columns, title: describedTitle(sql`t`, scope.locale ?? 'vi') } : part.columns;
  const selected = COLUMNS.map(
    (name) => sql`CAST(${columns[name] ?? sql`NULL`} AS ${sql.raw(COLUMN_TYPES[name])}) AS ${sql.ref(name)}`,
  );
  return sql`(SELECT ${sql.lit(kind)}::text AS kind, ${part.id}::text AS id, ${part.at} AS at,
      ${part.day} AS day, ${part.linkId ?? part.id}::text AS link_id, ${sql.join(selected)}
    FROM ${part.from}
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY ${part.day} DESC, ${part.at} DESC, ${part.id} DESC
    LIMIT ${limit})`;
};

type Row = {
  kind: TimelineKind;
  id: string;
  at: string;
  day: string;
  link_id: string;
} & Record<Column, string | number | null>;

const textOf = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);
const numberOf = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

export type TimelineQuery = {
  tenantId: string;
  ma_kh: string;
  /** The kinds to read, each with the scope of its source for this user. */
  scopes: ReadonlyMap<TimelineKind, RowScope>;
  before?: TimelinePosition;
  limit?: number;
  /** The reader's language: what the posting layer wrote an entry for reads in it. */
  locale?: Locale;
};

/** A page of the customer's timeline and the cursor of the next (null once the stream is read to its end). */
export const readTimeline = async (
  db: Db,
  { tenantId, ma_kh, scopes, before, limit = TIMELINE_PAGE_DEFAULT, locale = 'vi' }: TimelineQuery,
): Promise<{ items: TimelineEntry[]; next: string | null }> => {
  if (scopes.size === 0) return { items: [], next: null };
  // One more than the page: whether a next page exists.
  const take = limit + 1;
  const union = sql.join(
    [...scopes].map(([kind, scope]) => partQuery(kind, { ...scope, tenantId, locale }, ma_kh, before, take)),
    sql` UNION ALL `,
  );
  const rows = (
    await sql<Row>`
      SELECT u.kind, u.id, to_char(u.at, 'YYYY-MM-DD"T"HH24:MI:SS') AS at, to_char(u.day, 'YYYY-MM-DD') AS day,
        u.link_id, ${sql.join(COLUMNS.map((name) => sql.ref(`u.${name}`)))}
      FROM (${union}) u
      ORDER BY u.at DESC, u.id DESC
      LIMIT ${take}`.execute(db)
  ).rows;
  const page = rows.slice(0, limit);
  const items = page.map((row): TimelineEntry => ({
    kind: row.kind,
    id: row.id,
    at: row.at,
    day: row.day,
    time: textOf(row.time),
    so_ct: textOf(row.so_ct),
    title: textOf(row.title),
    detail: textOf(row.detail),
    amount: numberOf(row.amount),
    status: textOf(row.status),
    outcome: textOf(row.outcome),
    direction: textOf(row.direction),
    card: textOf(row.card),
    card_amount: numberOf(row.card_amount),
    balance: numberOf(row.balance),
    sessions: numberOf(row.sessions),
    duration: numberOf(row.duration),
    from: textOf(row.from_name),
    to: textOf(row.to_name),
    by: textOf(row.by),
    ma_dvcs: textOf(row.ma_dvcs),
    href: timelineHrefOf(row.kind, row.link_id),
  }));
  const last = page.at(-1);
  return {
    items,
    next: rows.length > limit && last ? timelineCursorOf({ at: last.at, id: last.id }) : null,
  };
};
