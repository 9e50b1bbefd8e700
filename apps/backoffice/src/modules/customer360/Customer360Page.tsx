import { useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  DropdownMenu,
  EmptyState,
  Link,
  Skeleton,
  SkeletonRegion,
  Spinner,
  StatCard,
  TagGroup,
  vars,
  type Selection,
} from '@sen/ui';
import { can } from '@sen/auth';
import { isApiRequestError } from '@sen/api';
import { formatDate, formatDateTime, formatMoney, formatNumber, type Locale } from '@sen/domain';
import {
  fullAddressOf,
  TIMELINE_PAGE_DEFAULT,
  type CustomerSummary,
  type Resource,
  type TimelineEntry,
  type TimelineKind,
  type TimelinePage,
} from '@sen/domain/resources';
import { errorMessageOf } from '@sen/records';
import { useAuthState, useServices } from '../../app/ServicesContext';
import { localeOf } from '../../i18n';
import { useTranslation } from '../../i18n/react';
import { recordPaths } from '../catalogue/form/paths';
import { CallDialog } from './CallDialog';
import { NoteDialog } from './NoteDialog';
import { customer360Keys, customerSummaryOptions } from './queries';
import {
  callLength,
  callWords,
  cardEntryTakesOff,
  entriesByDay,
  entryStatus,
  entryHeading,
  kindLabel,
  kindsQuery,
  quickActionsOf,
} from './customer360Model';

