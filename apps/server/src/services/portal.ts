import { businessToday } from '@sen/domain';
import {
  appointmentStart,
  holdsTime,
  portalCancelProblemOf,
  TASK_REQUESTED,
  type PortalAppointment,
  type PortalHistoryEntry,
  type PortalProfile,
  type TimelinePosition,
} from '@sen/domain/resources';
import { sql, type Kysely } from 'kysely';
import type { CustomerRow } from '../db/schema.js';
import { customerCards } from './customer-summary.js';
import { readTimeline } from './customer-timeline.js';

/**
 * What the client portal reads of the signed-in customer (routes/portal/portal-routes.ts): always by the code of
 * the token's customer, never one the client sends, across every branch of the tenant (the customer's own story is
 * not split by branch).
 */

type Db = Kysely<unknown>;

const text = (value: unknown): string | null =>
  value === null || value === undefined || value === '' ? null : String(value);

/** The profile as the portal shows and edits it; dia_chi without the ward's name the portal added to it. */
export const portalProfileOf = (
  customer: CustomerRow & Record<string, unknown>,
  wardName?: string | null,
) => {
  const address = text(customer.dia_chi);
  const suffix = wardName ? `, ${wardName}` : null;
  const street = address && suffix && address.endsWith(suffix) ? address.slice(0, -suffix.length) : address;
  return {
    ma_kh: String(customer.ma_kh),
    ten_kh: String(customer.ten_kh ?? ''),
    dien_thoai: text(customer.dien_thoai),
    email: text(customer.email),
    ngay_sinh:
      customer.ngay_sinh instanceof Date
        ? customer.ngay_sinh.toISOString().slice(0, 10)
        : (text(customer.ngay_sinh)?.slice(0, 10) ?? null),
    dia_chi: street,
    tinh_thanh: text(customer.tinh_thanh),
    ma_tinh: text(customer.ma_tinh),
    ma_xa: text(customer.ma_xa),
  } satisfies PortalProfile;
};

export const portalCards = (db: Db, tenantId: string, ma_kh: string) =>
  customerCards(db, { tenantId }, ma_kh);

/** Every package of the customer (those used up too, after the others) with the sessions used of each. */
export const portalPackages = async (db: Db, tenantId: string, ma_kh: string) => {
  const packages = (
    await sql<{
      _id: string;
      ma_lt: string;
      ten_goi: string | null;
      ten_dv: string | null;
      so_buoi: number | null;
      so_buoi_con: number | null;
      ngay_mua: string | null;
      ngay_het_han: string | null;
    }>`
      SELECT t._id::text AS _id, t.ma_lt, t.ten_goi, t.ten_dv, t.so_buoi::float8 AS so_buoi,
        t.so_buoi_con::float8 AS so_buoi_con, to_char(t.ngay_mua, 'YYYY-MM-DD') AS ngay_mua,
        to_char(t.ngay_het_han, 'YYYY-MM-DD') AS ngay_het_han
      FROM sales_customer_packages t
      WHERE t.tenant_id = ${tenantId} AND t.ma_kh = ${ma_kh}
      ORDER BY t.so_buoi_con > 0 DESC, t.ngay_mua DESC NULLS LAST, t.ma_lt
      LIMIT 50`.execute(db)
  ).rows;
  if (packages.length === 0) return [];
  const uses = (
    await sql<{
      ma_lt: string;
      ngay_ct: string;
      so_ct: string | null;
      so_buoi: number;
      ma_dvcs: string | null;
      ten_dvcs: string | null;
    }>`
      SELECT l.ma_lt, to_char(l.ngay_ct, 'YYYY-MM-DD') AS ngay_ct, l.so_ct, l.so_buoi_dung::float8 AS so_buoi,
        l.ma_dvcs, b.ten_dvcs
      FROM package_ledger l
      LEFT JOIN branches b ON b.tenant_id = l.tenant_id AND b.ma_dvcs = l.ma_dvcs
      WHERE l.tenant_id = ${tenantId} AND l.ma_kh = ${ma_kh} AND l.so_buoi_dung <> 0
        AND l.ma_lt IN (${sql.join(packages.map((p) => p.ma_lt))})
      ORDER BY l.ngay_ct DESC, l.posted_at DESC`.execute(db)
  ).rows;
  return packages.map((p) => ({
    ...p,
    so_buoi: p.so_buoi ?? 0,
    so_buoi_con: p.so_buoi_con ?? 0,
    uses: uses
      .filter((u) => u.ma_lt === p.ma_lt)
      .slice(0, 50)
      .map(({ ma_lt: _, ...use }) => use),
  }));
};

type TaskRow = {
  _id: string;
  so_ct: string;
  ngay_hen: string;
  gio_hen: string;
  thoi_luong: number | null;
  ma_vt: string | null;
  ten_vt: string | null;
  ten_nv: string | null;
  ma_dvcs: string | null;
  ten_dvcs: string | null;
  noi_dung: string | null;
  trang_thai: string | null;
};

