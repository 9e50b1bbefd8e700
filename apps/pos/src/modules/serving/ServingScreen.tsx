import { businessToday } from '@sen/domain';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Badge,
  Button,
  EmptyState,
  NumericInput,
  SearchField,
  SegmentedControl,
  Select,
  Spinner,
  TextField,
  toast,
} from '@sen/ui';
import { rooms as roomsResource, servings } from '@sen/domain/resources';
import { useCan } from '@sen/records';
import { useTranslation } from '../../i18n/react';
import '../../i18n/screens';
import { api } from '../session/client';
import { useCashier } from '../till/useCashier';
import { receiptSaleOf, type ReceiptSale } from '../till/receipt-sale';
import { TillReceipt } from '../till/TillReceipt';
import type { TillCustomer } from '../till/CustomerDialog';
import { MEALS, mealAt, mealTally, ticketOfNumber, type Meal } from './meals';
import * as styles from './Serving.css';
import { KeyHints } from '../till/KeyHints';

const CustomerDialog = lazy(() =>
  import('../till/CustomerDialog').then((m) => ({ default: m.CustomerDialog })),
);

type Ticket = Record<string, unknown> & { _id: string; so_ct: string; trang_thai: string };
type Row = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The serving till (phiếu ăn): meal tickets issued for a guest (a customer, a room) or a member of staff — the
 * ticket numbered by the server, issued at once and printed on 80 mm — and the day's issued tickets of the meal,
 * each redeemed once when the meal is served: tapped, or its number typed or scanned. A ticket served already is
 * refused by the server, whichever till tries.
 */
