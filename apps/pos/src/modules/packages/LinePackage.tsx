import { useQuery } from '@tanstack/react-query';
import { Button } from '@sen/ui';
import type { Line } from '@sen/records';
import { customerPackagesQuery } from './customer-packages';
import { usablePackages } from './usable-packages';
import { usePackageText } from './package-text';
import * as styles from './LinePackage.css';

export type LinePackageProps = {
  /** The order's customer, whose packages may pay the line. */
  ma_kh: string;
  line: Line;
  /** The order's day: a package expired by then is not offered. */
  day: string;
  /** Pays the line with a session of the package (its code), or no longer (null). */
  onUse: (ma_lt: string | null) => void;
};

/**
 * Under a cart line: when the customer has a package of the line's service with sessions left, 'Dùng liệu trình'
 * beside the package's name and the sessions left; once used, the package paying the line and a way back. Read from
 * the server (loaded only once a customer is chosen, with the payment's code): with no network it shows nothing.
 */
export const LinePackage = ({ ma_kh, line, day, onUse }: LinePackageProps) => {
  const t = usePackageText();
  const packages = useQuery(customerPackagesQuery(ma_kh));
  if (!packages.data) return null;
  const ma_lt = typeof line.ma_lt === 'string' ? line.ma_lt : '';
  if (ma_lt) {
    const paying = packages.data.find((p) => p.ma_lt === ma_lt);
    return (
      <p className={styles.using}>
        <span className={styles.name}>
          {t('paying', {
            name: paying?.ten_goi ?? ma_lt,
            left: paying?.so_buoi_con ?? 0,
          })}
        </span>
        <Button variant="ghost" size="sm" onPress={() => onUse(null)}>
          {t('stop')}
        </Button>
      </p>
    );
  }
  const usable = usablePackages(packages.data, String(line.ma_vt), day);
  return usable.slice(0, 2).map((pack) => (
    <p key={pack.ma_lt} className={styles.offer}>
      <Button
        variant="secondary"
        size="sm"
        aria-label={t('useOne', {
          service: String(line.ten_vt),
          name: pack.ten_goi,
          left: pack.so_buoi_con,
        })}
        onPress={() => onUse(pack.ma_lt)}
      >
        {t('use')}
      </Button>
      <span className={styles.name}>{t('left', { name: pack.ten_goi, left: pack.so_buoi_con })}</span>
    </p>
  ));
};