const page: CSSProperties = { display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 };
const toolbar: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
};
const toolbarEnd: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
};
const headerRow: CSSProperties = {
  display: 'flex',
  gap: vars.space.lg,
  alignItems: 'flex-start',
  flexWrap: 'wrap',
};
const nameBlock: CSSProperties = { display: 'grid', gap: vars.space.xs, minWidth: 0, flex: '1 1 320px' };
const name: CSSProperties = { margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.font.weightSemibold };
const badges: CSSProperties = { display: 'flex', gap: vars.space.xs, flexWrap: 'wrap', alignItems: 'center' };
const facts: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  flex: '2 1 480px',
};
const term: CSSProperties = { color: vars.color.textMuted, fontSize: vars.fontSize.sm };
const value: CSSProperties = { margin: 0, overflowWrap: 'anywhere' };
const strip: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.md,
};
/** A balance's cell: its card fills the row's height, so the strip lines up. */
const balance: CSSProperties = { display: 'grid' };
const dayTitle: CSSProperties = {
  margin: `${vars.space.md} 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weightSemibold,
  color: vars.color.textMuted,
};
const list: CSSProperties = { listStyle: 'none', margin: 0, padding: 0, display: 'grid' };
const entryRow: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: '56px minmax(0, 1fr) auto',
  gap: vars.space.md,
  alignItems: 'start',
  padding: `${vars.space.sm} 0`,
  borderTop: `1px solid ${vars.color.border}`,
};
const timeCell: CSSProperties = {
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.sm,
  paddingTop: 2,
};
const entryMain: CSSProperties = { display: 'grid', gap: 2, minWidth: 0 };
const entryHead: CSSProperties = {
  display: 'flex',
  gap: vars.space.xs,
  flexWrap: 'wrap',
  alignItems: 'center',
};
const muted: CSSProperties = {
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
};
const entryEnd: CSSProperties = {
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'end',
  textAlign: 'end',
};
const amountStyle: CSSProperties = {
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weightSemibold,
};
const filterRow: CSSProperties = {
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-end',
  flexWrap: 'wrap',
};
const moreRow: CSSProperties = { display: 'flex', justifyContent: 'center', paddingTop: vars.space.md };

const money = (amount: number) => formatMoney(amount, { currency: true });

type Props = { resource: Resource; id: string };

/**
 * The customer's page (Customer 360, /crm/partners/{id}), as a receptionist wants it: who the customer is (code,
 * name, the phone as the user may see it, level and VIP, salesperson, tag), what they hold (debt, each prepaid
 * card's balance, each package's sessions left, points), and one timeline of everything that happened with them,
 * newest first, filtered by kind and read a page at a time ('Xem thêm'). Quick actions: book an appointment, sell
 * (a new bill, or the POS) — each prefilled with the customer — log a call, add a note. The form stays at
 * /crm/partners/{id}/edit.
 */
export function Customer360Page({ resource, id }: Props) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n);
  const { api } = useServices();
  const queryClient = useQueryClient();
  const { user } = useAuthState();
  const router = useRouter();
  const paths = recordPaths(resource.route);
  const summary = useQuery(customerSummaryOptions(api, id));
  const [calling, setCalling] = useState(false);
  const [noting, setNoting] = useState(false);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: customer360Keys.all(id) });

  if (summary.isPending)
    return (
      <div style={page} aria-busy="true">
        <Spinner label={t('customer360.loading')} />
      </div>
    );
  if (summary.isError) {
    const notFound = isApiRequestError(summary.error) && summary.error.status === 404;
    return (
      <EmptyState
        title={notFound ? t('customer360.notFound') : t('customer360.loadFailed')}
        description={notFound ? t('customer360.notFoundDescription') : errorMessageOf(summary.error)}
        action={
          notFound ? (
            <Link href={paths.list}>{t('customer360.backToList')}</Link>
          ) : (
            <Button onPress={() => void summary.refetch()}>{t('customer360.retry')}</Button>
          )
        }
      />
    );
  }
  const data = summary.data;
  const partner = data.partner;
  const actions = quickActionsOf(partner.ma_kh);
  const may = {
    book: can(user, { menuId: 'crm.tasks', right: 'add' }),
    bill: can(user, { menuId: 'sales.bills', right: 'add' }),
    pos: can(user, { menuId: 'sales.retail-orders.cashier', right: 'access' }),
    call: can(user, { menuId: 'crm.call-logs', right: 'add' }),
    note: can(user, { menuId: resource.menuId, right: 'add' }),
    edit: can(user, { menuId: resource.menuId, right: 'edit' }),
  };
  const sellItems = [
    ...(may.bill ? [{ id: 'bill', label: t('customer360.newBill'), href: actions.bill }] : []),
    ...(may.pos ? [{ id: 'pos', label: t('customer360.openPos'), href: actions.pos }] : []),
  ];

  return (
    <div style={page} data-customer={partner.ma_kh}>
      <div style={toolbar} role="toolbar" aria-label={t('customer360.actions')}>
        <Button variant="secondary" onPress={() => void router.navigate({ href: paths.list })}>
          {t('customer360.backToList')}
        </Button>
        <div style={toolbarEnd}>
          {may.book && (
            <Button onPress={() => void router.navigate({ href: actions.book })}>
              {t('customer360.book')}
            </Button>
          )}
          {sellItems.length > 0 && (
            <DropdownMenu trigger={t('customer360.sell')} variant="secondary" items={sellItems} />
          )}
          {may.call && (
            <Button variant="secondary" onPress={() => setCalling(true)}>
              {t('customer360.logCall')}
            </Button>
          )}
          {may.note && (
            <Button variant="secondary" onPress={() => setNoting(true)}>
              {t('customer360.addNote')}
            </Button>
          )}
          {may.edit && (
            <Button variant="ghost" onPress={() => void router.navigate({ href: paths.edit(id) })}>
              {t('customer360.edit')}
            </Button>
          )}
        </div>
      </div>
      <CustomerHeader partner={partner} />
      <Balances summary={data} />
      <Timeline id={id} kinds={data.kinds} locale={locale} />
      {calling && (
        <CallDialog
          isOpen
          onOpenChange={setCalling}
          partnerId={id}
          customerName={partner.ten_kh}
          mayBook={may.book}
          onSaved={refresh}
        />
      )}
      {noting && (
        <NoteDialog
          isOpen
          onOpenChange={setNoting}
          customer={{ ma_kh: partner.ma_kh, ten_kh: partner.ten_kh, ma_dvcs: partner.ma_dvcs }}
          onSaved={refresh}
        />
      )}
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt style={term}>{label}</dt>
      <dd style={value}>{children}</dd>
    </div>
  );
}

/** The header: avatar, name and badges (code, VIP, level, tag), then the customer's details. */
function CustomerHeader({ partner }: { partner: CustomerSummary['partner'] }) {
  const { t } = useTranslation();
  const none = <span style={term}>—</span>;
  // Names, not codes: the street, the ward and the province of the address lists.
  const address = fullAddressOf(partner);
  return (
    <Card aria-label={t('customer360.header')}>
      <div style={headerRow}>
        <Avatar name={partner.ten_kh} size="lg" isDecorative />
        <div style={nameBlock}>
          <h2 style={name}>{partner.ten_kh}</h2>
          <div style={badges}>
            <span aria-label={t('customer360.code')} style={term}>
              {partner.ma_kh}
            </span>
            {partner.vip && <Badge tone="warning">{t('customer360.vip')}</Badge>}
            {partner.ten_hang && !(partner.vip && partner.ten_hang === 'VIP') && (
              <span aria-label={t('customer360.level')}>
                <Badge tone="info">{partner.ten_hang}</Badge>
              </span>
            )}
            {(partner.ten_nhan ?? partner.ma_nhan) && (
              <span aria-label={t('customer360.tag')}>
                <Badge tone="neutral">{partner.ten_nhan ?? partner.ma_nhan}</Badge>
              </span>
            )}
          </div>
        </div>
        <dl style={facts}>
          <Fact label={t('customer360.phone')}>
            {partner.dien_thoai ? (
              <span
                data-phone-masked={partner.phone_masked ? 'true' : 'false'}
                title={partner.phone_masked ? t('customer360.phoneMasked') : undefined}
              >
                {partner.dien_thoai}
              </span>
            ) : (
              <span style={term}>{t('customer360.noPhone')}</span>
            )}
          </Fact>
          <Fact label={t('customer360.saler')}>
            {partner.ten_nvbh ?? partner.ma_nvbh ?? <span style={term}>{t('customer360.noSaler')}</span>}
          </Fact>
          <Fact label={t('customer360.group')}>{partner.ten_nhom_kh ?? partner.ma_nhom_kh ?? none}</Fact>
          <Fact label={t('customer360.birthday')}>
            {partner.ngay_sinh ? formatDate(partner.ngay_sinh) : none}
          </Fact>
          <Fact label={t('customer360.email')}>{partner.email ?? none}</Fact>
          <Fact label={t('customer360.branch')}>{partner.ten_dvcs ?? partner.ma_dvcs ?? none}</Fact>
          {address && <Fact label={t('customer360.address')}>{address}</Fact>}
          {partner.ghi_chu && <Fact label={t('customer360.notes')}>{partner.ghi_chu}</Fact>}
        </dl>
      </div>
      {partner.nguoi_tao && (
        <p style={{ ...term, margin: `${vars.space.md} 0 0` }} data-stamp="nguoi_tao">
          {t('catalogue.form.createdStamp', {
            user: partner.nguoi_tao,
            at: formatDateTime(partner.ngay_tao),
          })}
        </p>
      )}
    </Card>
  );
}

/** The balances strip: debt, each prepaid card, each package with sessions left, points (what the user may read). */
function Balances({ summary }: { summary: CustomerSummary }) {
  const { t } = useTranslation();
  const cards = summary.cards ?? [];
  const packages = summary.packages ?? [];
  const shown = summary.debt !== null || cards.length > 0 || packages.length > 0 || summary.points !== null;
  if (!shown) return null;
  const cardHint = (card: (typeof cards)[number]) =>
    card.trang_thai === '2'
      ? t('customer360.cardLocked')
      : card.trang_thai === '3'
        ? t('customer360.cardExpired')
        : card.ngay_het_han
          ? t('customer360.cardUntil', { date: formatDate(card.ngay_het_han) })
          : undefined;
  return (
    <section aria-label={t('customer360.balances')} style={strip}>
      {summary.debt !== null && (
        <div style={balance} data-balance="debt">
          <StatCard
            label={t('customer360.debt')}
            value={money(summary.debt)}
            hint={
              summary.debt === 0
                ? t('customer360.debtNone')
                : summary.debt < 0
                  ? t('customer360.debtCredit')
                  : undefined
            }
          />
        </div>
      )}
      {cards.map((card) => (
        <div key={card._id} style={balance} data-balance="card" data-card={card.ma_the}>
          <StatCard
            label={t('customer360.card', { card: card.ma_the })}
            value={money(card.so_du)}
            hint={cardHint(card)}
          />
        </div>
      ))}
      {packages.map((item) => (
        <div key={item._id} style={balance} data-balance="package" data-package={item.ma_lt}>
          <StatCard
            label={item.ten_goi ?? item.ten_dv ?? t('customer360.package')}
            value={t('customer360.sessionsLeft', { left: item.so_buoi_con, total: item.so_buoi })}
            hint={
              item.ngay_het_han
                ? t('customer360.cardUntil', { date: formatDate(item.ngay_het_han) })
                : undefined
            }
          />
        </div>
      ))}
      {summary.points !== null && (
        <div style={balance} data-balance="points">
          <StatCard label={t('customer360.points')} value={formatNumber(summary.points)} />
        </div>
      )}
    </section>
  );
}

/** The timeline card: filter chips by kind, the entries by day, 'Xem thêm' for the next page. */
function Timeline({ id, kinds, locale }: { id: string; kinds: readonly TimelineKind[]; locale: Locale }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const asked = kindsQuery(chosen, kinds);
  const timeline = useInfiniteQuery({
    queryKey: customer360Keys.timeline(id, asked ?? 'all'),
    queryFn: ({ pageParam, signal }) =>
      api.get<TimelinePage>(
        `/crm/partners/${id}/timeline`,
        { kinds: asked, before: pageParam, limit: TIMELINE_PAGE_DEFAULT },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
  const entries = useMemo(() => timeline.data?.pages.flatMap((p) => p.items) ?? [], [timeline.data]);
  const days = useMemo(() => entriesByDay(entries), [entries]);
  const chips = kinds.map((kind) => ({ id: kind, label: kindLabel(kind, locale) }));
  const onSelection = (selection: Selection) =>
    setChosen(selection === 'all' ? new Set(kinds) : new Set([...selection].map(String)));

  return (
    <Card title={t('customer360.timeline')} data-timeline>
      <div style={{ display: 'grid', gap: vars.space.md }}>
        {chips.length > 1 && (
          <div style={filterRow}>
            <TagGroup
              label={t('customer360.filter')}
              items={chips}
              selectionMode="multiple"
              selectedKeys={chosen}
              onSelectionChange={onSelection}
            />
            {chosen.size > 0 && (
              <Button size="sm" variant="ghost" onPress={() => setChosen(new Set())}>
                {t('customer360.clearFilter')}
              </Button>
            )}
          </div>
        )}
        <SkeletonRegion
          isLoading={timeline.isPending}
          label={t('customer360.timelineLoading')}
          skeleton={<Skeleton lines={6} />}
        >
          {timeline.isError ? (
            <Alert
              tone="danger"
              title={t('customer360.timelineFailed')}
              action={
                <Button size="sm" variant="secondary" onPress={() => void timeline.refetch()}>
                  {t('customer360.retry')}
                </Button>
              }
            >
              {errorMessageOf(timeline.error)}
            </Alert>
          ) : entries.length === 0 ? (
            <EmptyState
              title={asked ? t('customer360.timelineEmptyFiltered') : t('customer360.timelineEmpty')}
            />
          ) : (
            <div>
              {days.map(({ day, entries: ofDay }) => (
                <section key={day} aria-label={formatDate(day)}>
                  <h3 style={dayTitle}>{formatDate(day)}</h3>
                  <ol style={list}>
                    {ofDay.map((entry) => (
                      <TimelineRow key={`${entry.kind}:${entry.id}`} entry={entry} locale={locale} />
                    ))}
                  </ol>
                </section>
              ))}
              <div style={moreRow}>
                {timeline.hasNextPage ? (
                  <Button
                    variant="secondary"
                    isPending={timeline.isFetchingNextPage}
                    onPress={() => void timeline.fetchNextPage()}
                  >
                    {t('customer360.more')}
                  </Button>
                ) : (
                  <span style={muted}>{t('customer360.end')}</span>
                )}
              </div>
            </div>
          )}
        </SkeletonRegion>
      </div>
    </Card>
  );
}

/** One entry: its hour, what it was (kind, number as a link to its page, what and more), its amount and status. */
function TimelineRow({ entry, locale }: { entry: TimelineEntry; locale: Locale }) {
  const { t } = useTranslation();
  const { availableBranches } = useAuthState();
  const branch = entry.ma_dvcs
    ? (availableBranches.find((b) => b.ma_dvcs === entry.ma_dvcs)?.ten_dvcs ?? entry.ma_dvcs)
    : null;
  const status = entryStatus(entry, locale);
  const heading = entryHeading(entry.kind, entry.so_ct, locale);
  const lines: ReactNode[] = [];
  let title = entry.title;
  let amount: string | null = entry.amount === null ? null : money(entry.amount);
  let extraBadge: string | null = null;
  switch (entry.kind) {
    case 'card':
      if (entry.amount !== null)
        amount = `${cardEntryTakesOff(entry.status) ? '−' : '+'}${money(entry.amount)}`;
      title = [t('customer360.card', { card: entry.card ?? '' }), entry.title].filter(Boolean).join(' · ');
      if (entry.balance !== null) lines.push(t('customer360.balanceAfter', { amount: money(entry.balance) }));
      break;
    case 'package':
      if (entry.sessions !== null) lines.push(t('customer360.sessionsUsed', { count: entry.sessions }));
      break;
    case 'call': {
      const words = callWords(entry, locale);
      extraBadge = words.outcome;
      lines.push(
        [words.direction, callLength(entry.duration, locale), entry.detail].filter(Boolean).join(' · '),
      );
      break;
    }
    case 'transfer':
      lines.push(t('customer360.transfer', { from: entry.from ?? '—', to: entry.to ?? '—' }));
      break;
    case 'note':
      if (entry.by) lines.push(t('customer360.by', { user: entry.by }));
      break;
    default:
      if (entry.detail) lines.push(entry.detail);
  }
  if (entry.card && entry.card_amount !== null && entry.kind !== 'card')
    lines.push(t('customer360.paidByCard', { card: entry.card, amount: money(entry.card_amount) }));
  return (
    <li style={entryRow} data-entry={entry.kind} data-so-ct={entry.so_ct ?? undefined}>
      <span style={timeCell}>{entry.time ?? entry.at.slice(11, 16)}</span>
      <div style={entryMain}>
        <div style={entryHead}>
          {entry.href ? (
            <Link href={entry.href} variant="standalone">
              {heading}
            </Link>
          ) : (
            <strong>{heading}</strong>
          )}
          {branch && <span style={muted}>· {branch}</span>}
        </div>
        {title && <span style={{ overflowWrap: 'anywhere' }}>{title}</span>}
        {lines.filter(Boolean).map((line, index) => (
          <span key={index} style={muted}>
            {line}
          </span>
        ))}
      </div>
      <div style={entryEnd}>
        {amount && (
          <span style={amountStyle} data-amount>
            {amount}
          </span>
        )}
        {status && <Badge tone={status.tone}>{status.label}</Badge>}
        {extraBadge && <Badge tone="info">{extraBadge}</Badge>}
      </div>
    </li>
  );
}
