import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isApiRequestError } from '@sen/api';
import { Alert, Button, Dialog, NumericInput, SegmentedControl, Spinner, TextArea } from '@sen/ui';
import { formatMoney, formatNumber } from '@sen/domain';
import { cardRefundLeftOf } from '@sen/domain/resources';
import { useTranslation } from '../../i18n/react';
import '../../i18n/screens';
import { api } from '../session/client';
import { isUnreachable } from '../session/kept';
import { useOnline } from '../session/online';
import {
  cardTypeOf,
  hasRefundProblem,
  refundBodyOf,
  refundChoicesOf,
  refundLinesOf,
  refundProblemsOf,
  refundSplitOf,
  refundTotalOf,
  type RefundPaymentType,
} from './refund';
import * as styles from './Orders.css';

type Row = Record<string, unknown>;

/** What the server answers a refund: the return as stored, and whether the money went back now. */
export type RefundResult = { refund: Row; refunded: boolean };

export type RefundDialogProps = {
  /** The paid order as the server stores it. */
  order: Row;
  /** Its returns (the list's rows): what they took back is not offered again. */
  orderReturns: readonly Row[];
  paymentTypes: readonly RefundPaymentType[];
  unitOf: (dvt: string) => string;
  onClose: () => void;
  onRefunded: (result: RefundResult) => void;
};

/**
 * Goods of a paid order brought back: each product with what is left to return of it (sold less what its returns
 * took), the quantity coming back (all of it until lowered), the reason, and how the money goes back (cash, or
 * where it came from: a transfer, the prepaid card), with the amount as the server will price it. The return is
 * made on the server (POST sales/retail-orders/{id}/refund): never kept on the device, so with no network the
 * dialog says so and waits.
 */
