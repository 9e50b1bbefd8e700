import { useState } from 'react';
import { Badge, EmptyState, Link, SearchField, Skeleton } from '@sen/ui';
import { formatMoney, formatTime } from '@sen/domain';
import { useTranslation } from '../../i18n/react';
import '../../i18n/screens';
import { searchOrders } from './day-orders';
import { useDayOrders } from './useDayOrders';
import * as styles from './Orders.css';

/** How each state of an order looks. */
const stateTone = { stored: 'success', pending: 'warning', refused: 'danger' } as const;

/** An order's time on the business's clock, 'HH:mm'. */
const timeOf = (iso: string) => formatTime(new Date(iso));

/**
 * The day's orders (/orders): the branch's and the device's own, newest first, found by number, customer or
 * amount; each opens its detail (to see it and print it again). The device's orders not yet on the server show as
 * waiting, or refused with the server's reason.
 */
export const OrderList = () => {
  const { t } = useTranslation();
  const { orders, isPending, offline } = useDayOrders();
  const [text, setText] = useState<string | undefined>();
  const shown = searchOrders(orders, text);
  return (
    <section className={styles.page} aria-labelledby="orders-title">
      <div className={styles.heading}>
        <Link href="/retail">{t('orders.back')}</Link>
        <h1 id="orders-title" className={styles.title}>
          {t('orders.title')}
        </h1>
        <SearchField
          aria-label={t('orders.search')}
          placeholder={t('orders.searchPlaceholder')}
          onSearch={setText}
          autoFocus
          className={styles.search}
        />
      </div>
      {offline && <p className={styles.note}>{t('orders.offline')}</p>}
      {isPending ? (
        <Skeleton variant="rect" height={160} />
      ) : shown.length === 0 ? (
        <EmptyState
          title={text ? t('orders.noneFound') : t('orders.none')}
          description={text ? t('orders.noneFoundDescription') : t('orders.noneDescription')}
        />
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('orders.number')}</th>
              <th scope="col">{t('orders.time')}</th>
              <th scope="col">{t('orders.customer')}</th>
              <th scope="col" className={styles.amount}>
                {t('orders.total')}
              </th>
              <th scope="col">{t('orders.state')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((order) => (
              <tr key={order.id}>
                <td>
                  <Link href={`/orders/${order.id}`}>{order.so_ct ?? `#${order.deviceNumber}`}</Link>
                  {order.mine && order.so_ct && (
                    <span className={styles.device}> · #{order.deviceNumber}</span>
                  )}
                </td>
                <td>{timeOf(order.at)}</td>
                <td>{order.ten_kh || t('customer.walkIn')}</td>
                <td className={styles.amount}>{formatMoney(order.total, { currency: true })}</td>
                <td>
                  <Badge tone={stateTone[order.state]}>{t(`orders.states.${order.state}`)}</Badge>
                  {order.error && <span className={styles.error}> {order.error}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
};
