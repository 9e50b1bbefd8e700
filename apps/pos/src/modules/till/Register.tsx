import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import { Button, preloadToasts, toast } from '@sen/ui';
import { businessToday, formatDateTime, formatMoney } from '@sen/domain';
import { tillResources } from '../session/till-resources';
import { useCan, useLines, type Line } from '@sen/records';
import { addItem, cartResource, stepQuantity } from './cart';
import { CartLine } from './CartLine';
import type { TillMode } from './modes';
import { itemOfCode, type CatalogueItem } from '../catalogue/catalogue-search';
import { readyCatalogue, useLocalCatalogue } from '../catalogue/local-catalogue';
import { CatalogueColumn } from '../catalogue/CatalogueColumn';
import { createTypedSearch } from '../catalogue/typed-search';
import type { TillCustomer } from './CustomerDialog';
import { receiptSaleOf, type ReceiptSale } from './receipt-sale';
import { packageLinesOf, prepaidSpendOf, retailOrderBody } from './payment';
import { usePayKey } from './usePayKey';
import type { TillPayment } from './PayDialog';
import { useSaleLists } from './useSaleLists';
import { manualEntryOf, prepaidOtpRequired, useTillConfigs } from './useTillConfigs';
import { useCartQuote } from './useCartQuote';
import { newOrderId, takeTillOrder, useTillOutbox } from '../outbox/till-outbox';
import { takeOnlineOrder } from '../outbox/online-order';
import { useCashier } from './useCashier';
import { finishActive, openNew, startOrders, switchTo, tabsOf } from './open-orders';
import * as styles from './Till.css';

const route = getRouteApi('/_till/$mode');

// What the till opens only when asked (F4, F9, a receipt): loaded then, from the device (the app is precached).
const CustomerDialog = lazy(() => import('./CustomerDialog').then((m) => ({ default: m.CustomerDialog })));
const loadPayDialog = () => import('./PayDialog');
const PayDialog = lazy(() => loadPayDialog().then((m) => ({ default: m.PayDialog })));
const LineDialog = lazy(() => import('./LineDialog').then((m) => ({ default: m.LineDialog })));
const TillReceipt = lazy(() => import('./TillReceipt').then((m) => ({ default: m.TillReceipt })));
// Once a customer is chosen: their packages that may pay a service line ('Dùng liệu trình').
const LinePackage = lazy(() => import('../packages/LinePackage').then((m) => ({ default: m.LinePackage })));

/**
 * What a transfer for the next order says, the same whatever the till's language, so the shop's bank statement
 * reads alike from every till: 'SEN CN01 DON 12'.
 */
const transferReference = (branch: string, number: number) => `SEN ${branch} DON ${number}`;

/** How long after the till opens it starts keeping the customers and pricing rules (after its first screen). */
const START_LOCAL_CUSTOMERS_MS = 1_500;

/** How long the search waits after the last keystroke before it goes into the URL. */
const URL_SEARCH_DELAY_MS = 400;

/**
 * One till: the catalogue kept on the device (goods or services, searched and filtered by group, all in the URL)
 * as a grid of cards, and the cart beside it. Tapping a card or scanning its barcode puts one in the cart; F9 pays.
 */
