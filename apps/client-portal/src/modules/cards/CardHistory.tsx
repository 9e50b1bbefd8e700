import { useMemo } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/react';
import { Badge, EmptyState, Pagination, Select, Skeleton, toast, type BadgeTone } from '@sen/ui';
import { formatDate, formatFieldValue, formatMoney } from '@sen/domain';
import { paymentCardHistories, paymentCards } from '@sen/domain/resources';
import { customerAccess, RecordsProvider, useList, type RecordsNotifications } from '@sen/records';
import { api } from '../session/client';
import { balanceChangeOf, cardParams, historyParamsOf } from './cardHistory';
import * as styles from './CardHistory.css';

const route = getRouteApi('/client/payment-card-histories');

/** Every kind of entry (no `loai_gd` filter). */
const ALL = '*';

const statusTone: Record<string, BadgeTone> = {
  '0': 'neutral',
  '1': 'success',
  '2': 'danger',
  '3': 'warning',
};

/** The portal's toasts for the records: failures with the server's message. */
const notifications: RecordsNotifications = { success: toast.success, error: toast.failure };
/** A customer reads their own rows of the customer-readable resources (their cards and card history). */
const access = customerAccess();

/** The card history on the records platform (only this page uses it: it stays out of the portal's first load). */
export const CardHistory = () => {
  const { i18n } = useTranslation();
  const records = useMemo(
    () => ({ locale: () => (i18n.language === 'en' ? 'en' : 'vi') as 'vi' | 'en' }),
    [i18n],
  );
  return (
    <RecordsProvider http={api} i18n={records} notifications={notifications} access={access}>
      <CardHistoryPage />
    </RecordsProvider>
  );
};

/**
 * The signed-in customer's payment cards (balance, expiry, status) and their history: top-ups, spends and the
 * balance after each, newest first. The server keeps both to the customer's own rows.
 */
const CardHistoryPage = () => {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'vi';
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const cards = useList(paymentCards, cardParams);
  const history = useList(paymentCardHistories, historyParamsOf(search));
  const kinds = paymentCardHistories.fields.loai_gd;
  const setSearch = (next: Partial<typeof search>) =>
    void navigate({ search: (prev) => ({ ...prev, page: undefined, ...next }), replace: true });

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('cards.title')}</h1>
      {cards.isPending ? (
        <Skeleton variant="rect" height={120} />
      ) : (
        cards.rows.length > 0 && (
          <ul className={styles.cards} aria-label={t('cards.myCards')}>
            {cards.rows.map((card) => {
              const chosen = search.ma_the === card.ma_the;
              return (
                <li key={card._id}>
                  <button
                    type="button"
                    className={styles.card}
                    data-chosen={chosen || undefined}
                    aria-pressed={cards.rows.length > 1 ? chosen : undefined}
                    onClick={() =>
                      cards.rows.length > 1 &&
                      setSearch({ ma_the: chosen ? undefined : (card.ma_the ?? undefined) })
                    }
                  >
                    <span className={styles.cardTop}>
                      <span className={styles.cardNumber}>{card.ma_the}</span>
                      <Badge tone={statusTone[card.trang_thai ?? ''] ?? 'neutral'}>
                        {formatFieldValue(paymentCards.fields.trang_thai, card.trang_thai, locale)}
                      </Badge>
                    </span>
                    <span className={styles.balanceLabel}>{t('cards.balance')}</span>
                    <span className={styles.balance}>{formatMoney(card.so_du, { currency: true })}</span>
                    <span className={styles.cardFacts}>
                      {card.ngay_het_han
                        ? t('cards.expires', { date: formatDate(card.ngay_het_han) })
                        : t('cards.noExpiry')}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )
      )}
      <div className={styles.tools}>
        <Select
          label={t('cards.kind')}
          items={[
            { id: ALL, label: t('cards.allKinds') },
            ...(kinds.type === 'enum'
              ? kinds.options.map((option) => ({ id: option.value, label: option.label[locale] }))
              : []),
          ]}
          value={search.loai_gd ?? ALL}
          onChange={(key) => setSearch({ loai_gd: key === ALL || key === null ? undefined : String(key) })}
          className={styles.kind}
        />
      </div>
      {history.isPending ? (
        <Skeleton lines={6} />
      ) : history.rows.length === 0 ? (
        <EmptyState title={t('cards.empty')} description={t('cards.emptyDescription')} />
      ) : (
        <>
          <ol className={styles.entries} aria-label={t('cards.entries')}>
            {history.rows.map((entry) => {
              const change = balanceChangeOf(entry);
              return (
                <li key={entry._id} className={styles.entry}>
                  <span className={styles.entryKind}>{formatFieldValue(kinds, entry.loai_gd, locale)}</span>
                  <span className={styles.entryAmount} data-sign={change < 0 ? 'minus' : 'plus'}>
                    {formatMoney(change, { currency: true, signed: true })}
                  </span>
                  <span className={styles.entryMeta}>
                    {formatDate(entry.ngay_ct)} · {entry.so_ct} · {entry.ma_the}
                  </span>
                  <span className={styles.entryBalance}>
                    {t('cards.balanceAfter', { amount: formatMoney(entry.so_du_sau, { currency: true }) })}
                  </span>
                  {entry.dien_giai && <span className={styles.entryNote}>{entry.dien_giai}</span>}
                </li>
              );
            })}
          </ol>
          {history.pageCount > 1 && (
            <Pagination
              pageIndex={history.page - 1}
              pageCount={history.pageCount}
              onPageChange={(pageIndex) =>
                void navigate({ search: (prev) => ({ ...prev, page: pageIndex + 1 }) })
              }
              labels={{ previous: t('cards.previous'), next: t('cards.next') }}
            />
          )}
        </>
      )}
    </section>
  );
};
