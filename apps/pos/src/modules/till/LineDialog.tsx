import { useState } from 'react';
import { Button, Dialog, NumericInput, Numpad } from '@sen/ui';
import { formatMoney } from '@sen/domain';
import type { Line } from '@sen/records';
import { useTranslation } from '../../i18n/react';
import '../../i18n/screens';
import * as styles from './Till.css';

type Field = 'so_luong' | 'gia' | 'ck';

export type LineDialogProps = {
  line: Line;
  /** What the tenant lets a cashier type beyond the quantity (sale_bill_price_manual, _discount_manual). */
  manual: { price: boolean; discount: boolean };
  /** The field the pad types into first (F6: the discount). */
  start?: Field;
  onOpenChange: (open: boolean) => void;
  onApply: (values: { so_luong: number; gia: number; ck: number }) => void;
};

/**
 * One cart line changed by hand: its quantity, and where the tenant allows it its price and discount (%), typed
 * on the keys or on the pad, which types into the field last touched. Enter applies; Escape goes back.
 */
export const LineDialog = ({ line, manual, start = 'so_luong', onOpenChange, onApply }: LineDialogProps) => {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<Field, number | null>>({
    so_luong: Number(line.so_luong ?? 1),
    gia: Number(line.gia ?? 0),
    ck: Number(line.ck ?? 0),
  });
  const first: Field = start === 'ck' && !manual.discount ? 'so_luong' : start;
  const [active, setActive] = useState<Field>(first);
  const set = (field: Field) => (value: number | null) => setValues((prev) => ({ ...prev, [field]: value }));
  const valid = (values.so_luong ?? 0) > 0 && (values.ck ?? 0) <= 100;
  const apply = () => {
    if (!valid) return;
    onApply({ so_luong: values.so_luong ?? 1, gia: values.gia ?? 0, ck: values.ck ?? 0 });
    onOpenChange(false);
  };
  return (
    <Dialog
      isOpen
      onOpenChange={onOpenChange}
      title={String(line.ten_vt ?? line.ma_vt)}
      footer={
        <>
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            {t('pay.back')}
          </Button>
          <Button variant="primary" isDisabled={!valid} onPress={apply}>
            {t('line.apply')}
          </Button>
        </>
      }
    >
      <form
        className={styles.pay}
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <NumericInput
          label={t('line.quantity')}
          value={values.so_luong}
          min={0}
          onChange={set('so_luong')}
          onFocus={() => setActive('so_luong')}
          autoFocus={first === 'so_luong'}
        />
        {manual.price && (
          <NumericInput
            label={t('line.price')}
            value={values.gia}
            min={0}
            onChange={set('gia')}
            onFocus={() => setActive('gia')}
          />
        )}
        {manual.discount ? (
          <NumericInput
            label={t('line.discount')}
            value={values.ck}
            min={0}
            max={100}
            precision={2}
            onChange={set('ck')}
            onFocus={() => setActive('ck')}
            autoFocus={first === 'ck'}
            isInvalid={(values.ck ?? 0) > 100}
          />
        ) : (
          start === 'ck' && <p className={styles.sync}>{t('line.discountOff')}</p>
        )}
        <p className={styles.sync}>
          {t('line.now', {
            price: formatMoney(values.gia ?? 0, { currency: true }),
            discount: values.ck ?? 0,
          })}
        </p>
        <Numpad
          aria-label={t(`line.pad.${active}`)}
          value={values[active]}
          onChange={set(active)}
          thousands={active === 'gia'}
          max={active === 'ck' ? 100 : undefined}
        />
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
};