export const ServingScreen = () => {
  const { t, i18n } = useTranslation();
  const { branch } = useCashier();
  const client = useQueryClient();
  const day = businessToday();
  const [meal, setMeal] = useState<Meal>(() => mealAt(new Date()));
  const [diner, setDiner] = useState<'KH' | 'NV'>('KH');
  const [customer, setCustomer] = useState<TillCustomer | null>(null);
  const [guestName, setGuestName] = useState('');
  const [employee, setEmployee] = useState<string | null>(null);
  const [room, setRoom] = useState<string | null>(null);
  const [count, setCount] = useState<number | null>(1);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [choosingCustomer, setChoosingCustomer] = useState(false);
  const [receipt, setReceipt] = useState<ReceiptSale | null>(null);
  const [scans, setScans] = useState(0);

  // A user who may not work with meal tickets is told so, and nothing is asked of the server.
  const mayServe = useCan(servings);
  const mayReadRooms = useCan(roomsResource);
  const ticketsKey = ['pos', 'servings', day, meal];
  const tickets = useQuery({
    queryKey: ticketsKey,
    queryFn: async () =>
      (
        await api.get<{ items: Ticket[] }>('/sales/servings', {
          bua_an: meal,
          pageSize: 500,
          sortKey: 'so_ct',
          sortType: 'desc',
        })
      ).items.filter((ticket) => ticket.ngay_an === day && ['1', '2'].includes(ticket.trang_thai)),
    refetchInterval: 30_000,
    enabled: mayServe,
  });
  const rooms = useQuery({
    queryKey: ['pos', 'serving-rooms'],
    queryFn: () => api.get<{ items: Row[] }>('/sales/rooms', { pageSize: 500 }),
    staleTime: 5 * 60_000,
    enabled: mayServe && mayReadRooms,
  });
  const employees = useQuery({
    queryKey: ['pos', 'serving-employees'],
    queryFn: () => api.get<{ items: Row[] }>('/hr/employees/lookup', { limit: 50 }),
    staleTime: 5 * 60_000,
    enabled: mayServe,
  });
  const tally = mealTally(tickets.data ?? []);
  const refresh = () => void client.invalidateQueries({ queryKey: ['pos', 'servings'] });

  const issue = async (print: boolean) => {
    const servingsCount = count ?? 0;
    if (servingsCount < 1) return void toast.warning(t('serving.countRequired'));
    if (diner === 'NV' && !employee) return void toast.warning(t('serving.employeeRequired'));
    setBusy(true);
    try {
      const made = await api.post<Ticket>('/sales/servings', {
        ma_dvcs: branch?.ma_dvcs,
        ngay_ct: day,
        ngay_an: day,
        bua_an: meal,
        doi_tuong: diner,
        so_suat: servingsCount,
        ...(diner === 'KH'
          ? { ma_kh: customer?.ma_kh ?? null, ten_kh: customer?.ten_kh ?? (guestName.trim() || null) }
          : { ma_nv: employee }),
        ma_phong: room,
        ghi_chu: note.trim() || null,
        chi_tiet: [],
      });
      const issued = await api.post<Ticket>(`/sales/servings/${made._id}/issue`, {});
      toast.success(t('serving.issued', { so_ct: issued.so_ct, count: servingsCount }));
      setReceipt({
        ...receiptSaleOf(issued, branch, { payments: new Map(), units: new Map() }, print),
        resource: servings,
      });
      setCustomer(null);
      setGuestName('');
      setCount(1);
      setNote('');
      refresh();
    } catch (problem) {
      toast.failure(problem instanceof Error ? problem.message : t('errors.unknown'));
    } finally {
      setBusy(false);
    }
  };

  const redeem = async (ticket: Ticket) => {
    try {
      await api.post(`/sales/servings/${ticket._id}/use`, {});
      toast.success(t('serving.used', { so_ct: ticket.so_ct }));
    } catch (problem) {
      toast.failure(problem instanceof Error ? problem.message : t('errors.unknown'));
    }
    refresh();
  };

  /** A number typed or scanned: that ticket of the day's meal is served. */
  const redeemNumber = (typed: string) => {
    if (!typed.trim()) return;
    const ticket = ticketOfNumber(tickets.data ?? [], typed);
    setScans((n) => n + 1);
    if (!ticket) return void toast.warning(t('serving.notFound', { so_ct: typed.trim() }));
    if (ticket.trang_thai === '2')
      return void toast.warning(t('serving.alreadyUsed', { so_ct: ticket.so_ct }));
    void redeem(ticket);
  };

  // F9 issues (F10 issues and prints), F3 goes to the ticket search, F4 picks the customer.
  const search = useRef<HTMLInputElement>(null);
  const keys = useRef({ issue });
  useEffect(() => {
    keys.current = { issue };
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (choosingCustomer) return;
      if (event.key === 'F9' || event.key === 'F10') {
        event.preventDefault();
        void keys.current.issue(event.key === 'F10');
      } else if (event.key === 'F3') {
        event.preventDefault();
        search.current?.focus();
      } else if (event.key === 'F4') {
        event.preventDefault();
        setDiner('KH');
        setChoosingCustomer(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [choosingCustomer]);

  const roomName = (code: unknown) =>
    text(rooms.data?.items.find((r) => r.ma_phong === code)?.ten_phong) || text(code);
  const dinerOf = (ticket: Ticket) =>
    ticket.doi_tuong === 'NV'
      ? `${t('serving.staff')} ${
          text(employees.data?.items.find((e) => e.ma_nv === ticket.ma_nv)?.ten_nv) || text(ticket.ma_nv)
        }`
      : text(ticket.ten_kh) || t('customer.walkIn');

  if (!mayServe)
    return (
      <section className={styles.screen} aria-label={t('modes.serving.title')}>
        <h1 className={styles.title}>{t('modes.serving.title')}</h1>
        <EmptyState title={t('serving.noRight')} description={t('serving.noRightDescription')} />
      </section>
    );

  return (
    <section className={styles.screen} aria-label={t('modes.serving.title')}>
      <div className={styles.heading}>
        <h1 className={styles.title}>{t('modes.serving.title')}</h1>
        <span className={styles.muted}>{branch ? `${branch.ma_dvcs} · ${branch.ten_dvcs}` : ''}</span>
        <SegmentedControl
          aria-label={t('serving.meal')}
          value={meal}
          onChange={setMeal}
          options={MEALS.map((value) => ({ value, label: t(`serving.meals.${value}`) }))}
        />
        <KeyHints hints={t('serving.keys')} label={t('register.keysLabel')} />
      </div>
      <div className={styles.columns}>
        <form
          className={styles.panel}
          aria-label={t('serving.new')}
          onSubmit={(event) => {
            event.preventDefault();
            void issue(false);
          }}
        >
          <h2 className={styles.panelTitle}>{t('serving.new')}</h2>
          <SegmentedControl
            label={t('serving.for')}
            value={diner}
            onChange={setDiner}
            options={[
              { value: 'KH', label: t('serving.guest') },
              { value: 'NV', label: t('serving.staff') },
            ]}
          />
          {diner === 'KH' ? (
            <div className={styles.row}>
              {customer ? (
                <span aria-label={t('customer.label')}>
                  {customer.ten_kh}
                  {customer.dien_thoai ? ` · ${customer.dien_thoai}` : ''}
                </span>
              ) : (
                <TextField label={t('serving.guestName')} value={guestName} onChange={setGuestName} />
              )}
              <Button variant="secondary" onPress={() => setChoosingCustomer(true)}>
                {t('customer.choose')}
              </Button>
              {customer && (
                <Button variant="secondary" onPress={() => setCustomer(null)}>
                  {t('customer.clear')}
                </Button>
              )}
            </div>
          ) : (
            <Select
              label={t('serving.employee')}
              items={(employees.data?.items ?? []).map((e) => ({
                id: text(e.ma_nv),
                label: [text(e.ma_nv), text(e.ten_nv)].filter(Boolean).join(' · '),
              }))}
              value={employee}
              onChange={(key) => setEmployee(key === null ? null : String(key))}
            />
          )}
          <Select
            label={t('serving.room')}
            items={[
              { id: '', label: t('serving.noRoom') },
              ...(rooms.data?.items ?? []).map((r) => ({ id: text(r.ma_phong), label: text(r.ten_phong) })),
            ]}
            value={room ?? ''}
            onChange={(key) => setRoom(key ? String(key) : null)}
          />
          <NumericInput label={t('serving.count')} value={count} min={1} max={500} onChange={setCount} />
          <TextField label={t('serving.note')} value={note} onChange={setNote} />
          <div className={styles.row}>
            <Button type="submit" variant="primary" isDisabled={busy}>
              {t('serving.issue')}
            </Button>
            <Button variant="secondary" isDisabled={busy} onPress={() => void issue(true)}>
              {t('serving.issuePrint')}
            </Button>
          </div>
        </form>
        <section className={styles.panel} aria-label={t('serving.todays')}>
          <div className={styles.heading}>
            <h2 className={styles.panelTitle}>{t('serving.todays')}</h2>
            <Badge tone="info">{t('serving.tallyIssued', { count: tally.issued })}</Badge>
            <Badge tone="success">{t('serving.tallyUsed', { count: tally.used })}</Badge>
            <Badge tone="warning">{t('serving.tallyWaiting', { count: tally.waiting })}</Badge>
          </div>
          <SearchField
            key={scans}
            inputRef={search}
            aria-label={t('serving.scan')}
            placeholder={t('serving.scanPlaceholder')}
            onSubmit={redeemNumber}
          />
          {tickets.isPending ? (
            <Spinner />
          ) : (tickets.data ?? []).length === 0 ? (
            <EmptyState title={t('serving.none')} description={t('serving.noneDescription')} />
          ) : (
            <ul className={styles.tickets}>
              {(tickets.data ?? []).map((ticket) => (
                <li key={ticket._id} className={styles.ticket}>
                  <span>
                    <strong>{ticket.so_ct}</strong> · {dinerOf(ticket)}
                    {ticket.ma_phong ? ` · ${roomName(ticket.ma_phong)}` : ''}
                  </span>
                  <span className={styles.muted}>
                    {t('serving.servings', { count: Number(ticket.so_suat ?? 1) })}
                  </span>
                  {ticket.trang_thai === '2' ? (
                    <Badge tone="success">{t('serving.usedBadge')}</Badge>
                  ) : (
                    <Button
                      variant="secondary"
                      aria-label={t('serving.useTicket', { so_ct: ticket.so_ct })}
                      onPress={() => void redeem(ticket)}
                    >
                      {t('serving.use')}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <Suspense fallback={null}>
        {choosingCustomer && (
          <CustomerDialog isOpen onOpenChange={setChoosingCustomer} onPick={setCustomer} />
        )}
      </Suspense>
      {receipt && <TillReceipt sale={receipt} locale={i18n.language === 'en' ? 'en' : 'vi'} />}
    </section>
  );
};
