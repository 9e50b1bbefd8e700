import { useMemo } from 'react';
import { renderSVG } from 'uqr';
import { formatMoney } from '@sen/domain';
import { useTranslation } from '../../i18n/react';
import '../../i18n/screens';
import { receivingAccountOf, transferPurpose, vietQrPayload, type BankAccount } from './vietqr';
import * as styles from './TransferQr.css';

export type TransferQrProps = {
  branch: BankAccount | undefined;
  amount: number;
  /** What the transfer says, so the shop finds the order in its statement. */
  purpose: string;
  /** The code above its details (a narrow column), rather than beside them. */
  stacked?: boolean;
};

/**
 * A transfer by VietQR: the code the customer scans with their banking app (bank, account, amount and content
 * filled in), and the same in words for one who types it. Without a receiving account, the branch is told to set
 * one.
 */
export const TransferQr = ({ branch, amount, purpose, stacked = false }: TransferQrProps) => {
  const { t } = useTranslation();
  const to = useMemo(() => receivingAccountOf(branch), [branch]);
  const svg = useMemo(
    () => (to ? renderSVG(vietQrPayload(to, amount, purpose), { border: 2, ecc: 'M' }) : ''),
    [to, amount, purpose],
  );
  if (!to) return <p className={styles.missing}>{t('pay.noBankAccount')}</p>;
  return (
    <figure className={stacked ? styles.stacked : styles.transfer} aria-label={t('pay.qrLabel')}>
      <img
        className={styles.code}
        src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`}
        alt={t('pay.qrAlt', { bank: to.bank, amount: formatMoney(amount, { currency: true }) })}
      />
      <figcaption className={styles.details}>
        <dl>
          <dt>{t('pay.bank')}</dt>
          <dd>{to.bank}</dd>
          <dt>{t('pay.account')}</dt>
          <dd>{to.account}</dd>
          {to.holder && (
            <>
              <dt>{t('pay.holder')}</dt>
              <dd>{to.holder}</dd>
            </>
          )}
          <dt>{t('pay.amount')}</dt>
          <dd>{formatMoney(amount, { currency: true })}</dd>
          <dt>{t('pay.content')}</dt>
          <dd>{transferPurpose(purpose)}</dd>
        </dl>
      </figcaption>
    </figure>
  );
};