export const RefundDialog = ({
  order,
  orderReturns,
  paymentTypes,
  unitOf,
  onClose,
  onRefunded,
}: RefundDialogProps) => {
  const { t } = useTranslation();
  const online = useOnline();
  const standing = orderReturns.filter((row) => row.trang_thai !== '9' && typeof row._id === 'string');
  // A list row has no lines: each return is read whole for what it took back.
  const taken = useQuery({
    queryKey: ['pos', 'order-returns-lines', order._id, standing.map((row) => row._id).join(',')],
    queryFn: () => Promise.all(standing.map((row) => api.get<Row>(`/sales/returns/${String(row._id)}`))),
    retry: false,
    networkMode: 'always',
  });
  const lines = taken.data ? refundLinesOf(order, taken.data) : [];
  const [typed, setTyped] = useState<Record<number, number | null>>({});
  const quantities = lines.map((line, index) => (index in typed ? (typed[index] ?? null) : line.left));
  const [reason, setReason] = useState('');
  // What the card that paid may still have back: what it paid less what the order's returns gave it.
  const cardLeft = taken.data ? cardRefundLeftOf(order, taken.data, cardTypeOf(paymentTypes)) : 0;
  const choices = taken.isSuccess ? refundChoicesOf(order, paymentTypes, cardLeft) : [];
  const [choiceId, setChoiceId] = useState(choices[0]?.id ?? '');
  const choice = choices.find((c) => c.id === choiceId) ?? choices[0];
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [unreachable, setUnreachable] = useState(false);

  const problems = refundProblemsOf(lines, quantities, reason);
  const total = refundTotalOf(order, lines, quantities);
  const split = refundSplitOf(total, choice, cardLeft);
  const restName = paymentTypes.find((type) => type.ma_httt === choice?.ma_httt)?.ten_httt ?? '';
  const nothingLeft = taken.isSuccess && lines.every((line) => line.left <= 0);
  const offline = !online || unreachable || (taken.isError && isUnreachable(taken.error));
  const ready = taken.isSuccess && !nothingLeft && !offline && choice !== undefined;

  const confirm = async () => {
    setTried(true);
    if (!ready || !choice || busy || hasRefundProblem(problems)) return;
    setBusy(true);
    setProblem(null);
    try {
      const result = await api.post<RefundResult>(
        `/sales/retail-orders/${String(order._id)}/refund`,
        refundBodyOf(lines, quantities, reason, choice),
      );
      setUnreachable(false);
      onRefunded(result);
    } catch (error) {
      if (isUnreachable(error)) setUnreachable(true);
      else setProblem(isApiRequestError(error) ? error.message : t('errors.unknown'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      isOpen
      size="lg"
      onOpenChange={(open) => !open && onClose()}
      title={t('refund.title', { number: String(order.so_ct ?? '') })}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            {t('refund.back')}
          </Button>
          <Button variant="primary" isPending={busy} isDisabled={!ready} onPress={() => void confirm()}>
            {t('refund.confirm')}
          </Button>
        </>
      }
    >
      <form
        className={styles.refund}
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        {offline && (
          <Alert tone="warning" title={t('refund.offlineTitle')}>
            {t('refund.offline')}
          </Alert>
        )}
        {taken.isPending ? (
          <Spinner />
        ) : taken.isError && !isUnreachable(taken.error) ? (
          <Alert tone="danger">
            {isApiRequestError(taken.error) ? taken.error.message : t('errors.unknown')}
          </Alert>
        ) : nothingLeft ? (
          <Alert tone="info">{t('refund.nothingLeft')}</Alert>
        ) : (
          taken.isSuccess && (
            <table className={styles.table} aria-label={t('refund.lines')}>
              <thead>
                <tr>
                  <th scope="col">{t('orders.item')}</th>
                  <th scope="col" className={styles.amount}>
                    {t('refund.sold')}
                  </th>
                  <th scope="col" className={styles.amount}>
                    {t('refund.left')}
                  </th>
                  <th scope="col" className={styles.amount}>
                    {t('refund.quantity')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {lines.map((line, index) => {
                  const over = problems.over.includes(index);
                  const unit = unitOf(line.dvt);
                  return (
                    <tr key={`${line.ma_vt}/${line.dvt}`}>
                      <td>
                        {line.ten_vt}
                        {unit && <span className={styles.unit}> · {unit}</span>}
                      </td>
                      <td className={styles.amount}>{formatNumber(line.sold)}</td>
                      <td className={styles.amount}>{formatNumber(line.left)}</td>
                      <td className={styles.quantityCell}>
                        <NumericInput
                          aria-label={t('refund.quantityOf', { name: line.ten_vt })}
                          value={quantities[index] ?? null}
                          onChange={(value) => setTyped((prev) => ({ ...prev, [index]: value }))}
                          min={0}
                          precision={3}
                          isDisabled={line.left <= 0}
                          isInvalid={over}
                          errorMessage={
                            over ? t('refund.tooMany', { left: formatNumber(line.left) }) : undefined
                          }
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )
        )}
        {taken.isSuccess && !nothingLeft && (
          <div className={styles.refundFoot}>
            <TextArea
              label={t('refund.reason')}
              value={reason}
              onChange={setReason}
              isRequired
              maxLength={500}
              rows={2}
              isInvalid={tried && problems.reason}
              errorMessage={tried && problems.reason ? t('refund.reasonRequired') : undefined}
            />
            <div className={styles.refundPay}>
              {choices.length > 1 && choice && (
                <SegmentedControl
                  label={t('refund.type')}
                  value={choice.id}
                  onChange={setChoiceId}
                  options={choices.map((c) => ({
                    value: c.id,
                    label: c.hoan_the ? t('refund.toCard', { ma_the: c.name }) : c.name,
                  }))}
                />
              )}
              {choices.length === 1 && choice && (
                <p className={styles.note}>
                  {t('refund.type')}:{' '}
                  <strong>
                    {choice.hoan_the ? t('refund.toCard', { ma_the: choice.name }) : choice.name}
                  </strong>
                </p>
              )}
              <p className={styles.refundTotal}>
                <span>{t('refund.total')}</span>
                <output aria-label={t('refund.total')}>{formatMoney(total, { currency: true })}</output>
              </p>
              {split.card > 0 && split.rest > 0 && choice && (
                <dl className={styles.refundSplit}>
                  <dt>{t('refund.toCard', { ma_the: choice.name })}</dt>
                  <dd>{formatMoney(split.card, { currency: true })}</dd>
                  <dt>{restName}</dt>
                  <dd>{formatMoney(split.rest, { currency: true })}</dd>
                </dl>
              )}
            </div>
          </div>
        )}
        {tried && problems.nothing && !nothingLeft && <p className={styles.error}>{t('refund.nothing')}</p>}
        {problem && <Alert tone="danger">{problem}</Alert>}
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
};
