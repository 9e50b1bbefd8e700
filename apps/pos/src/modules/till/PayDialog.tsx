import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Dialog, NumericInput, Numpad, SegmentedControl } from '@sen/ui';
import { formatMoney } from '@sen/domain';
import { packageUsesOf, prepaidSpendSignature } from '@sen/domain/resources';
import type { Line } from '@sen/records';
import { useTranslation } from '../../i18n/react';
import '../../i18n/screens';
import {
  splitOf,
  cardSplit,
  changeDue,
  isCash,
  packageLinesOf,
  prepaidSpendOf,
  quickCashAmounts,
  type TillCard,
  type TillPaymentType,
} from './payment';
import { CardChooser } from '../payment/CardChooser';
import { PrepaidOtp } from '../payment/PrepaidOtp';
import { customerPackagesQuery } from '../packages/customer-packages';
import { usePackageText } from '../packages/package-text';
import { TransferQr } from '../payment/TransferQr';
import type { BankAccount } from '../payment/vietqr';
import * as styles from './Till.css';
import * as own from './PayDialog.css';

export type PayDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  total: number;
  paymentTypes: readonly TillPaymentType[];
  /** Where a transfer goes (the branch's account) and what it says (the order's reference). */
  branch: BankAccount | undefined;
  reference: string;
  /** The order's customer: their prepaid cards may pay it. */
  customer: { ma_kh: string } | null;
  /** The order's day (a card must not have expired by then). */
  day: string;
  /** The payment type of prepaid cards (loai_tt TTT), named when a card pays it all. */
  cardPaymentType: string | undefined;
  /** Opens on cash (F8), whatever the till's first type. */
  cashFirst?: boolean;
  /** The cart's lines: those a package session of the customer's pays are listed (and confirmed where asked). */
  lines?: readonly Line[];
  /** The order's id, made when the payment opened: the customer's one-time code is for it. */
  orderId?: string;
  /** The order's branch (a code is asked in it). */
  ma_dvcs?: string;
  /**
   * sale_package_require_otp: spending the customer's package sessions or prepaid card needs their one-time code
   * (the server refuses the order without it).
   */
  requireOtp?: boolean;
  /** What the customer confirmed by code for this order (`lt_xac_nhan`), kept by the till across openings. */
  confirmed?: string | null;
  onConfirmed?: (lt_xac_nhan: string) => void;
  /**
   * Pays: from a card what it takes, the rest by the payment type chosen (the cash handed over, and whether to
   * print); closes once it is taken.
   */
  onPay: (payment: TillPayment) => Promise<void>;
};

/**
 * A payment as the till takes it: the payment type, what the customer handed over, whether to print, the part a
 * prepaid card pays, and the part a second type pays (cash for some, a transfer for the rest).
 */
export type TillPayment = {
  ma_httt: string;
  given: number;
  print: boolean;
  card: { ma_the: string; so_tien: number } | null;
  second: { ma_httt: string; so_tien: number } | null;
};

/**
 * Paying a cart: the total, the payment type (cash first), and for cash what the customer hands over — typed on
 * the keys or picked among the round notes — with the change to give back. Enter pays (with too little cash it
 * cannot), F10 pays and prints the 80 mm receipt; Escape goes back to the cart. Each opening starts afresh (the till keys it by the opening).
 */
