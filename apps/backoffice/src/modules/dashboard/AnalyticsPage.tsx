import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryKeys } from '@sen/api';
import { customersCame, formatMoney, formatNumber, formatTime, type DashboardSummary } from '@sen/domain';
import { Alert, Badge, Button, Card, Chart, EmptyState, Link, StatCard, type BadgeTone } from '@sen/ui';
import { useServices } from '../../app/ServicesContext';
import { useTranslation } from '../../i18n/react';
import { failureText } from '../auth/errors';
import * as styles from './dashboard.styles';

/** How often the figures are read again besides the live pushes (a sale, an appointment, a room or table). */
const REFRESH_MS = 60_000;

/** VND with the sign kept on the amount's line ('1,830,400 ₫'). */
const money = (amount: number) => formatMoney(amount, { currency: true }).replace(' ', '\u00a0');

/** 'YYYY-MM-DD' as the staff read a day: 'dd/mm/yyyy' (and 'dd/mm' for the trend's axis). */
const dayText = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** A list's address with its query (empty values left out). */
const hrefOf = (path: string, query: Record<string, string | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

/** The appointment statuses as the calendar tints them: what needs the desk's attention stands out. */
const statusTones: Record<string, BadgeTone> = {
  '0': 'warning',
  '1': 'info',
  '2': 'success',
  '3': 'neutral',
  '4': 'danger',
  '9': 'neutral',
  // Asked for on the client portal, waiting for the desk.
  '5': 'warning',
};

type StatusKey = 'status0' | 'status1' | 'status2' | 'status3' | 'status4' | 'status5' | 'status9';

/** A stat card that opens the figure's list. */
function FigureLink({ href, testId, children }: { href: string; testId: string; children: ReactNode }) {
  return (
    <Link href={href} variant="subtle" data-testid={testId} style={styles.cardLink}>
      {children}
    </Link>
  );
}

/** One line of a breakdown: a name (a link to its list), the amount, and a bar of its share of the largest. */
function ShareRow({
  name,
  href,
  value,
  share,
  note,
  testId,
}: {
  name: string;
  /** The list of the row's vouchers; none when no list filter picks them (prepaid cards, debt). */
  href?: string;
  value: string;
  share: number;
  note?: string;
  testId?: string;
}) {
  return (
    <li style={styles.row} data-testid={testId}>
      <span style={styles.rowName}>
        {href ? (
          <Link href={href} variant="standalone">
            {name}
          </Link>
        ) : (
          name
        )}
        {note && <span style={styles.muted}> · {note}</span>}
      </span>
      <span style={styles.amount}>{value}</span>
      <span style={styles.bar} aria-hidden="true">
        <span style={styles.barFill(share)} />
      </span>
    </li>
  );
}

/**
 * /dashboard/analytics: the owner's day — revenue by branch and by payment type, appointments by status, rooms and
 * tables in use, top services and staff, new and returning customers, the 30-day trend — in the selected branches,
 * each figure opening its list. Read again on every live change of a sale, an appointment, a room or a table (the
 * notification hub) and every minute; a figure the user may not read is not shown.
 */
export function AnalyticsPage() {
  const { t } = useTranslation();
  const { api } = useServices();
  const summary = useQuery({
    queryKey: queryKeys.dashboard.analytics(),
    queryFn: () => api.dashboard.analytics(),
    refetchInterval: REFRESH_MS,
  });

  if (summary.isError && !summary.data) {
    return (
      <Alert tone="danger">
        <span style={styles.errorRow}>
          <span>
            {t('dashboard.analytics.error')}: {failureText(summary.error, t)}
          </span>
          <Button size="sm" variant="secondary" onPress={() => void summary.refetch()}>
            {t('common.retry')}
          </Button>
        </span>
      </Alert>
    );
  }

  const data = summary.data;
  const loading = summary.isPending;
  const day = data?.day ?? '';
  const sameDay = { fromDate: day, toDate: day };
  const updated = summary.dataUpdatedAt ? formatTime(new Date(summary.dataUpdatedAt)) : '';

  return (
    <section aria-label={t('dashboard.analytics.title')} style={styles.page} aria-busy={loading || undefined}>
      <div style={styles.header}>
        <div style={styles.headerText}>
          <p style={styles.subtitle}>
            {data ? t('dashboard.analytics.subtitle', { day: dayText(day) }) : t('app.loading')}
          </p>
          {data && (
            <p style={styles.subtitle} data-testid="dashboard-branches">
              {t('dashboard.analytics.branches', { names: data.branches.map((b) => b.ten_dvcs).join(', ') })}
            </p>
          )}
        </div>
        <div style={styles.headerActions}>
          {updated && (
            <span style={styles.muted} aria-live="polite">
              {t('dashboard.analytics.updatedAt', { time: updated })}
            </span>
          )}
          <Button
            size="sm"
            variant="secondary"
            isPending={summary.isFetching && !loading}
            onPress={() => void summary.refetch()}
          >
            {t('dashboard.analytics.refresh')}
          </Button>
        </div>
      </div>
      {summary.isError && (
        <Alert tone="warning">
          {t('dashboard.analytics.error')}: {failureText(summary.error, t)}
        </Alert>
      )}
      {loading ? (
        <div style={styles.grid}>
          {[0, 1, 2, 3].map((n) => (
            <StatCard key={n} label={t('app.loading')} isLoading loadingLabel={t('app.loading')} />
          ))}
        </div>
      ) : data ? (
        <Figures data={data} sameDay={sameDay} />
      ) : null}
    </section>
  );
}

function Figures({ data, sameDay }: { data: DashboardSummary; sameDay: Record<string, string> }) {
  const { t } = useTranslation();
  const { revenue, trend, appointments, rooms, tables, customers, top_services, top_staff } = data;
  const nothing = !revenue && !appointments && !rooms && !tables && !customers && !top_services && !top_staff;
  if (nothing) return <EmptyState title={t('dashboard.analytics.nothing')} />;
  const arrived = appointments ? customersCame(appointments.by_status) : 0;
  const places = (key: 'rooms' | 'tables', value: { in_use: number; total: number }, href: string) => (
    <FigureLink href={href} testId={`stat-${key}`}>
      <StatCard
        label={t(`dashboard.analytics.${key}`)}
        value={formatNumber(value.in_use)}
        hint={t('dashboard.analytics.placesHint', { total: formatNumber(value.total) })}
      />
    </FigureLink>
  );

  return (
    <>
      <div style={styles.grid}>
        {revenue && (
          <FigureLink href={hrefOf('/sales/retail-orders', sameDay)} testId="stat-revenue">
            <StatCard
              label={t('dashboard.analytics.revenue')}
              value={money(revenue.total)}
              hint={t('dashboard.analytics.revenueHint', { count: formatNumber(revenue.vouchers) })}
            />
          </FigureLink>
        )}
        {appointments && (
          <FigureLink href="/crm/task/calendar" testId="stat-appointments">
            <StatCard
              label={t('dashboard.analytics.appointments')}
              value={formatNumber(appointments.total)}
              hint={t('dashboard.analytics.appointmentsHint', { count: formatNumber(arrived) })}
            />
          </FigureLink>
        )}
        {rooms && places('rooms', rooms, '/sales/room-orders')}
        {tables && places('tables', tables, '/sales/restaurant/table-orders')}
        {customers && (
          <FigureLink href={hrefOf('/crm/partners', { ngay_mua: data.day })} testId="stat-customers">
            <StatCard
              label={t('dashboard.analytics.customers')}
              value={formatNumber(customers.new + customers.returning)}
              hint={t('dashboard.analytics.customersHint', {
                new: formatNumber(customers.new),
                returning: formatNumber(customers.returning),
              })}
            />
          </FigureLink>
        )}
      </div>

      {revenue && <RevenueBreakdown revenue={revenue} sameDay={sameDay} />}
      {trend && <Trend trend={trend} day={data.day} />}

      {(appointments || top_services || top_staff || customers) && (
        <div style={styles.lists}>
          {appointments && (
            <Card title={t('dashboard.analytics.appointmentsByStatus')} headingLevel={2}>
              <ul
                style={{ ...styles.list, ...styles.chips, flexDirection: 'row' }}
                data-testid="appointment-statuses"
              >
                {appointments.by_status.map((status) => (
                  <li key={status.trang_thai}>
                    <Link
                      href={hrefOf('/crm/task/calendar', { trang_thai: status.trang_thai })}
                      variant="subtle"
                      style={styles.chip}
                    >
                      <Badge tone={statusTones[status.trang_thai] ?? 'neutral'}>
                        {t(
                          `dashboard.analytics.status${status.trang_thai}` as `dashboard.analytics.${StatusKey}`,
                        )}
                        {': '}
                        {formatNumber(status.count)}
                      </Badge>
                    </Link>
                  </li>
                ))}
              </ul>
              <div style={styles.cardFooter}>
                <Link href="/crm/task/calendar" variant="standalone">
                  {t('dashboard.analytics.openCalendar')}
                </Link>
              </div>
            </Card>
          )}
          {customers && (
            <Card title={t('dashboard.analytics.customersTitle')} headingLevel={2}>
              <ul style={styles.list} data-testid="customers-split">
                {(
                  [
                    ['customersNew', customers.new],
                    ['customersReturning', customers.returning],
                    ['walkIn', customers.walk_in],
                  ] as const
                ).map(([key, count]) => (
                  <li key={key} style={styles.row}>
                    <span>{t(`dashboard.analytics.${key}`)}</span>
                    <span style={styles.amount}>{formatNumber(count)}</span>
                  </li>
                ))}
              </ul>
            </Card>
          )}
          {top_services && (
            <Card title={t('dashboard.analytics.topServices')} headingLevel={2}>
              {top_services.length === 0 ? (
                <p style={styles.muted}>{t('dashboard.analytics.noServices')}</p>
              ) : (
                <ol style={styles.list} data-testid="top-services">
                  {top_services.map((s) => (
                    <ShareRow
                      key={s.ma_vt}
                      name={s.ten_vt}
                      note={t('dashboard.analytics.quantity', { count: formatNumber(s.quantity) })}
                      href={hrefOf('/sales/reports/sale-detail-revenue', sameDay)}
                      value={money(s.total)}
                      share={s.total / Math.max(1, top_services[0]!.total)}
                    />
                  ))}
                </ol>
              )}
            </Card>
          )}
          {top_staff && (
            <Card title={t('dashboard.analytics.topStaff')} headingLevel={2}>
              {top_staff.length === 0 ? (
                <p style={styles.muted}>{t('dashboard.analytics.noStaff')}</p>
              ) : (
                <ol style={styles.list} data-testid="top-staff">
                  {top_staff.map((s) => (
                    <ShareRow
                      key={s.ma_nvbh}
                      name={s.ten_nvbh}
                      note={t('dashboard.analytics.vouchers', { count: formatNumber(s.vouchers) })}
                      href={hrefOf('/sales/reports/employee-revenue', sameDay)}
                      value={money(s.total)}
                      share={s.total / Math.max(1, top_staff[0]!.total)}
                    />
                  ))}
                </ol>
              )}
            </Card>
          )}
        </div>
      )}
    </>
  );
}

function RevenueBreakdown({
  revenue,
  sameDay,
}: {
  revenue: NonNullable<DashboardSummary['revenue']>;
  sameDay: Record<string, string>;
}) {
  const { t } = useTranslation();
  const largestBranch = Math.max(1, ...revenue.by_branch.map((b) => b.total));
  const largestPayment = Math.max(1, ...revenue.by_payment.map((p) => p.total));
  const paymentName = (p: (typeof revenue.by_payment)[number]) =>
    p.key === 'CARD'
      ? t('dashboard.analytics.paymentCard')
      : p.key === 'DEBT'
        ? t('dashboard.analytics.paymentDebt')
        : p.name;
  return (
    <div style={styles.columns}>
      <Card title={t('dashboard.analytics.revenueByBranch')} headingLevel={2}>
        <ul style={styles.list} data-testid="revenue-by-branch">
          {revenue.by_branch.map((b) => (
            <ShareRow
              key={b.ma_dvcs}
              name={b.ten_dvcs}
              note={t('dashboard.analytics.vouchers', { count: formatNumber(b.vouchers) })}
              href={hrefOf('/sales/retail-orders', { ...sameDay, ma_dvcs: b.ma_dvcs })}
              value={money(b.total)}
              share={b.total / largestBranch}
            />
          ))}
        </ul>
        <div style={styles.cardFooter}>
          <Link href={hrefOf('/sales/retail-orders', sameDay)} variant="standalone">
            {t('dashboard.analytics.openRetailOrders')}
          </Link>
          <Link href={hrefOf('/sales/bills', sameDay)} variant="standalone">
            {t('dashboard.analytics.openBills')}
          </Link>
        </div>
      </Card>
      <Card title={t('dashboard.analytics.revenueByPayment')} headingLevel={2}>
        {revenue.by_payment.length === 0 ? (
          <p style={styles.muted}>{t('dashboard.analytics.noSales')}</p>
        ) : (
          <ul style={styles.list} data-testid="revenue-by-payment">
            {revenue.by_payment.map((p) => (
              <ShareRow
                key={p.key}
                name={paymentName(p)}
                // Prepaid cards and debt have no payment type to filter by: the day's whole list is not theirs.
                href={
                  p.ma_httt ? hrefOf('/sales/retail-orders', { ...sameDay, ma_httt: p.ma_httt }) : undefined
                }
                value={money(p.total)}
                share={p.total / largestPayment}
              />
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

function Trend({ trend, day }: { trend: NonNullable<DashboardSummary['trend']>; day: string }) {
  const { t } = useTranslation();
  const label = t('dashboard.analytics.trend');
  return (
    <Card
      title={label}
      headingLevel={2}
      actions={
        <Link
          href={hrefOf('/sales/reports/sale-revenue', { fromDate: trend[0]?.day, toDate: day })}
          variant="standalone"
        >
          {t('dashboard.analytics.trendReport')}
        </Link>
      }
    >
      <div data-testid="revenue-trend">
        <Chart
          kind="trend"
          label={label}
          categories={trend.map((d) => shortDay(d.day))}
          series={[{ name: t('dashboard.analytics.trendSeries'), values: trend.map((d) => d.total) }]}
          formatValue={money}
          height={260}
        />
      </div>
    </Card>
  );
}