/** The customer's appointments of the last year and ahead: those still to come (soonest first), and the others. */
export const portalAppointments = async (
  db: Db,
  tenantId: string,
  ma_kh: string,
  now: Date,
  cancelBeforeHours: number,
): Promise<{ upcoming: PortalAppointment[]; past: PortalAppointment[] }> => {
  const rows = (
    await sql<TaskRow>`
      SELECT t._id::text AS _id, t.so_ct, to_char(t.ngay_hen, 'YYYY-MM-DD') AS ngay_hen, t.gio_hen,
        t.thoi_luong::float8 AS thoi_luong, t.ma_vt, t.ten_vt, t.ten_nv, t.ma_dvcs, b.ten_dvcs, t.noi_dung,
        t.trang_thai
      FROM crm_tasks t
      LEFT JOIN branches b ON b.tenant_id = t.tenant_id AND b.ma_dvcs = t.ma_dvcs
      WHERE t.tenant_id = ${tenantId} AND t.ma_kh = ${ma_kh}
        AND t.ngay_hen >= (${businessToday(now)}::date - 366)
      ORDER BY t.ngay_hen DESC, t.gio_hen DESC
      LIMIT 300`.execute(db)
  ).rows;
  const upcoming: PortalAppointment[] = [];
  const past: PortalAppointment[] = [];
  for (const row of rows) {
    const status = row.trang_thai || '0';
    const start = appointmentStart(row.ngay_hen, row.gio_hen);
    const end = start && new Date(start.getTime() + (row.thoi_luong ?? 0) * 60_000);
    const appointment: PortalAppointment = {
      ...row,
      trang_thai: status,
      can_cancel: !portalCancelProblemOf(row, now, cancelBeforeHours),
    };
    // Still to come: it holds its time and has not ended yet.
    if (holdsTime({ trang_thai: status }) && end && end.getTime() > now.getTime()) upcoming.push(appointment);
    else past.push(appointment);
  }
  return { upcoming: upcoming.reverse(), past: past.slice(0, 50) };
};

/** The first of the customer's upcoming appointments (a request included), for the portal's home. */
export const nextAppointment = (upcoming: readonly PortalAppointment[]): PortalAppointment | null =>
  upcoming[0] ?? null;

/** Whether a status is a portal request (for the reader of the rows). */
export const isRequested = (status: string | null | undefined) => status === TASK_REQUESTED;

/** A page of the customer's bills, POS sales and service vouchers, newest first (the Customer 360's stream). */
export const portalHistory = async (
  db: Db,
  tenantId: string,
  ma_kh: string,
  before: TimelinePosition | undefined,
  limit: number,
): Promise<{ items: PortalHistoryEntry[]; next: string | null }> => {
  const scope = { tenantId };
  const page = await readTimeline(db, {
    tenantId,
    ma_kh,
    scopes: new Map([
      ['bill', scope],
      ['retail', scope],
      ['service', scope],
    ]),
    before,
    limit,
  });
  const codes = [...new Set(page.items.map((e) => e.ma_dvcs).filter((c): c is string => !!c))];
  const names = new Map(
    codes.length === 0
      ? []
      : (
          await sql<{ ma_dvcs: string; ten_dvcs: string }>`
            SELECT ma_dvcs, ten_dvcs FROM branches
            WHERE tenant_id = ${tenantId} AND ma_dvcs IN (${sql.join(codes)})`.execute(db)
        ).rows.map((b) => [b.ma_dvcs, b.ten_dvcs]),
  );
  return {
    items: page.items.map((e) => ({
      kind: e.kind as PortalHistoryEntry['kind'],
      id: e.id,
      day: e.day,
      so_ct: e.so_ct,
      title: e.title,
      amount: e.amount,
      card: e.card,
      card_amount: e.card_amount,
      ma_dvcs: e.ma_dvcs,
      ten_dvcs: e.ma_dvcs ? (names.get(e.ma_dvcs) ?? null) : null,
    })),
    next: page.next,
  };
};

/** What the booking form offers: the active services, the branches with their hours, the active technicians. */
export const portalBookingOptions = async (db: Db, tenantId: string) => {
  const [services, branches, technicians] = await Promise.all([
    sql<{ ma_vt: string; ten_vt: string; thoi_gian: number | null; gia_ban: string | null }>`
      SELECT ma_vt, ten_vt, thoi_gian::float8 AS thoi_gian, gia_ban::text AS gia_ban FROM stock_services
      WHERE tenant_id = ${tenantId} AND trang_thai IS NOT FALSE ORDER BY ten_vt, ma_vt LIMIT 500`.execute(db),
    sql<{ ma_dvcs: string; ten_dvcs: string; gio_mo: string | null; gio_dong: string | null }>`
      SELECT ma_dvcs, ten_dvcs, gio_mo, gio_dong FROM branches WHERE tenant_id = ${tenantId} ORDER BY ma_dvcs`.execute(
      db,
    ),
    sql<{ ma_nv: string; ten_nv: string; ma_dvcs: string | null }>`
      SELECT ma_nv, ten_nv, ma_dvcs FROM hr_employees
      WHERE tenant_id = ${tenantId} AND trang_thai IS NOT FALSE ORDER BY ten_nv, ma_nv LIMIT 1000`.execute(
      db,
    ),
  ]);
  return {
    services: services.rows.map((s) => ({
      ...s,
      thoi_gian: s.thoi_gian ?? 60,
      gia_ban: Number(s.gia_ban ?? 0),
    })),
    branches: branches.rows,
    technicians: technicians.rows,
  };
};
