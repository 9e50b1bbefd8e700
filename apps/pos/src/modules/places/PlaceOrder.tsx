import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { v7 as uuidv7 } from 'uuid';
import { Button, EmptyState, Select, Spinner, toast } from '@sen/ui';
import { businessToday, formatMoney } from '@sen/domain';
import { products, retailOrders, stockServices } from '@sen/domain/resources';
import { useCan, useLines, type Line } from '@sen/records';
import { isApiRequestError } from '@sen/api';
import { useTranslation } from '../../i18n/react';
import '../../i18n/screens';
import { addItem, cartResource, stepQuantity } from '../till/cart';
import { CartLine } from '../till/CartLine';
import { manualEntryOf, prepaidOtpRequired, useTillConfigs } from '../till/useTillConfigs';
import { packageLinesOf } from '../till/payment';
import { useCashier } from '../till/useCashier';
import { useSaleLists } from '../till/useSaleLists';
import { useCartQuote } from '../till/useCartQuote';
import { receiptSaleOf, type ReceiptSale } from '../till/receipt-sale';
import type { TillCustomer } from '../till/CustomerDialog';
import type { TillPayment } from '../till/PayDialog';
import { useLocalCatalogue } from '../catalogue/local-catalogue';
import { CatalogueColumn } from '../catalogue/CatalogueColumn';
import { createTypedSearch } from '../catalogue/typed-search';
import { itemOfCode, type CatalogueItem } from '../catalogue/catalogue-search';
import { api } from '../session/client';
import { currentShiftId } from '../shift/shift-store';
import { cartChanged, kitchenDelta, markSent, orderedLines, placeLineOf } from './place-order';
import { usePayKey } from '../till/usePayKey';
import { minutesSince, stayOf } from './board';
import type { PlaceKind } from './place-kinds';
import { roomChangeAllowed } from './room-timer';
import { placeKeys, usePlaceBoard, useRefreshPlaces } from './usePlaceBoard';
import * as tillStyles from '../till/Till.css';
import * as styles from './Places.css';

const route = getRouteApi('/_till/$mode');

const CustomerDialog = lazy(() =>
  import('../till/CustomerDialog').then((m) => ({ default: m.CustomerDialog })),
);
const PayDialog = lazy(() => import('../till/PayDialog').then((m) => ({ default: m.PayDialog })));
const LineDialog = lazy(() => import('../till/LineDialog').then((m) => ({ default: m.LineDialog })));
const MoveDialog = lazy(() => import('./MoveDialog').then((m) => ({ default: m.MoveDialog })));
const LinePackage = lazy(() => import('../packages/LinePackage').then((m) => ({ default: m.LinePackage })));

type Order = Record<string, unknown> & { _id: string; _version: string; so_ct: string; chi_tiet?: Line[] };

