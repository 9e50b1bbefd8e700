import { useState } from 'react';
import { Alert, Button, TextField } from '@sen/ui';
import { useTranslation } from '../../i18n/react';
import '../../i18n/screens';
import { usePackageText } from '../packages/package-text';
import { api } from '../session/client';
import * as styles from './PrepaidOtp.css';

/** What the sale spends of the customer's prepaid value, as the server is asked to confirm it. */
export type PrepaidSpendBody = {
  chi_tiet: { ma_lt: string; ma_vt: string; so_luong: number }[];
  ma_the: string | null;
  tien_the: number;
};

type Sent = { expires_in: number; remaining: number; demo_code?: string; lt_xac_nhan: string };

export type PrepaidOtpProps = {
  /** The order's id (the `_id` it will be sent under): the code is for it. */
  orderId: string;
  ma_dvcs: string | undefined;
  ma_kh: string;
  spend: PrepaidSpendBody;
  /** What the spending is, as the cashier reads it to the customer. */
  description: string;
  /** The customer confirmed this very spending (for this order). */
  confirmed: boolean;
  /** The server kept the confirmation: what it confirms. */
  onConfirmed: (lt_xac_nhan: string) => void;
};

const CODE_LENGTH = 6;

/**
 * With sale_package_require_otp: the customer confirms by one-time code what the sale spends of their packages and
 * prepaid card. 'Gửi mã' sends it to their phone (the demo, with no SMS gateway, shows it); the 6 digits typed and
 * 'Xác nhận' (or Enter) confirm it for this order. The sale completes only once confirmed; a change of what it
 * spends needs another code.
 */
export const PrepaidOtp = ({
  orderId,
  ma_dvcs,
  ma_kh,
  spend,
  description,
  confirmed,
  onConfirmed,
}: PrepaidOtpProps) => {
  const { t: app } = useTranslation();
  const t = usePackageText();
  const [sent, setSent] = useState<Sent | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState<'send' | 'confirm' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const body = { _id: orderId, ma_dvcs, ma_kh, ...spend };
  const run = async (step: 'send' | 'confirm') => {
    if (busy) return;
    if (step === 'confirm' && code.length !== CODE_LENGTH) return setProblem(t('otpCodeInvalid'));
    setBusy(step);
    setProblem(null);
    try {
      if (step === 'send') {
        setSent(await api.post<Sent>('/sales/retail-orders/prepaid-otp', body));
        setCode('');
      } else {
        const answer = await api.post<{ lt_xac_nhan: string }>('/sales/retail-orders/prepaid-otp/confirm', {
          ...body,
          code,
        });
        onConfirmed(answer.lt_xac_nhan);
      }
    } catch (error) {
      setProblem(error instanceof Error ? error.message : app('errors.unknown'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className={styles.otp} aria-label={t('otpTitle')}>
      <h3 className={styles.title}>{t('otpTitle')}</h3>
      <p className={styles.what}>{t('otpWhat', { what: description })}</p>
      {confirmed ? (
        <p className={styles.done} role="status">
          ✓ {t('otpConfirmed')}
        </p>
      ) : (
        <>
          <div
            className={styles.row}
            onKeyDown={(event) => {
              // Enter in the code confirms it (it does not pay).
              if (event.key !== 'Enter') return;
              event.preventDefault();
              void run(sent ? 'confirm' : 'send');
            }}
          >
            <Button variant="secondary" isPending={busy === 'send'} onPress={() => void run('send')}>
              {sent ? t('otpResend') : t('otpSend')}
            </Button>
            {sent && (
              <>
                <TextField
                  className={styles.code}
                  label={t('otpCode')}
                  value={code}
                  onChange={(typed) => setCode(typed.replace(/\D/g, '').slice(0, CODE_LENGTH))}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={CODE_LENGTH}
                  autoFocus
                />
                <Button variant="primary" isPending={busy === 'confirm'} onPress={() => void run('confirm')}>
                  {t('otpConfirm')}
                </Button>
              </>
            )}
          </div>
          {sent && (
            <p className={styles.what} role="status">
              {t('otpSent', { remaining: sent.remaining })}
              {sent.demo_code && ` ${t('otpDemo', { code: sent.demo_code })}`}
            </p>
          )}
          {!sent && <p className={styles.what}>{t('otpRequired')}</p>}
        </>
      )}
      {problem && <Alert tone="danger">{problem}</Alert>}
    </section>
  );
};