export const Register = () => {
  const { t, i18n } = useTranslation();
  const { mode } = route.useParams() as { mode: TillMode };
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { branch, user } = useCashier();
  const cashierName = user.data?.ten_nsd ?? user.data?.user_name ?? '';
  const kind = search.kind ?? 'products';
  // Selling takes reading the goods and services, and the retail orders the till makes.
  const { products, stockServices, retailOrders } = tillResources;
  const mayRead = [useCan(products), useCan(stockServices), useCan(retailOrders)].every(Boolean);
  const catalogue = useLocalCatalogue(mayRead);
  const { lists } = catalogue;
  const { taxRate, unitName, unitOf, tillPayments, paymentNames, cardPaymentType } = useSaleLists(lists);
  const cart = useLines(cartResource);
  // Every sale is paid, and told in a toast: once its first line is drawn and the till is idle, the payment's code
  // and the toasts' are fetched (from the device's precache), so F9 opens at once and the sale is told at once, the
  // network there or not. (Fetched in the tap's own task, they slowed that line: 30 ms against 6.)
  const selling = cart.lines.length > 0;
  useEffect(() => {
    if (!selling) return;
    const prefetch = () => {
      void loadPayDialog();
      void preloadToasts();
    };
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(prefetch, { timeout: 1_000 });
      return () => cancelIdleCallback(idle);
    }
    const timer = setTimeout(prefetch, 0);
    return () => clearTimeout(timer);
  }, [selling]);
  const [customer, setCustomer] = useState<TillCustomer | null>(null);
  // Another customer: their packages, not the last one's, may pay the lines.
  const chooseCustomer = (next: TillCustomer | null) => {
    if (next?.ma_kh !== customer?.ma_kh && packageLinesOf(cart.lines).length > 0)
      cart.change({ type: 'reset', lines: cart.lines.map((line) => ({ ...line, ma_lt: null })) });
    setCustomer(next);
  };
  const queryClient = useQueryClient();
  // The back office's customer page opens the till with its customer picked (?kh=), then the address forgets it.
  const openingCode = search.kh;
  useEffect(() => {
    if (!openingCode) return undefined;
    let stopped = false;
    void import('./opening-customer').then(async ({ openingCustomer }) => {
      const found = await openingCustomer(openingCode);
      if (stopped) return;
      if (found) setCustomer(found);
      void navigate({ search: ({ kh: _, ...rest }) => rest, replace: true });
    });
    return () => {
      stopped = true;
    };
  }, [openingCode, navigate]);
  const [choosingCustomer, setChoosingCustomer] = useState(false);
  const { priced, total, fetching } = useCartQuote(
    cart.lines,
    branch?.ma_dvcs,
    customer?.ma_kh,
    Number(cart.record.t_tt ?? 0),
    useMemo(() => ({ index: catalogue.index, taxRate }), [catalogue.index, taxRate]),
  );
  // The customers and the branch's pricing rules kept on the device too (loaded after the till's first screen),
  // so that the cashier finds a customer and charges the right price with no network.
  const userName = user.data?.user_name;
  const branchCode = branch?.ma_dvcs;
  useEffect(() => {
    if (!mayRead || !userName || !branchCode) return;
    const timer = setTimeout(
      () =>
        void import('../catalogue/local-customers').then((store) =>
          store.startLocalCustomers({ user: userName, branch: branchCode }),
        ),
      START_LOCAL_CUSTOMERS_MS,
    );
    return () => clearTimeout(timer);
  }, [mayRead, userName, branchCode]);
  const outbox = useTillOutbox();
  // The number the device will give the next order (it numbers each day's orders from 1).
  const nextNumber =
    outbox.last && businessToday(new Date(outbox.last.takenAt)) === businessToday()
      ? outbox.last.deviceNumber + 1
      : 1;
  const [paying, setPaying] = useState(false);
  // F8 opens the payment on cash whatever was chosen before.
  const [cashFirst, setCashFirst] = useState(false);
  // The line changed by hand (a tap on it, or F6 for the last one's discount).
  const [editing, setEditing] = useState<{ index: number; start: 'so_luong' | 'ck' } | null>(null);
  const configs = useTillConfigs();
  // A cart paid all by package sessions comes to nothing, as the server priced it.
  const canPay =
    cart.lines.length > 0 &&
    (total > 0 || (priced !== null && packageLinesOf(cart.lines).length > 0)) &&
    tillPayments.length > 0 &&
    !fetching;
  // The order's id once the payment opens (a one-time code is for it) and what the customer confirmed for it.
  const [prepaid, setPrepaid] = useState<{ id: string; confirmed: string | null } | null>(null);
  const openPay = () => {
    setPrepaid((current) => current ?? { id: newOrderId(), confirmed: null });
    setPaying(true);
  };
  // F9 or F8 pressed while the order was being priced (a line just added): the payment opens once it is priced.
  const pressPay = usePayKey({ canPay, busy: fetching, hasLines: cart.lines.length > 0, open: openPay });
  // F9 pays, as on the tills cashiers know.
  const searchInput = useRef<HTMLInputElement>(null);
  // Orders set aside (tabs) while the cashier serves the next customer.
  const [openOrders, setOpenOrders] = useState(startOrders);
  const current = { lines: cart.lines, customer };
  const newOrder = () => {
    setOpenOrders((state) => openNew(state, current));
    cart.change({ type: 'reset', lines: [] });
    setCustomer(null);
    setPrepaid(null);
    searchInput.current?.focus();
  };
  const takeBack = (no: number) => {
    const { state, order } = switchTo(openOrders, current, no);
    if (!order) return;
    setOpenOrders(state);
    cart.change({ type: 'reset', lines: [...order.lines] });
    setCustomer(order.customer);
    setPrepaid(null);
  };
  const newOrderRef = useRef(newOrder);
  useLayoutEffect(() => {
    newOrderRef.current = newOrder;
  });
  const [scans, setScans] = useState(0);
  // What is typed in the search: the grid follows it at once, the URL after a pause (so a reload keeps it).
  const [typedSearch] = useState(() => createTypedSearch(search.q));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = typedSearch.subscribe(() => {
      clearTimeout(timer);
      timer = setTimeout(
        () => void navigate({ search: (prev) => ({ ...prev, q: typedSearch.get() }), replace: true }),
        URL_SEARCH_DELAY_MS,
      );
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [typedSearch, navigate]);
  // The till's keys, as on the tills cashiers know: F1 a new order, F3 the product search, F6 the discount of
  // the last line, F8 cash, F9 pay.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (paying || choosingCustomer || editing) return;
      if (event.key === 'F9' || event.key === 'F8') {
        event.preventDefault();
        setCashFirst(event.key === 'F8');
        pressPay();
      } else if (event.key === 'F6') {
        event.preventDefault();
        if (cart.lines.length > 0) setEditing({ index: cart.lines.length - 1, start: 'ck' });
      } else if (event.key === 'F3') {
        event.preventDefault();
        searchInput.current?.focus();
      } else if (event.key === 'F2') {
        event.preventDefault();
        void navigate({ to: '/orders' });
      } else if (event.key === 'F4') {
        event.preventDefault();
        setChoosingCustomer(true);
      } else if (event.key === 'F1') {
        event.preventDefault();
        newOrderRef.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [pressPay, paying, choosingCustomer, editing, cart, navigate]);

  /**
   * Enter in the search (a barcode scanner types the code and Enter): the item of exactly that code or barcode goes
   * into the cart (one more when it is there) and the search is cleared for the next scan.
   */
  const scan = async (typed: string) => {
    if (!typed.trim()) return;
    // A scan as the till opens waits for the catalogue.
    const ready = catalogue.status === 'ready' ? catalogue : await readyCatalogue();
    const item = ready && itemOfCode(ready.index, typed, kind);
    if (!item) {
      toast.warning(t('register.notFound', { code: typed.trim() }));
      return;
    }
    add(item);
    // The search emptied for the next scan: the URL first, then the field made anew from it.
    typedSearch.set(undefined);
    await navigate({ search: (prev) => ({ ...prev, q: undefined }), replace: true });
    setScans((n) => n + 1);
  };

  const [receipt, setReceipt] = useState<ReceiptSale | null>(null);
  const pay = async ({ ma_httt, given, print, card, second }: TillPayment) => {
    // The lines as the server priced them (its gifts left for it to make again), else the cart's.
    const pricedLines = priced ? priced.chi_tiet : cart.lines;
    const body = retailOrderBody({
      ma_dvcs: branch?.ma_dvcs ?? '',
      ngay_ct: businessToday(),
      lines: pricedLines.filter((line) => !line.hang_km),
      total,
      ma_httt,
      ma_kh: customer?.ma_kh,
      ten_kh: customer?.ten_kh,
      card,
      second,
    });
    // A sale spending the customer's package sessions or prepaid card is the server's to grant: sent at once (a
    // refusal comes back to the payment), under the id its code was confirmed for. Any other goes by the outbox.
    const spends = prepaidSpendOf(cart.lines, card) !== null;
    const order =
      spends && prepaid
        ? await takeOnlineOrder('sales/retail-orders', body, prepaid.id)
        : await takeTillOrder('sales/retail-orders', body);
    cart.change({ type: 'reset', lines: [] });
    setCustomer(null);
    setPrepaid(null);
    setOpenOrders(finishActive);
    const amount = formatMoney(total, { currency: true });
    if (order.so_ct) toast.success(t('pay.stored', { so_ct: order.so_ct, total: amount }));
    else if (spends) toast.warning(t('pay.prepaidWaiting', { number: order.deviceNumber, total: amount }));
    else toast.success(t('pay.taken', { number: order.deviceNumber, total: amount }));
    if (spends) void queryClient.invalidateQueries({ queryKey: ['pos', 'packages'] });
    setReceipt(
      receiptSaleOf(
        {
          ...order.body,
          chi_tiet: pricedLines,
          // The till's own number until the server's is known; what the customer handed over, and the change.
          so_ct: order.so_ct ?? `#${order.deviceNumber}`,
          da_tt: given,
          ngay_tao: new Date(order.takenAt).toISOString(),
          nguoi_tao: cashierName,
        },
        branch,
        { payments: paymentNames, units: unitName },
        print,
      ),
    );
  };

  const setSearch = useCallback(
    (next: Partial<typeof search>) =>
      void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true }),
    [navigate],
  );
  const add = (item: CatalogueItem) =>
    cart.change(addItem(cart.lines, item, taxRate.get(item.ma_thue ?? '') ?? 0));
  // The cards keep one callback, so a change of the cart does not draw the grid again.
  const addRef = useRef(add);
  useLayoutEffect(() => {
    addRef.current = add;
  });
  const onAdd = useCallback((item: CatalogueItem) => addRef.current(item), []);
  const scanRef = useRef(scan);
  useLayoutEffect(() => {
    scanRef.current = scan;
  });
  const onScan = useCallback((typed: string) => void scanRef.current(typed), []);

  return (
    <section className={styles.till} aria-label={t(`modes.${mode}.title`)}>
      <CatalogueColumn
        title={t(`modes.${mode}.title`)}
        branchLabel={branch ? `${branch.ma_dvcs} · ${branch.ten_dvcs}` : ''}
        branchName={branch?.ten_dvcs ?? ''}
        kind={kind}
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
      />
      <aside className={styles.cart} aria-label={t('register.cart')}>
        <h2 className={styles.cartTitle}>{t('register.cart')}</h2>
        {(openOrders.parked.length > 0 || cart.lines.length > 0) && (
          <div className={styles.tabs} role="group" aria-label={t('register.openOrders')}>
            {tabsOf(openOrders, current).map((tab) => (
              <Button
                key={tab.no}
                variant={tab.active ? 'primary' : 'secondary'}
                aria-pressed={tab.active}
                onPress={() => takeBack(tab.no)}
              >
                {t('register.tab', { no: tab.no, items: tab.items })}
              </Button>
            ))}
            <Button variant="secondary" aria-label={t('register.newOrder')} onPress={newOrder}>
              +
            </Button>
          </div>
        )}
        <p className={styles.cartCustomer}>
          <span aria-label={t('customer.label')}>
            {customer
              ? `${customer.ten_kh} · ${customer.dien_thoai ?? customer.ma_kh}`
              : t('customer.walkIn')}
          </span>
          <span className={styles.cartCustomerActions}>
            {customer && (
              <Button variant="secondary" onPress={() => chooseCustomer(null)}>
                {t('customer.clear')}
              </Button>
            )}
            <Button variant="secondary" onPress={() => setChoosingCustomer(true)}>
              {t('customer.choose')}
            </Button>
          </span>
        </p>
        {cart.lines.length === 0 ? (
          <p className={styles.cartEmpty}>{t('register.cartEmpty')}</p>
        ) : (
          <ul className={styles.cartLines}>
            {(cart.record.chi_tiet as Line[]).map((line, index) => (
              <CartLine
                key={String(line.ma_vt)}
                line={line}
                unitOf={unitOf}
                onStep={(step) => cart.change(stepQuantity(cart.lines, index, step))}
                onEdit={() => setEditing({ index, start: 'so_luong' })}
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
              />
            ))}
          </ul>
        )}
        <p className={styles.total}>
          <span>{t('register.total')}</span>
          <output aria-label={t('register.total')}>{formatMoney(total, { currency: true })}</output>
        </p>
        {priced && (priced.t_thue > 0 || priced.t_ck > 0) && (
          <p className={styles.sync}>
            {t('register.priced', {
              tax: formatMoney(priced.t_thue, { currency: true }),
              off: formatMoney(priced.t_ck, { currency: true }),
            })}
          </p>
        )}
        <div className={styles.payBar}>
          <Button variant="primary" isDisabled={!canPay} onPress={openPay}>
            {t('pay.open')}
          </Button>
          {cart.lines.length > 0 && (
            <Button variant="secondary" onPress={() => cart.change({ type: 'reset', lines: [] })}>
              {t('register.clear')}
            </Button>
          )}
        </div>
        <p className={styles.sync} role="status">
          {outbox.pending > 0
            ? t('pay.pending', { count: outbox.pending })
            : outbox.last?.so_ct
              ? t('pay.synced', { so_ct: outbox.last.so_ct })
              : ''}
        </p>
        {catalogue.problem === 'offline' && catalogue.savedAt !== undefined && (
          <p className={styles.sync}>
            {t('register.offline', {
              time: formatDateTime(new Date(catalogue.savedAt)),
            })}
          </p>
        )}
        {outbox.last?.state === 'refused' && (
          <p className={styles.sync} role="alert">
            {t('pay.refused', { number: outbox.last.deviceNumber, message: outbox.last.error ?? '' })}
          </p>
        )}
      </aside>
      <Suspense fallback={null}>
        {choosingCustomer && (
          <CustomerDialog isOpen onOpenChange={setChoosingCustomer} onPick={chooseCustomer} />
        )}
        {receipt && <TillReceipt sale={receipt} locale={i18n.language === 'en' ? 'en' : 'vi'} />}
        {editing && cart.lines[editing.index] && (
          <LineDialog
            line={cart.lines[editing.index]!}
            manual={manualEntryOf(configs)}
            start={editing.start}
            onOpenChange={(open) => !open && setEditing(null)}
            onApply={(values) => cart.change({ type: 'update', index: editing.index, values })}
          />
        )}
        {paying && (
          <PayDialog
            cashFirst={cashFirst}
            isOpen
            onOpenChange={setPaying}
            total={total}
            paymentTypes={tillPayments}
            branch={branch}
            reference={transferReference(branch?.ma_dvcs ?? '', nextNumber)}
            customer={customer}
            day={businessToday()}
            cardPaymentType={cardPaymentType}
            lines={cart.lines}
            orderId={prepaid?.id}
            ma_dvcs={branch?.ma_dvcs}
            requireOtp={prepaidOtpRequired(configs)}
            confirmed={prepaid?.confirmed}
            onConfirmed={(confirmed) => setPrepaid((current) => current && { ...current, confirmed })}
            onPay={pay}
          />
        )}
      </Suspense>
    </section>
  );
};
