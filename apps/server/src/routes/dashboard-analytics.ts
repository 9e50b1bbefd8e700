import { can } from '@sen/auth';
import {
  businessToday,
  dashboardQuerySchema,
  type DashboardSummary,
  dashboardSummarySchema,
  errorSchema,
  type UserInfo,
} from '@sen/domain';
import { reportCatalogue, resourceNamed, type EnumField, type Resource } from '@sen/domain/resources';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.js';
import { noStoreHook } from '../http/cache-control.js';
import { branchScopeOf, tenantOf } from '../http/context-access.js';
import { bearerSecurity, signedInHeaders } from '../http/documented-headers.js';
import { cacheStoreOf } from '../services/cache-store.js';
import {
  appointmentsOfDay,
  branchNames,
  customersOfDay,
  dayBefore,
  paymentNames,
  paymentsOfDay,
  placesInUse,
  revenueByBranch,
  revenueByDay,
  topServices,
  topStaff,
  type LedgerScope,
} from '../services/dashboard-summary.js';
import { requestUserInfo } from './resource-sets/catalogue-scope.js';
import type { RowScope } from './resource-sets/set-query.js';
import { scopeOf } from './resource-sets/set-scope.js';

/**
 * Seconds the trend's past days of one branch selection are cached (GET system/clear-cache recomputes them). The
 * day's own figures are always read fresh, so the dashboard follows the day's sales live.
 */
const TREND_TTL_SECONDS = 30;
/** The trend's length in days, ending on the day. */
const TREND_DAYS = 30;

const report = (name: string) => {
  const found = reportCatalogue.find((r) => r.name === name);
  if (!found) throw new Error(`no report ${name}`);
  return found;
};
/** Each figure's source: the report or screen whose read right shows it. */
const sources = {
  revenue: report('reports-sale-revenue'),
  services: report('reports-sale-detail-revenue'),
  staff: report('reports-employee-revenue'),
  tasks: resourceNamed('tasks')!,
  rooms: resourceNamed('rooms')!,
  customers: resourceNamed('partners')!,
  tables: resourceNamed('restaurant-tables')!,
};

/** The appointments' statuses in their order. */
const taskStatusValues = (sources.tasks.fields.trang_thai as EnumField).options.map((o) => String(o.value));

const readable = (info: UserInfo, menuId: string): boolean => can(info, { menuId, right: 'read' });

const byTotal = <T extends { total: number }>(a: T, b: T) => b.total - a.total;

/** The day's revenue, how it was paid (the rest left owing) and its branches' shares. */
const revenueOf = async (
  deps: AppDeps,
  scope: LedgerScope,
  branches: { ma_dvcs: string; ten_dvcs: string }[],
): Promise<NonNullable<DashboardSummary['revenue']>> => {
  const db = deps.db as never;
  const [perBranch, payments] = await Promise.all([revenueByBranch(db, scope), paymentsOfDay(db, scope)]);
  const total = perBranch.reduce((sum, row) => sum + row.total, 0);
  const names = await paymentNames(db, scope.tenantId, {
    types: payments.flatMap((p) => (p.ma_httt ? [p.ma_httt] : [])),
    accounts: payments.filter((p) => !p.ma_httt && p.key !== 'CARD').map((p) => p.tk),
  });
  const by_payment = payments
    .filter((p) => p.total !== 0)
    .map((p) => ({
      key: p.key,
      ma_httt: p.ma_httt,
      name:
        (p.ma_httt ? names.types.get(p.ma_httt) : p.key === 'CARD' ? undefined : names.accounts.get(p.tk)) ??
        p.ma_httt ??
        (p.key === 'CARD' ? '' : p.tk),
      total: p.total,
    }));
  const debt = total - by_payment.reduce((sum, p) => sum + p.total, 0);
  if (debt !== 0) by_payment.push({ key: 'DEBT', ma_httt: null, name: '', total: debt });
  const found = new Map(perBranch.map((row) => [row.ma_dvcs, row]));
  return {
    total,
    vouchers: perBranch.reduce((sum, row) => sum + row.vouchers, 0),
    by_branch: branches
      .map((b) => ({
        ...b,
        total: found.get(b.ma_dvcs)?.total ?? 0,
        vouchers: found.get(b.ma_dvcs)?.vouchers ?? 0,
      }))
      .sort(byTotal),
    by_payment: by_payment.sort(byTotal),
  };
};

/** Revenue of the 30 days ending on the day: the past days cached for a while, the day's own total given. */
const trendOf = async (
  deps: AppDeps,
  scope: LedgerScope,
  today: number,
): Promise<NonNullable<DashboardSummary['trend']>> => {
  const from = dayBefore(scope.day, TREND_DAYS - 1);
  const to = dayBefore(scope.day, 1);
  const key = `dashboard.trend:${[...scope.branches].sort().join(',')}:${from}:${to}`;
  const past = await cacheStoreOf(deps.db).getOrCompute(scope.tenantId, key, TREND_TTL_SECONDS, async () =>
    Object.fromEntries(await revenueByDay(deps.db as never, scope, from, to)),
  );
  return Array.from({ length: TREND_DAYS }, (_, i) => {
    const day = dayBefore(scope.day, TREND_DAYS - 1 - i);
    return { day, total: day === scope.day ? today : (past[day] ?? 0) };
  });
};

