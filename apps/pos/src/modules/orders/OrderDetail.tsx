import { lazy, Suspense, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { can } from '@sen/auth';
import { Alert, Badge, Button, Link, Skeleton, toast } from '@sen/ui';
import { configValue, formatMoney, isTrue } from '@sen/domain';
import { returns } from '@sen/domain/resources';
import { useTranslation } from '../../i18n/react';
import '../../i18n/screens';
import { api } from '../session/client';
import { isUnreachable } from '../session/kept';
import { posDatabase } from '../outbox/local-db';
import { useCashier } from '../till/useCashier';
import { useTillConfigs } from '../till/useTillConfigs';
import { useLocalCatalogue } from '../catalogue/local-catalogue';
import { receiptSaleOf, type ReceiptSale } from '../till/receipt-sale';
import { OrderReturns } from './OrderReturns';
import { refundReceipt } from './refund';
import type { RefundResult } from './RefundDialog';
import * as styles from './Orders.css';

const TillReceipt = lazy(() => import('../till/TillReceipt').then((m) => ({ default: m.TillReceipt })));
const RefundDialog = lazy(() => import('./RefundDialog').then((m) => ({ default: m.RefundDialog })));

type Row = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * One order of the day (/orders/{id}): its lines, totals and payment as the server stored them (or as the device
 * keeps it while unsent), and a reprint of its receipt. A paid order is not edited: goods brought back are a return
 * ('Trả hàng', with the add right on returns), made on the server; the returns made against it are listed with what
 * they refund, each with its refund receipt.
 */
export const OrderDetail = ({ id }: { id: string }) => {
  const { t, i18n } = useTranslation();
  const { branch, user } = useCashier();
  const { lists } = useLocalCatalogue(true);
  const configs = useTillConfigs();
  const client = useQueryClient();
  const local = useQuery({
    queryKey: ['pos', 'device-order', id],
    queryFn: async () => (await (await posDatabase()).get('orders', id)) ?? null,
    networkMode: 'always',
  });
  const stored = useQuery({
    queryKey: ['pos', 'order', id],
    queryFn: () => api.get<Row>(`/sales/retail-orders/${id}`),
    retry: false,
    networkMode: 'always',
    enabled: local.data?.state !== 'pending',
  });
  const [receipt, setReceipt] = useState<ReceiptSale | null>(null);
  const [refunding, setRefunding] = useState(false);
  // Returns of a paid order the server has (the device never keeps them: they need the network).
  const paidOrder = stored.data?.trang_thai === '1' ? stored.data : undefined;
  const mayReadReturns = can(user.data ?? null, { menuId: returns.menuId, right: 'read' });
  const mayRefund = can(user.data ?? null, { menuId: returns.menuId, right: 'add' });
  const returnsKey = ['pos', 'order-returns', text(paidOrder?.so_ct)];
  const orderReturns = useQuery({
    queryKey: returnsKey,
    queryFn: () =>
      api.get<{ items: Row[] }>('/sales/returns', {
        so_ct_bl: text(paidOrder?.so_ct),
        pageSize: 50,
        sortKey: 'so_ct',
        sortType: 'asc',
      }),
    enabled: paidOrder !== undefined && mayReadReturns,
    retry: false,
    networkMode: 'always',
  });
  if (local.isPending || (stored.isPending && stored.fetchStatus !== 'idle'))
    return <Skeleton variant="rect" height={240} />;
  const record: Row | undefined = stored.data ?? (local.data ? { ...local.data.body } : undefined);
  if (!record)
    return (
      <section className={styles.page} aria-labelledby="order-title">
        <div className={styles.heading}>
          <Link href="/orders">{t('orders.backToList')}</Link>
          <h1 id="order-title" className={styles.title}>
            {t('orders.notFound')}
          </h1>
        </div>
        <p className={styles.note}>{t('orders.notFoundDescription')}</p>
      </section>
    );
  // The server's number (kept on the device once sent), else the device's.
  const number = text(record.so_ct) || text(local.data?.so_ct) || `#${local.data?.deviceNumber ?? ''}`;
  const state = stored.data ? 'stored' : (local.data?.state ?? 'pending');
  const lines = (record.chi_tiet as Row[] | undefined) ?? [];
  const unitName = new Map(lists.units.map((u) => [text(u.ma_dvt), text(u.ten_dvt)]));
  const paymentName = new Map(lists.paymentTypes.map((p) => [text(p.ma_httt), text(p.ten_httt)]));
  const money = (value: unknown) => formatMoney(Number(value ?? 0), { currency: true });
  const reprint = () =>
    setReceipt(
      receiptSaleOf({ ...record, so_ct: number }, branch, { payments: paymentName, units: unitName }, true),
    );
  const requireApproval = isTrue(configValue(configs, 'sale_bill_require_approve'));
  const printRefund = (row: Row) => {
    // All of it back to the card: no refund type to name.
    const allToCard = Number(row.tien_the ?? 0) >= Number(row.t_tt ?? 0) && Number(row.tien_the ?? 0) > 0;
    setReceipt({
      ...receiptSaleOf(
        allToCard ? { ...row, ma_httt: null } : row,
        branch,
        { payments: paymentName, units: unitName },
        true,
      ),
      resource: refundReceipt,
    });
  };
  const reprintRefund = async (row: Row) => {
    try {
      printRefund(await api.get<Row>(`/sales/returns/${text(row._id)}`));
    } catch (error) {
      toast.failure(isUnreachable(error) ? t('refund.offline') : t('errors.unknown'));
    }
  };
  const refunded = ({ refund, refunded: paidBack }: RefundResult) => {
    setRefunding(false);
    void client.invalidateQueries({ queryKey: returnsKey });
    // The shift's expected cash counts the refund.
    void client.invalidateQueries({ queryKey: ['pos', 'shift', 'current'] });
    const amount = formatMoney(Number(refund.t_tt ?? 0), { currency: true });
    if (paidBack) {
      toast.success(t('refund.done', { so_ct: text(refund.so_ct), amount }));
      printRefund(refund);
    } else toast.warning(t('refund.waiting', { so_ct: text(refund.so_ct), amount }));
  };
  const returnRows = orderReturns.data?.items ?? [];
  const tillPaymentTypes = lists.paymentTypes
    .filter((p) => p.trang_thai !== false)
    .map((p) => ({ ma_httt: text(p.ma_httt), ten_httt: text(p.ten_httt), loai_tt: text(p.loai_tt) || null }));
  return (
    <section className={styles.page} aria-labelledby="order-title">
      <div className={styles.heading}>
        <Link href="/orders">{t('orders.backToList')}</Link>
        <h1 id="order-title" className={styles.title}>
          {t('orders.detailTitle', { number })}
        </h1>
        <Badge
          tone={
            state === 'stored' || state === 'sent' ? 'success' : state === 'refused' ? 'danger' : 'warning'
          }
        >
          {t(`orders.states.${state === 'sent' ? 'stored' : state}`)}
        </Badge>
        <div className={styles.actions}>
          {paidOrder && mayRefund && (
            <Button variant="secondary" onPress={() => setRefunding(true)}>
              {t('refund.action')}
            </Button>
          )}
          <Button variant="primary" onPress={reprint}>
            {t('orders.reprint')}
          </Button>
        </div>
      </div>
      {local.data?.error && <p className={styles.error}>{local.data.error}</p>}
      {/* A paid order the server has, read from the device for want of the server: no return until it answers. */}
      {mayRefund &&
        !stored.data &&
        local.data?.state === 'sent' &&
        local.data.body.trang_thai === '1' &&
        stored.isError &&
        isUnreachable(stored.error) && (
          <Alert tone="warning" title={t('refund.offlineTitle')}>
            {t('refund.offline')}
          </Alert>
        )}
      <dl className={styles.facts}>
        <div>
          <dt>{t('orders.customer')}</dt>
          <dd>{text(record.ten_kh) || t('customer.walkIn')}</dd>
        </div>
        <div>
          <dt>{t('orders.payment')}</dt>
          <dd>{paymentName.get(text(record.ma_httt)) || text(record.ma_httt)}</dd>
        </div>
        {Number(record.tien_the ?? 0) > 0 && (
          <div>
            <dt>{t('pay.fromCard')}</dt>
            <dd>
              {text(record.ma_the)} · {money(record.tien_the)}
            </dd>
          </div>
        )}
      </dl>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('orders.item')}</th>
            <th scope="col" className={styles.amount}>
              {t('orders.quantity')}
            </th>
            <th scope="col" className={styles.amount}>
              {t('orders.price')}
            </th>
            <th scope="col" className={styles.amount}>
              {t('orders.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={index}>
              <td>{text(line.ten_vt) || text(line.ma_vt)}</td>
              <td className={styles.amount}>
                {Number(line.so_luong ?? 0)} {unitName.get(text(line.dvt)) || text(line.dvt)}
              </td>
              <td className={styles.amount}>{money(line.gia)}</td>
              <td className={styles.amount}>
                {money(line.thanh_tien ?? Number(line.gia) * Number(line.so_luong))}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {Number(record.t_thue ?? 0) > 0 && (
            <tr>
              <th scope="row" colSpan={3}>
                {t('orders.tax')}
              </th>
              <td className={styles.amount}>{money(record.t_thue)}</td>
            </tr>
          )}
          <tr>
            <th scope="row" colSpan={3}>
              {t('orders.total')}
            </th>
            <td className={styles.amount}>
              <strong>{money(record.t_tt ?? record.da_tt)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
      <p className={styles.note}>{t('orders.noEdit')}</p>
      {returnRows.length > 0 && (
        <OrderReturns
          rows={returnRows}
          requireApproval={requireApproval}
          paymentName={(code) => paymentName.get(code) ?? ''}
          onPrint={(row) => void reprintRefund(row)}
        />
      )}
      {orderReturns.isError && (
        <Alert tone="warning">
          {isUnreachable(orderReturns.error) ? t('refund.returnsOffline') : t('errors.unknown')}
        </Alert>
      )}
      <Suspense fallback={null}>
        {receipt && <TillReceipt sale={receipt} locale={i18n.language === 'en' ? 'en' : 'vi'} />}
        {refunding && paidOrder && (
          <RefundDialog
            order={paidOrder}
            orderReturns={returnRows}
            paymentTypes={tillPaymentTypes}
            unitOf={(dvt) => unitName.get(dvt) || dvt}
            onClose={() => setRefunding(false)}
            onRefunded={refunded}
          />
        )}
      </Suspense>
    </section>
  );
};
