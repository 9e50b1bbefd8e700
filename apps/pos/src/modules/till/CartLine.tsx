import type { ReactNode } from 'react';
import { IconButton } from '@sen/ui';
import { formatMoney } from '@sen/domain';
import type { Line } from '@sen/records';
import { useTranslation } from '../../i18n/react';
import * as styles from './Till.css';

export type CartLineProps = {
  line: Line;
  unitOf: (dvt: string | null) => string;
  /** One more (1) or one less (−1). */
  onStep: (step: 1 | -1) => void;
  /** Opens the line: its quantity, and price and discount where the tenant allows. */
  onEdit: () => void;
  /** What else the line says after its name (what the kitchen has of it). */
  note?: ReactNode;
  /** What goes under the line, across it (the customer's package that may pay it). */
  extra?: ReactNode;
};

/**
 * One line of a till's cart: its name (a tap opens it), price and unit, − quantity +, and its amount. The retail
 * register and a table's or room's order draw their lines with it.
 */
export const CartLine = ({ line, unitOf, onStep, onEdit, note, extra }: CartLineProps) => {
  const { t } = useTranslation();
  const name = String(line.ten_vt);
  return (
    <li className={styles.cartLine}>
      <button
        type="button"
        className={styles.lineName}
        aria-label={t('line.edit', { name })}
        onClick={onEdit}
      >
        {name}
        {Number(line.ck ?? 0) > 0 && ` (−${Number(line.ck)}%)`}
        {note}
      </button>
      <span className={styles.linePrice}>
        {formatMoney(Number(line.gia), { currency: true })} /{' '}
        {unitOf(typeof line.dvt === 'string' ? line.dvt : null)}
      </span>
      <span className={styles.quantity}>
        <IconButton
          variant="secondary"
          size="sm"
          aria-label={t('register.less', { name })}
          onPress={() => onStep(-1)}
        >
          −
        </IconButton>
        <output aria-label={t('register.quantity', { name })}>{Number(line.so_luong)}</output>
        <IconButton
          variant="secondary"
          size="sm"
          aria-label={t('register.more', { name })}
          onPress={() => onStep(1)}
        >
          +
        </IconButton>
      </span>
      <span className={styles.lineTotal}>{formatMoney(Number(line.thanh_tien), { currency: true })}</span>
      {extra}
    </li>
  );
};
