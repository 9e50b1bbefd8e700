import { useQuery } from '@tanstack/react-query';
import { SegmentedControl, Spinner } from '@sen/ui';
import { formatMoney } from '@sen/domain';
import { useTranslation } from '../../i18n/react';
import '../../i18n/screens';
import { api } from '../session/client';
import { usableCards, type TillCard } from '../till/payment';
import * as styles from './CardChooser.css';

/** The choice of paying with no card. */
const NO_CARD = '';

export type CardChooserProps = {
  ma_kh: string;
  /** The sale's day: a card past its expiry on it is not offered. */
  day: string;
  selected: TillCard | null;
  onSelect: (card: TillCard | null) => void;
};

/**
 * The customer's prepaid cards a sale may be paid from, with their balances (read from the server: a balance is
 * the server's to say), or none. With no network, the till says cards need it.
 */
export const CardChooser = ({ ma_kh, day, selected, onSelect }: CardChooserProps) => {
  const { t } = useTranslation();
  const cards = useQuery({
    queryKey: ['pos', 'payment-cards', ma_kh],
    queryFn: async () => {
      const { items } = await api.get<{
        items: (TillCard & { trang_thai: string | null })[];
      }>('/sales/payment-cards', { ma_kh, pageSize: 50 });
      return usableCards(
        items.map((c) => ({ ...c, so_du: Number(c.so_du ?? 0) })),
        day,
      );
    },
    retry: false,
    staleTime: 0,
  });
  return (
    <section className={styles.cards} aria-label={t('pay.cards')}>
      <h3 className={styles.title}>{t('pay.cards')}</h3>
      {cards.isPending ? (
        <Spinner size="sm" />
      ) : cards.isError ? (
        <p className={styles.note}>{t('pay.cardsOffline')}</p>
      ) : cards.data.length === 0 ? (
        <p className={styles.note}>{t('pay.noCards')}</p>
      ) : (
        <SegmentedControl
          aria-label={t('pay.cards')}
          value={selected?.ma_the ?? NO_CARD}
          onChange={(value) => onSelect(cards.data.find((card) => card.ma_the === value) ?? null)}
          options={[
            { value: NO_CARD, label: t('pay.noCard') },
            ...cards.data.map((card) => ({
              value: card.ma_the,
              label: t('pay.card', {
                ma_the: card.ma_the,
                so_du: formatMoney(card.so_du, { currency: true }),
              }),
            })),
          ]}
        />
      )}
    </section>
  );
};
