import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Link, Skeleton } from '@sen/ui';
import { formatMoney } from '@sen/domain';
import { useTranslation } from '../../i18n/react';
import { api } from '../session/client';
import { posDatabase } from '../outbox/local-db';
import { useCashier } from '../till/useCashier';
import { useLocalCatalogue } from '../catalogue/local-catalogue';
import { receiptSaleOf, type ReceiptSale } from '../till/receipt-sale';
import * as styles from './Orders.css';

const TillReceipt = lazy(() => import('../till/TillReceipt').then((m) => ({ default: m.TillReceipt })));

type Row = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * One order of the day (/orders/{id}): its lines, totals and payment as the server stored them (or as the device
 * keeps it while unsent), and a reprint of its receipt. A paid order is not edited: goods brought back are a return.
 */
export const OrderDetail = ({ id }: { id: string }) => {
  const { t, i18n } = useTranslation();
  const { branch } = useCashier();
  const { lists } = useLocalCatalogue(true);
  const local = useQuery({
    queryKey: ['pos', 'device-order', id],
    queryFn: async () => (await posDatabase().orders.get(id)) ?? null,
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
  const number = text(record.so_ct) || `#${local.data?.deviceNumber ?? ''}`;
  const state = stored.data ? 'stored' : (local.data?.state ?? 'pending');
  const lines = (record.chi_tiet as Row[] | undefined) ?? [];
  const unitName = new Map(lists.units.map((u) => [text(u.ma_dvt), text(u.ten_dvt)]));
  const paymentName = new Map(lists.paymentTypes.map((p) => [text(p.ma_httt), text(p.ten_httt)]));
  const money = (value: unknown) => formatMoney(Number(value ?? 0), { currency: true });
  const reprint = () =>
    setReceipt(
      receiptSaleOf({ ...record, so_ct: number }, branch, { payments: paymentName, units: unitName }, true),
    );
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
        <Button variant="primary" onPress={reprint} className={styles.reprint}>
          {t('orders.reprint')}
        </Button>
      </div>
      {local.data?.error && <p className={styles.error}>{local.data.error}</p>}
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
      <Suspense fallback={null}>
        {receipt && <TillReceipt sale={receipt} locale={i18n.language === 'en' ? 'en' : 'vi'} />}
      </Suspense>
    </section>
  );
};