/** A screen's rows within the user's scope (null when the user may not read the screen). */
const scopedRead = async <T>(
  deps: AppDeps,
  request: FastifyRequest,
  info: UserInfo,
  resource: Resource,
  read: (scope: Awaited<ReturnType<typeof scopeOf>>) => Promise<T>,
): Promise<T | null> =>
  readable(info, resource.menuId) ? read(await scopeOf(deps, request, resource)) : null;

/**
 * The customers the figure may count: those the customers list shows the user (its scope: branches, own customers,
 * employees), or, without that list, those of the branches; whether that is every customer of the tenant (every
 * branch of the tenant selected, no other rule), when nothing needs looking up.
 */
const customerScopeOf = async (
  deps: AppDeps,
  request: FastifyRequest,
  info: UserInfo,
  scope: LedgerScope,
): Promise<{ scope: RowScope; everyCustomer: boolean }> => {
  const rows: RowScope = readable(info, sources.customers.menuId)
    ? await scopeOf(deps, request, sources.customers)
    : { tenantId: scope.tenantId, branches: scope.branches };
  const branches = rows.branches;
  const everyBranch =
    branches === undefined || request.ctx.tenantBranchs.every((code) => branches.includes(code));
  return {
    scope: rows,
    everyCustomer: everyBranch && !rows.owner && !rows.employees && !rows.restriction && !rows.customer,
  };
};

export const registerDashboardRoute = (app: FastifyInstance, deps: AppDeps): void => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/dashboard/analytics',
    {
      onRequest: noStoreHook,
      schema: {
        tags: ['dashboard'],
        summary:
          "The owner's dashboard: a day's revenue, appointments, rooms and tables, top lists, customers",
        description: [
          'For the day (today in Vietnam by default) in the Branchs selected within the user’s branches:',
          'revenue — posted bills and retail orders less posted returns, tax included, as the sales revenue report',
          'counts it, read from the account ledger (511 and 3331) — per branch and per payment type (prepaid cards',
          "as 'CARD', what is left owing as 'DEBT'); the 30 days ending on the day; new and returning customers",
          '(read right on the sales revenue report), those of the customers list filtered ngay_mua=<day> in the',
          'user’s scope of it; the top 5 services (sales revenue detail report) and',
          'salespeople (employee revenue report) of the day; the appointments of the day by status (appointments,',
          'within the user’s scope of them); rooms in service and tables with guests now (rooms, tables). A figure',
          'whose source the user may not read is null. The trend’s past days are cached for 30 seconds per branch',
          'selection (GET system/clear-cache recomputes them); the day’s figures are read on every request.',
        ].join(' '),
        security: bearerSecurity,
        headers: signedInHeaders,
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSummarySchema, 400: errorSchema, 403: errorSchema },
      },
    },
    async (request): Promise<DashboardSummary> => {
      const tenantId = tenantOf(request).id;
      const day = request.query.day ?? businessToday(new Date());
      const info = await requestUserInfo(deps, request);
      const db = deps.db as never;
      const selected = branchScopeOf(request);
      const branches = await branchNames(db, tenantId, selected);
      const scope: LedgerScope = { tenantId, branches: branches.map((b) => b.ma_dvcs), day };
      const sees = (menuId: string) => readable(info, menuId);
      const [revenue, customers, top_services, top_staff, appointments, rooms, tables] = await Promise.all([
        sees(sources.revenue.menuId) ? revenueOf(deps, scope, branches) : null,
        sees(sources.revenue.menuId)
          ? customersOfDay(db, scope, await customerScopeOf(deps, request, info, scope))
          : null,
        sees(sources.services.menuId) ? topServices(db, scope) : null,
        sees(sources.staff.menuId) ? topStaff(db, scope) : null,
        scopedRead(deps, request, info, sources.tasks, (s) => appointmentsOfDay(db, s, day)),
        scopedRead(deps, request, info, sources.rooms, (s) => placesInUse(db, 'sales_rooms', s)),
        scopedRead(deps, request, info, sources.tables, (s) => placesInUse(db, 'sales_restaurant_tables', s)),
      ]);
      return {
        day,
        branches,
        revenue,
        trend: revenue ? await trendOf(deps, scope, revenue.total) : null,
        appointments: appointments && {
          total: [...appointments.values()].reduce((sum, n) => sum + n, 0),
          by_status: taskStatusValues.map((trang_thai) => ({
            trang_thai,
            count: appointments.get(trang_thai) ?? 0,
          })),
        },
        rooms,
        tables,
        top_services,
        top_staff,
        customers,
      };
    },
  );
};