/** What the kitchen ticket route answers: whether every line reached a printer, and why not. */
type KitchenResult = {
  da_in: boolean;
  may_in: { ten_may_in: string; da_in: boolean; message: string | null }[];
  chua_in: { message: string }[];
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The open order at a place as stored (null when it has none), lines included. */
const readOpenOrder = async (kind: PlaceKind, code: string): Promise<Order | null> => {
  const list = await api.get<{ items: Order[] }>('/sales/retail-orders', {
    [kind.field]: code,
    trang_thai: '0',
    pageSize: 10,
  });
  const found = list.items[0];
  return found ? api.get<Order>(`/sales/retail-orders/${found._id}`) : null;
};

/**
 * A table's or room's open order, kept on the server so every terminal works on the same one: the catalogue to
 * order from, the lines (what the kitchen already has marked), 'send to the kitchen' (restaurant) or 'save' (room)
 * that writes the order — from the version read, so a terminal that missed a change or a payment is told and
 * reloads — the move, merge and split to other places, and payment, which frees the place.
 */
export const PlaceOrder = ({
  kind,
  code,
  onReceipt,
}: {
  kind: PlaceKind;
  code: string;
  onReceipt: (receipt: ReceiptSale) => void;
}) => {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { branch, user } = useCashier();
  const cashierName = user.data?.ten_nsd ?? user.data?.user_name ?? '';
  const kindOfItems = search.kind ?? (kind.mode === 'room' ? 'services' : 'products');
  const mayRead = [useCan(products), useCan(stockServices), useCan(retailOrders)].every(Boolean);
  const catalogue = useLocalCatalogue(mayRead);
  const { taxRate, unitName, unitOf, tillPayments, paymentNames, cardPaymentType } = useSaleLists(
    catalogue.lists,
  );
  const { places, configs, now } = usePlaceBoard(kind);
  const place = places.find((row) => row[kind.field] === code);
  const placeName = text(place?.[kind.name]) || code;

  const client = useQueryClient();
  const orderKey = [...placeKeys(kind).all, 'order', code];
  const stored = useQuery({
    queryKey: orderKey,
    queryFn: () => readOpenOrder(kind, code),
  });
  // Read again with the board whenever the place changes, here or on another terminal (usePlaceBoard listens).
  const refresh = useRefreshPlaces(kind);

  const cart = useLines(cartResource);
  const [customer, setCustomer] = useState<TillCustomer | null>(null);
  // Another customer: their packages, not the last one's, may pay the lines.
  const chooseCustomer = (next: TillCustomer | null) => {
    if (next?.ma_kh !== customer?.ma_kh && packageLinesOf(cart.lines).length > 0)
      cart.change({ type: 'reset', lines: cart.lines.map((line) => ({ ...line, ma_lt: null })) });
    setCustomer(next);
  };
  // A room's staff (the order's salesperson field): who serves the guests in it.
  const [staff, setStaff] = useState<string | null>(null);
  const salers = useQuery({
    queryKey: ['pos', 'salers'],
    queryFn: () => api.get<{ items: Record<string, unknown>[] }>('/sales/salers', { pageSize: 200 }),
    enabled: kind.mode === 'room',
    staleTime: 5 * 60_000,
  });
  const staffName = (code: string | null) =>
    code ? text(salers.data?.items.find((row) => row.ma_nvbh === code)?.ten_nvbh) : '';
  const storedLines = orderedLines(stored.data?.chi_tiet);
  const dirty =
    cartChanged(cart.lines, storedLines) || (customer?.ma_kh ?? null) !== (stored.data?.ma_kh ?? null);
  // The version the cart was taken from: the stored order is taken again while nothing is typed over it.
  const [base, setBase] = useState<string | null | undefined>(undefined);
  const order = stored.data;
  // (Adjusted as the order is read: the cart takes the stored order when it first comes and on each change while
  // nothing is typed over it.)
  if (!stored.isPending && !stored.isError) {
    const version = order?._version ?? null;
    if (version !== base && (base === undefined || !dirty)) {
      setBase(version);
      cart.change({ type: 'reset', lines: orderedLines(order?.chi_tiet) });
      setCustomer(
        order?.ma_kh ? { ma_kh: text(order.ma_kh), ten_kh: text(order.ten_kh), dien_thoai: null } : null,
      );
      setStaff(text(order?.ma_nvbh) || null);
    }
  }
  const changedElsewhere = base !== undefined && (order?._version ?? null) !== base;

  const { priced, total, fetching } = useCartQuote(
    cart.lines,
    branch?.ma_dvcs,
    customer?.ma_kh,
    Number(cart.record.t_tt ?? 0),
  );
  const [saving, setSaving] = useState(false);
  const [paying, setPaying] = useState(false);
  const [moving, setMoving] = useState(false);
  const [choosingCustomer, setChoosingCustomer] = useState(false);
  // The line opened by a tap (quantity; price and discount where the tenant allows).
  const [editing, setEditing] = useState<number | null>(null);
  const tillConfigs = useTillConfigs();
  // The id a new order of the place is stored under, known beforehand: a customer's one-time code is for it.
  const [newId] = useState(() => uuidv7());
  // What the customer confirmed by code for the order (a prepaid card paying it, sale_package_require_otp).
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const searchInput = useRef<HTMLInputElement>(null);
  const [typedSearch] = useState(() => createTypedSearch(search.q));
  const [scans, setScans] = useState(0);

  const back = useCallback(
    () => void navigate({ search: (prev) => ({ ...prev, place: undefined, q: undefined }) }),
    [navigate],
  );

  /** The order's header and lines as the till writes them. */
  const bodyOf = (lines: readonly Line[]) => ({
    ma_dvcs: branch?.ma_dvcs,
    ngay_ct: text(order?.ngay_ct) || businessToday(),
    [kind.field]: code,
    ma_kh: customer?.ma_kh ?? null,
    ten_kh: customer?.ten_kh ?? null,
    ...(kind.mode === 'room' && { ma_nvbh: staff, ten_nvbh: staffName(staff) || null }),
    chi_tiet: lines.filter((line) => !line.hang_km).map(placeLineOf),
  });

  /** Writes the order (a new one under the till's own id), from the version read; answers it as stored. */
  const write = async (values: Record<string, unknown>): Promise<Order> =>
    order
      ? api.patch<Order>(`/sales/retail-orders/${order._id}`, { ...values, _version: order._version })
      : api.post<Order>('/sales/retail-orders', { _id: newId, trang_thai: '0', ...values });

  /** A refusal read out; a change made elsewhere reloads the order. */
  const refused = (problem: unknown) => {
    if (
      isApiRequestError(problem) &&
      (problem.code === 'RECORD_CHANGED' || problem.code === 'PLACE_ORDER_CLOSED')
    ) {
      toast.warning(t('places.changedElsewhere'));
      setBase(undefined);
      void stored.refetch();
    } else {
      toast.failure(problem instanceof Error ? problem.message : t('errors.unknown'));
      // The tenant asks for the customer's code since the till read its settings: read them again.
      if (isApiRequestError(problem) && problem.code === 'PREPAID_OTP_REQUIRED')
        void client.invalidateQueries({ queryKey: ['pos', 'configs'] });
    }
  };

  /**
   * Typed over an order that has changed since (more ordered, moved or paid on another terminal): nothing is
   * written — not even as a new order — the cashier is told and the order as it now is taken.
   */
  const staleRefused = () => {
    if (!changedElsewhere) return false;
    toast.warning(t('places.changedElsewhere'));
    setBase(undefined);
    void stored.refetch();
    return true;
  };

  /**
   * Sends lines to the branch's kitchen and bar printers (the server splits them by product group); answers what
   * to tell the cashier when a printer did not take its ticket (the order is saved whatever happens).
   */
  const printTickets = async (
    so_ct: string,
    lines: readonly { ma_vt: string; ten_vt: string; so_luong: number; dvt?: string | null }[],
    reprint = false,
  ): Promise<string | null> => {
    try {
      const result = await api.post<KitchenResult>('/sales/kitchen-tickets', {
        ma_dvcs: branch?.ma_dvcs,
        so_ct,
        ten_ban: placeName,
        reprint,
        chi_tiet: lines.map((line) => ({ ...line, dvt: unitOf(line.dvt ?? null) || null })),
      });
      if (result.da_in) return null;
      return [
        ...result.may_in
          .filter((printer) => !printer.da_in)
          .map((printer) => printer.message ?? printer.ten_may_in),
        ...result.chua_in.map((line) => line.message),
      ].join('; ');
    } catch (problem) {
      return problem instanceof Error ? problem.message : t('errors.unknown');
    }
  };

  /** Saves the order; the restaurant sends what is new to the kitchen and bar. */
  const save = async () => {
    if ((cart.lines.length === 0 && !order) || staleRefused()) return;
    setSaving(true);
    try {
      const fresh = kitchenDelta(cart.lines);
      const saved = await write(bodyOf(kind.mode === 'restaurant' ? markSent(cart.lines) : cart.lines));
      // The order as stored now is the one the screen holds (no reading it back).
      client.setQueryData(orderKey, saved);
      setBase(saved._version);
      cart.change({ type: 'reset', lines: orderedLines(saved.chi_tiet) });
      refresh();
      if (kind.mode !== 'restaurant' || fresh.length === 0)
        return void toast.success(t('places.saved', { name: placeName }));
      const count = fresh.reduce((sum, line) => sum + line.so_luong, 0);
      const problem = await printTickets(saved.so_ct, fresh);
      if (problem) toast.warning(t('places.notPrinted', { name: placeName, problem }));
      else toast.success(t('places.sentToKitchen', { count, name: placeName }));
    } catch (problem) {
      refused(problem);
    } finally {
      setSaving(false);
    }
  };

  /** Prints the whole order's kitchen tickets again (marked 'IN LẠI'; the tenant must allow reprints). */
  const reprint = async () => {
    if (!order) return;
    const lines = orderedLines(order.chi_tiet)
      .filter((line) => Number(line.sl_bep ?? 0) > 0)
      .map((line) => ({
        ma_vt: String(line.ma_vt),
        ten_vt: String(line.ten_vt ?? line.ma_vt),
        so_luong: Number(line.sl_bep),
        dvt: typeof line.dvt === 'string' ? line.dvt : null,
      }));
    if (lines.length === 0) return;
    const problem = await printTickets(order.so_ct, lines, true);
    if (problem) toast.warning(t('places.reprintFailed', { problem }));
    else toast.success(t('places.reprinted', { name: placeName }));
  };

  const pay = async ({ ma_httt, given, print, card, second }: TillPayment) => {
    const lines = priced ? priced.chi_tiet : cart.lines;
    if (staleRefused()) return setPaying(false);
    try {
      const paid = await write({
        ...bodyOf(kind.mode === 'restaurant' ? markSent(lines) : lines),
        trang_thai: '1',
        ma_httt,
        da_tt: total,
        // The payment counts in the paying till's shift.
        ...(currentShiftId() && { ma_ca_tn: currentShiftId() }),
        ...(card && card.so_tien > 0
          ? { ma_the: card.ma_the, tien_the: card.so_tien }
          : { ma_the: null, tien_the: 0 }),
        ...(second
          ? { ma_httt2: second.ma_httt, tien_httt2: second.so_tien }
          : { ma_httt2: null, tien_httt2: 0 }),
      });
      toast.success(t('places.paid', { name: placeName, total: formatMoney(total, { currency: true }) }));
      onReceipt(
        receiptSaleOf(
          { ...paid, da_tt: given, nguoi_tao: cashierName },
          branch,
          { payments: paymentNames, units: unitName },
          print,
        ),
      );
      refresh();
      back();
    } catch (problem) {
      setPaying(false);
      refused(problem);
    }
  };

  const add = (item: CatalogueItem) =>
    cart.change(addItem(cart.lines, item, taxRate.get(item.ma_thue ?? '') ?? 0));
  const addRef = useRef(add);
  useLayoutEffect(() => {
    addRef.current = add;
  });
  const onAdd = useCallback((item: CatalogueItem) => addRef.current(item), []);
  const scan = (typed: string) => {
    const item = catalogue.status === 'ready' ? itemOfCode(catalogue.index, typed, kindOfItems) : undefined;
    if (!item) return void toast.warning(t('register.notFound', { code: typed.trim() }));
    add(item);
    typedSearch.set(undefined);
    setScans((n) => n + 1);
  };
  const scanRef = useRef(scan);
  useLayoutEffect(() => {
    scanRef.current = scan;
  });
  const onScan = useCallback((typed: string) => scanRef.current(typed), []);
  const setSearch = useCallback(
    (next: Record<string, unknown>) =>
      void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true }),
    [navigate],
  );

  // An order paid all by package sessions comes to nothing, as the server priced it.
  const canPay =
    cart.lines.length > 0 &&
    (total > 0 || (priced !== null && packageLinesOf(cart.lines).length > 0)) &&
    tillPayments.length > 0 &&
    !fetching &&
    !saving;
  // The keys of the till: F3 search, F4 customer, F9 pay, Escape back to the board.
  const pressPay = usePayKey({
    canPay,
    busy: fetching || saving,
    hasLines: cart.lines.length > 0,
    open: () => setPaying(true),
  });
  const keys = useRef({ pressPay, back });
  useLayoutEffect(() => {
    keys.current = { pressPay, back };
  });
  const dialogOpen = paying || moving || choosingCustomer || editing !== null;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (dialogOpen) return;
      if (event.key === 'F9') {
        event.preventDefault();
        keys.current.pressPay();
      } else if (event.key === 'F3') {
        event.preventDefault();
        searchInput.current?.focus();
      } else if (event.key === 'F4') {
        event.preventDefault();
        setChoosingCustomer(true);
      } else if (event.key === 'Escape' && document.activeElement !== searchInput.current) {
        event.preventDefault();
        keys.current.back();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dialogOpen]);

  const minutes = order ? minutesSince(text(order.ngay_tao), now) : 0;
  const stay = stayOf(minutes);
  return (
    <section className={tillStyles.till} aria-label={placeName}>
      <CatalogueColumn
        title={t(`modes.${kind.mode}.title`)}
        branchLabel={branch ? `${branch.ma_dvcs} · ${branch.ten_dvcs}` : ''}
        branchName={branch?.ten_dvcs ?? ''}
        kind={kindOfItems}
        group={search.ma_nhom_vt}
        initialText={search.q}
        catalogue={catalogue}
        allowed={mayRead}
        typedSearch={typedSearch}
        unitOf={unitOf}
        onAdd={onAdd}
        onScan={onScan}
        onSearchChange={setSearch}
        searchInput={searchInput}
        scans={scans}
        keysHint={t('places.keys')}
        ordersLink={false}
      />
      <aside className={tillStyles.cart} aria-label={t('places.orderOf', { name: placeName })}>
        <div className={styles.heading}>
          <h2 className={tillStyles.cartTitle}>{placeName}</h2>
          <Button variant="secondary" onPress={back}>
            {t(`places.${kind.mode}.back`)}
          </Button>
        </div>
        <p className={styles.muted}>
          {order
            ? [
                t('places.orderNumber', { so_ct: order.so_ct }),
                stay.hours > 0
                  ? t('places.stayHours', { hours: stay.hours, minutes: stay.minutes })
                  : t('places.stayMinutes', { minutes: stay.minutes }),
              ].join(' · ')
            : t('places.newOrder')}
        </p>
        {stored.isPending ? (
          <Spinner />
        ) : stored.isError ? (
          <EmptyState
            title={t('places.orderUnavailable')}
            description={stored.error.message}
            action={<Button onPress={() => void stored.refetch()}>{t('register.retry')}</Button>}
          />
        ) : (
          <>
            <p className={tillStyles.cartCustomer}>
              <span aria-label={t('customer.label')}>
                {customer
                  ? `${customer.ten_kh}${customer.dien_thoai ? ` · ${customer.dien_thoai}` : ''}`
                  : t('customer.walkIn')}
              </span>
              <Button variant="secondary" onPress={() => setChoosingCustomer(true)}>
                {t('customer.choose')}
              </Button>
            </p>
            {kind.mode === 'room' && (
              <Select
                label={t('places.roomStaff')}
                placeholder={t('places.noStaff')}
                items={(salers.data?.items ?? []).map((row) => ({
                  id: text(row.ma_nvbh),
                  label: text(row.ten_nvbh) || text(row.ma_nvbh),
                }))}
                value={staff}
                // Once named, the staff stay unless the tenant lets them change (the server holds to it too).
                isDisabled={Boolean(order?.ma_nvbh) && !roomChangeAllowed(configs)}
                onChange={(key) => setStaff(key === null ? null : String(key))}
              />
            )}
            {changedElsewhere && (
              <p className={styles.warning} role="alert">
                {t('places.changedWhileTyping')}{' '}
                <Button
                  variant="secondary"
                  onPress={() => {
                    setBase(undefined);
                    void stored.refetch();
                  }}
                >
                  {t('places.reload')}
                </Button>
              </p>
            )}
            {cart.lines.length === 0 ? (
              <p className={tillStyles.cartEmpty}>{t(`places.${kind.mode}.empty`)}</p>
            ) : (
              <ul className={tillStyles.cartLines}>
                {(cart.record.chi_tiet as Line[]).map((line, index) => {
                  const sent = Number(line.sl_bep ?? 0);
                  return (
                    <CartLine
                      key={`${String(line.ma_vt)}-${index}`}
                      line={line}
                      unitOf={unitOf}
                      onStep={(step) => cart.change(stepQuantity(cart.lines, index, step))}
                      onEdit={() => setEditing(index)}
                      extra={
                        customer && (
                          <Suspense fallback={null}>
                            <LinePackage
                              ma_kh={customer.ma_kh}
                              line={line}
                              day={businessToday()}
                              onUse={(ma_lt) => cart.change({ type: 'update', index, values: { ma_lt } })}
                            />
                          </Suspense>
                        )
                      }
                      note={
                        kind.mode === 'restaurant' &&
                        sent > 0 && (
                          <span className={styles.sent}> · {t('places.sentCount', { count: sent })}</span>
                        )
                      }
                    />
                  );
                })}
              </ul>
            )}
            <p className={tillStyles.total}>
              <span>{t('register.total')}</span>
              <output aria-label={t('register.total')}>{formatMoney(total, { currency: true })}</output>
            </p>
            <div className={styles.actions}>
              <Button
                variant="secondary"
                isDisabled={saving || !dirty || cart.lines.length === 0}
                onPress={() => void save()}
              >
                {t(`places.${kind.mode}.save`)}
              </Button>
              <Button variant="secondary" isDisabled={!order || dirty} onPress={() => setMoving(true)}>
                {t(`places.${kind.mode}.move`)}
              </Button>
              {kind.mode === 'restaurant' && order && (
                <Button variant="secondary" isDisabled={saving} onPress={() => void reprint()}>
                  {t('places.reprint')}
                </Button>
              )}
            </div>
            {order && dirty && <p className={styles.muted}>{t('places.saveBeforeMove')}</p>}
            <div className={tillStyles.payBar}>
              <Button variant="primary" isDisabled={!canPay} onPress={() => setPaying(true)}>
                {t('pay.open')}
              </Button>
            </div>
          </>
        )}
      </aside>
      <Suspense fallback={null}>
        {choosingCustomer && (
          <CustomerDialog isOpen onOpenChange={setChoosingCustomer} onPick={chooseCustomer} />
        )}
        {paying && (
          <PayDialog
            isOpen
            onOpenChange={setPaying}
            total={total}
            paymentTypes={tillPayments}
            branch={branch}
            reference={`SEN ${branch?.ma_dvcs ?? ''} ${order?.so_ct ?? code}`}
            customer={customer}
            day={businessToday()}
            cardPaymentType={cardPaymentType}
            lines={cart.lines}
            orderId={order?._id ?? newId}
            ma_dvcs={branch?.ma_dvcs}
            requireOtp={prepaidOtpRequired(tillConfigs)}
            confirmed={confirmed}
            onConfirmed={setConfirmed}
            onPay={pay}
          />
        )}
        {editing !== null && cart.lines[editing] && (
          <LineDialog
            line={cart.lines[editing]!}
            manual={manualEntryOf(tillConfigs)}
            onOpenChange={(open) => !open && setEditing(null)}
            onApply={(values) => cart.change({ type: 'update', index: editing, values })}
          />
        )}
        {moving && order && (
          <MoveDialog
            kind={kind}
            order={order}
            unitOf={unitOf}
            onOpenChange={setMoving}
            onMoved={(to) => {
              refresh();
              if (to !== code) void navigate({ search: (prev) => ({ ...prev, place: to }) });
              else void stored.refetch();
            }}
          />
        )}
      </Suspense>
    </section>
  );
};
