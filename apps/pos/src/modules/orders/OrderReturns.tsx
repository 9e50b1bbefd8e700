import { Badge, Button } from '@sen/ui';
import { formatDate, formatMoney } from '@sen/domain';
import { useTranslation } from '../../i18n/react';
import '../../i18n/screens';
import { returnStateOf } from './refund';
import * as styles from './Orders.css';

type Row = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

const tones = { refunded: 'success', waiting: 'warning', cancelled: 'neutral' } as const;

/**
 * The returns made against an order (the money paid back, or waiting for approval, or cancelled), each with what it
 * refunds and a reprint of its refund receipt.
 */
export const OrderReturns = ({
  rows,
  requireApproval,
  paymentName,
  onPrint,
}: {
  rows: readonly Row[];
  requireApproval: boolean;
  paymentName: (code: string) => string;
  onPrint: (row: Row) => void;
}) => {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="order-returns">
      <h2 id="order-returns" className={styles.sectionTitle}>
        {t('refund.returns')}
      </h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('refund.number')}</th>
            <th scope="col">{t('refund.date')}</th>
            <th scope="col">{t('refund.reason')}</th>
            <th scope="col">{t('refund.by')}</th>
            <th scope="col">{t('orders.state')}</th>
            <th scope="col" className={styles.amount}>
              {t('refund.amount')}
            </th>
            <th scope="col">
              <span className={styles.visuallyHidden}>{t('refund.print')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const state = returnStateOf(row, requireApproval);
            const so_ct = text(row.so_ct);
            const card = Number(row.tien_the ?? 0) > 0;
            const byType = paymentName(text(row.ma_httt)) || text(row.ma_httt);
            const toCard = t('refund.toCard', { ma_the: text(row.ma_the) });
            // Part to the card, the rest by the refund type.
            const rest = Number(row.t_tt ?? 0) > Number(row.tien_the ?? 0);
            return (
              <tr key={text(row._id)}>
                <td>{so_ct}</td>
                <td>{formatDate(text(row.ngay_ct))}</td>
                <td>{text(row.ly_do)}</td>
                <td>{card ? (rest ? `${toCard} · ${byType}` : toCard) : byType}</td>
                <td>
                  <Badge tone={tones[state]}>{t(`refund.states.${state}`)}</Badge>
                </td>
                <td className={styles.amount}>{formatMoney(Number(row.t_tt ?? 0), { currency: true })}</td>
                <td className={styles.amount}>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('refund.printOf', { so_ct })}
                    onPress={() => onPrint(row)}
                  >
                    {t('refund.print')}
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
};