export const PayDialog = ({
  isOpen,
  onOpenChange,
  total,
  paymentTypes,
  branch,
  reference,
  customer,
  day,
  cardPaymentType,
  cashFirst = false,
  lines = [],
  orderId,
  ma_dvcs,
  requireOtp = false,
  confirmed = null,
  onConfirmed,
  onPay,
}: PayDialogProps) => {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const said = usePackageText();
  const [ma_httt, setType] = useState<string>(() =>
    cashFirst ? (paymentTypes.find((p) => isCash(p))?.ma_httt ?? '') : '',
  );
  const [given, setGiven] = useState<number | null>(null);
  const [paying, setPaying] = useState(false);
  const [card, setCard] = useState<TillCard | null>(null);
  const { fromCard, rest: afterCard } = cardSplit(total, card);
  // What is left once the card has paid: by the type chosen (a card that pays it all leaves nothing to choose).
  const type =
    afterCard > 0 ? (paymentTypes.find((p) => p.ma_httt === ma_httt) ?? paymentTypes[0]) : undefined;
  // Split: part of it by a second type (a transfer for the rest of a cash payment), its amount typed.
  const [splitting, setSplitting] = useState(false);
  const others = paymentTypes.filter((p) => p.ma_httt !== type?.ma_httt);
  const [secondCode, setSecondCode] = useState<string>('');
  const secondType = splitting ? (others.find((p) => p.ma_httt === secondCode) ?? others[0]) : undefined;
  const [secondAmount, setSecondAmount] = useState<number | null>(null);
  const second = secondType ? splitOf(afterCard, secondAmount) : 0;
  const rest = afterCard - second;
  const cash = isCash(type);
  // What is paid by bank transfer (the first part, the second, or both: one account receives them), shown as a code.
  const qrAmount = (type?.loai_tt === 'CK' ? rest : 0) + (secondType?.loai_tt === 'CK' ? second : 0);
  const short = cash && given !== null && given < rest;
  const splitInvalid = splitting && (secondAmount === null || secondAmount <= 0 || secondAmount >= afterCard);
  // What the sale spends of the customer's prepaid value: package sessions and the card's part.
  const sessions = packageLinesOf(lines);
  const cardPart = card && fromCard > 0 ? { ma_the: card.ma_the, so_tien: fromCard } : null;
  const spend = prepaidSpendOf(lines, cardPart);
  const packages = useQuery({
    ...customerPackagesQuery(customer?.ma_kh ?? ''),
    enabled: sessions.length > 0,
  });
  const packageName = (ma_lt: unknown) =>
    packages.data?.find((p) => p.ma_lt === ma_lt)?.ten_goi ?? String(ma_lt);
  const signature = spend
    ? prepaidSpendSignature({ uses: packageUsesOf({ chi_tiet: spend.chi_tiet }), card: cardPart })
    : '';
  // The server asks for the code (its flag turned on since the till read it): the payment asks too.
  const [codeAsked, setCodeAsked] = useState(false);
  const needsCode = (requireOtp || codeAsked) && spend !== null && customer !== null && orderId !== undefined;
  const codeGiven = !needsCode || confirmed === signature;
  // Everything paid by sessions: nothing to collect, by the till's first type.
  const nothingToPay = total === 0 && sessions.length > 0;
  const ready =
    (type !== undefined || nothingToPay || (afterCard === 0 && cardPaymentType !== undefined)) &&
    !short &&
    !splitInvalid &&
    codeGiven;
  const pay = async (print = false) => {
    if (!ready || paying) return;
    setPaying(true);
    setProblem(null);
    try {
      await onPay({
        ma_httt: type?.ma_httt ?? (fromCard > 0 ? cardPaymentType : paymentTypes[0]?.ma_httt) ?? '',
        given: fromCard + second + (cash ? (given ?? rest) : rest),
        print,
        card: cardPart,
        second: secondType && second > 0 ? { ma_httt: secondType.ma_httt, so_tien: second } : null,
      });
      onOpenChange(false);
    } catch (error) {
      // Refused by the server (a session or balance gone, no code): said here, the cashier pays another way.
      setProblem(error instanceof Error ? error.message : t('errors.unknown'));
      if ((error as { code?: unknown }).code === 'PREPAID_OTP_REQUIRED') setCodeAsked(true);
    } finally {
      setPaying(false);
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="lg"
      title={t('pay.title')}
      footer={
        <>
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            {t('pay.back')}
          </Button>
          <Button variant="secondary" isDisabled={!ready || paying} onPress={() => void pay(true)}>
            {t('pay.confirmPrint')}
          </Button>
          <Button variant="primary" isPending={paying} isDisabled={!ready} onPress={() => void pay()}>
            {t('pay.confirm')}
          </Button>
        </>
      }
    >
      <form
        className={styles.pay}
        onKeyDown={(event) => {
          // F10 pays and prints the receipt.
          if (event.key !== 'F10') return;
          event.preventDefault();
          void pay(true);
        }}
        onSubmit={(event) => {
          event.preventDefault();
          void pay();
        }}
      >
        <div className={own.columns}>
          <div className={own.main}>
            <p className={styles.payTotal}>
              <span>{t('pay.total')}</span>
              <output aria-label={t('pay.total')}>{formatMoney(total, { currency: true })}</output>
            </p>
            {sessions.length > 0 && (
              <section className={own.sessions} aria-label={said('paid')}>
                <h3 className={own.sessionsTitle}>{said('paid')}</h3>
                <ul>
                  {sessions.map((line) => (
                    <li key={String(line.ma_vt)}>
                      {said('sessions', {
                        service: String(line.ten_vt),
                        count: Number(line.so_luong),
                        name: packageName(line.ma_lt),
                      })}
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {customer && total > 0 && (
              <CardChooser ma_kh={customer.ma_kh} day={day} selected={card} onSelect={setCard} />
            )}
            {fromCard > 0 && (
              <p className={styles.payTotal}>
                <span>{t('pay.fromCard')}</span>
                <output aria-label={t('pay.fromCard')}>{formatMoney(fromCard, { currency: true })}</output>
              </p>
            )}
            {fromCard > 0 && rest > 0 && (
              <p className={styles.payTotal}>
                <span>{t('pay.rest')}</span>
                <output aria-label={t('pay.rest')}>{formatMoney(rest, { currency: true })}</output>
              </p>
            )}
            {needsCode && spend && customer && orderId && (
              <PrepaidOtp
                orderId={orderId}
                ma_dvcs={ma_dvcs}
                ma_kh={customer.ma_kh}
                spend={spend}
                description={[
                  ...sessions.map((line) =>
                    said('otpSession', { name: packageName(line.ma_lt), count: Number(line.so_luong) }),
                  ),
                  ...(cardPart
                    ? [
                        said('otpCard', {
                          ma_the: cardPart.ma_the,
                          amount: formatMoney(cardPart.so_tien, { currency: true }),
                        }),
                      ]
                    : []),
                ].join('; ')}
                confirmed={confirmed === signature}
                onConfirmed={(lt_xac_nhan) => onConfirmed?.(lt_xac_nhan)}
              />
            )}
            {rest > 0 && paymentTypes.length > 1 && (
              <SegmentedControl
                aria-label={t('pay.type')}
                value={type?.ma_httt ?? ''}
                onChange={(value) => setType(String(value))}
                options={paymentTypes.map((p) => ({ value: p.ma_httt, label: p.ten_httt }))}
              />
            )}
            {afterCard > 0 && others.length > 0 && (
              <Button variant="secondary" aria-pressed={splitting} onPress={() => setSplitting((on) => !on)}>
                {splitting ? t('pay.splitOff') : t('pay.split')}
              </Button>
            )}
            {secondType && (
              <div className={styles.split} role="group" aria-label={t('pay.splitGroup')}>
                <SegmentedControl
                  aria-label={t('pay.secondType')}
                  value={secondType.ma_httt}
                  onChange={(value) => setSecondCode(String(value))}
                  options={others.map((p) => ({ value: p.ma_httt, label: p.ten_httt }))}
                />
                <NumericInput
                  label={t('pay.secondAmount', { type: secondType.ten_httt })}
                  value={secondAmount}
                  onChange={setSecondAmount}
                  isInvalid={splitInvalid}
                  errorMessage={splitInvalid ? t('pay.secondInvalid') : undefined}
                />
                <p className={styles.payTotal}>
                  <span>{t('pay.firstPart', { type: type?.ten_httt ?? '' })}</span>
                  <output aria-label={t('pay.firstPart', { type: type?.ten_httt ?? '' })}>
                    {formatMoney(rest, { currency: true })}
                  </output>
                </p>
              </div>
            )}
            {cash && (
              <div className={styles.pay}>
                <NumericInput
                  label={t('pay.given')}
                  value={given}
                  onChange={setGiven}
                  autoFocus
                  errorMessage={short ? t('pay.short') : undefined}
                  isInvalid={short}
                />
                <div className={styles.quickCash} role="group" aria-label={t('pay.quick')}>
                  {quickCashAmounts(rest).map((amount) => (
                    <Button key={amount} variant="secondary" onPress={() => setGiven(amount)}>
                      {formatMoney(amount)}
                    </Button>
                  ))}
                </div>
                <p className={styles.payChange}>
                  <span>{t('pay.change')}</span>
                  <output aria-label={t('pay.change')}>
                    {formatMoney(changeDue(rest, given ?? rest), { currency: true })}
                  </output>
                </p>
              </div>
            )}
          </div>
          {/* Beside the amounts: the code to scan for a transfer, else the pad for the cash handed over. */}
          {(qrAmount > 0 || cash) && (
            <div className={own.aside}>
              {qrAmount > 0 ? (
                <TransferQr branch={branch} amount={qrAmount} purpose={reference} stacked />
              ) : (
                <Numpad aria-label={t('pay.pad')} value={given} onChange={setGiven} />
              )}
            </div>
          )}
        </div>
        {problem && <Alert tone="danger">{problem}</Alert>}
        {/* Enter in the amount field pays. */}
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
};
