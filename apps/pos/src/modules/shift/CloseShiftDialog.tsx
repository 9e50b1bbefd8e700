import { useEffect, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Dialog, NumericInput, Spinner, TextArea } from '@sen/ui';
import { isApiRequestError } from '@sen/api';
import { formatDateTime, formatMoney } from '@sen/domain';
import { useTranslation } from '../../i18n/react';
import '../../i18n/screens';
import { posDatabase } from '../outbox/local-db';
import {
  closeBlockOf,
  countedDefaults,
  differenceOf,
  differenceTone,
  gapText,
  refusedOfShift,
  shiftKinds,
  type PosShift,
  type ShiftAmounts,
  type ShiftKind,
} from './shift-math';
import type { KeptShift } from './shift-store';
import * as styles from './Shift.css';

/**
 * Closing the shift: what the server expects of each kind (cash: the float, plus cash takings, less change, less
 * the refunds paid out at the till)
 * against what was counted — cash typed in, transfers and cards as expected until changed — the difference
 * highlighted, and the device's order numbers missing. It waits while the outbox holds orders (their money is
 * the shift's) and needs the server, which computes what is expected.
 */
export const CloseShiftDialog = ({
  kept,
  current,
  pending,
  onRefresh,
  onCancel,
  onClose,
}: {
  kept: KeptShift;
  current: UseQueryResult<PosShift | null>;
  pending: number;
  onRefresh: () => void;
  onCancel: () => void;
  onClose: (counted: ShiftAmounts, note: string) => Promise<void>;
}) => {
  const { t } = useTranslation();
  // What is expected is read afresh when the dialog opens, and again as the outbox empties.
  useEffect(() => onRefresh(), [pending]); // eslint-disable-line react-hooks/exhaustive-deps
  const shift = current.data && current.data._id === kept._id ? current.data : undefined;
  const [typed, setTyped] = useState<Partial<Record<ShiftKind, number | null>>>({});
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const [refused, setRefused] = useState<{ number: number; message: string }[]>([]);
  useEffect(() => {
    void posDatabase()
      .then((db) =>
        db.getAllFromIndex(
          'orders',
          'takenAt',
          IDBKeyRange.lowerBound(Date.parse(kept.ngay_tao) - 86_400_000),
        ),
      )
      .then((orders) => setRefused(refusedOfShift(orders, kept._id)));
  }, [kept._id, kept.ngay_tao]);

  const defaults = shift ? countedDefaults(shift.du_kien) : { tm: null, ck: null, the: null };
  const counted = Object.fromEntries(
    shiftKinds.map((kind) => [kind, kind in typed ? (typed[kind] ?? null) : defaults[kind]]),
  ) as Record<ShiftKind, number | null>;
  // What the server last answered is shown, but closing needs it to answer now.
  const block = closeBlockOf({
    pending,
    loaded: shift !== undefined && !kept.pending && !current.isError,
    counted,
  });
  const gaps = shift ? gapText(shift.thieu) : '';

  const close = async () => {
    if (block || busy) return;
    setBusy(true);
    setProblem(undefined);
    try {
      await onClose(counted as ShiftAmounts, note);
    } catch (error) {
      setProblem(isApiRequestError(error) ? error.message : t('errors.unknown'));
      onRefresh();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      isOpen
      className={styles.dialog}
      size="lg"
      onOpenChange={(open) => !open && onCancel()}
      title={t('shift.closeTitle', { so_ct: kept.so_ct ?? '' })}
      footer={
        <>
          {block && (
            <p className={styles.reason} role="status">
              {block.reason === 'pending'
                ? t('shift.waitPending', { count: block.count })
                : t(block.reason === 'offline' ? 'shift.waitOffline' : 'shift.waitCounted')}
            </p>
          )}
          <Button variant="secondary" onPress={onCancel}>
            {t('shift.back')}
          </Button>
          <Button variant="primary" isPending={busy} isDisabled={block !== null} onPress={() => void close()}>
            {t('shift.closeConfirm')}
          </Button>
        </>
      }
    >
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void close();
        }}
      >
        <dl className={styles.facts}>
          <dt>{t('shift.openedAt')}</dt>
          <dd className={styles.factValue}>{formatDateTime(shift?.ngay_tao ?? kept.ngay_tao)}</dd>
          <dt>{t('shift.cashier')}</dt>
          <dd className={styles.factValue}>{shift?.ten_nsd ?? kept.ten_nsd ?? ''}</dd>
          <dt>{t('shift.float')}</dt>
          <dd className={styles.factValue}>{formatMoney(kept.tien_dau_ca, { currency: true })}</dd>
          {shift && (
            <>
              <dt>{t('shift.orders')}</dt>
              <dd className={styles.factValue}>
                {t('shift.ordersValue', {
                  count: shift.so_don,
                  total: formatMoney(shift.t_tt, { currency: true }),
                })}
              </dd>
              {shift.so_tra > 0 && (
                <>
                  <dt>{t('shift.refunds')}</dt>
                  <dd className={styles.factValue}>
                    {t('shift.refundsValue', {
                      count: shift.so_tra,
                      total: formatMoney(shift.t_tra, { currency: true }),
                    })}
                  </dd>
                </>
              )}
            </>
          )}
        </dl>
        {!shift ? (
          current.isFetching ? (
            <Spinner />
          ) : (
            <Alert tone="warning">{t('shift.waitOffline')}</Alert>
          )
        ) : (
          <div className={styles.table} role="table" aria-label={t('shift.amounts')}>
            <div role="row" style={{ display: 'contents' }}>
              <span role="columnheader" className={styles.head}>
                {t('shift.kind')}
              </span>
              <span role="columnheader" className={`${styles.head} ${styles.number}`}>
                {t('shift.expected')}
              </span>
              <span role="columnheader" className={`${styles.head} ${styles.number}`}>
                {t('shift.counted')}
              </span>
              <span role="columnheader" className={`${styles.head} ${styles.number}`}>
                {t('shift.difference')}
              </span>
            </div>
            {shiftKinds.map((kind, index) => {
              const difference = differenceOf(counted[kind], shift.du_kien[kind]);
              return (
                <div role="row" key={kind} style={{ display: 'contents' }}>
                  <span role="rowheader">{t(`shift.kinds.${kind}`)}</span>
                  <span
                    role="cell"
                    className={styles.number}
                    aria-label={t('shift.expectedOf', { kind: t(`shift.kinds.${kind}`) })}
                  >
                    {formatMoney(shift.du_kien[kind], { currency: true })}
                  </span>
                  <span role="cell">
                    <NumericInput
                      aria-label={t('shift.countedOf', { kind: t(`shift.kinds.${kind}`) })}
                      value={counted[kind]}
                      onChange={(value) => setTyped((prev) => ({ ...prev, [kind]: value }))}
                      min={0}
                      autoFocus={index === 0}
                    />
                  </span>
                  <span
                    role="cell"
                    className={`${styles.number} ${styles.difference[differenceTone(difference)]}`}
                    aria-label={t('shift.differenceOf', { kind: t(`shift.kinds.${kind}`) })}
                  >
                    {difference === null ? '—' : formatMoney(difference, { currency: true, signed: true })}
                  </span>
                </div>
              );
            })}
          </div>
        )}
        {gaps && (
          <Alert tone="warning" title={t('shift.gapTitle', { numbers: gaps })}>
            {refused.length > 0
              ? refused
                  .map((r) => t('shift.gapRefused', { number: r.number, message: r.message }))
                  .join(' · ')
              : t('shift.gapHint')}
          </Alert>
        )}
        <TextArea label={t('shift.note')} value={note} onChange={setNote} maxLength={1000} />
        {problem && <Alert tone="danger">{problem}</Alert>}
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
};
