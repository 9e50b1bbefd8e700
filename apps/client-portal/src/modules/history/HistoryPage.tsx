import { Badge, Button, EmptyState } from '@sen/ui';
import { formatDate, formatMoney } from '@sen/domain';
import { useTranslation } from '../../i18n/react';
import { useHistory } from './historyQuery';
import { QueryState } from '../portal/QueryState';
import * as layout from '../account/Portal.css';

/** Visits and bills: the customer's bills, counter sales and service vouchers, newest first, twenty at a time. */
export const HistoryPage = () => {
  const { t } = useTranslation();
  const history = useHistory();
  const entries = history.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className={layout.page}>
      <div>
        <h1 className={layout.pageTitle}>{t('history.title')}</h1>
        <p className={layout.muted}>{t('history.subtitle')}</p>
      </div>
      <QueryState query={history} lines={8}>
        {() =>
          entries.length === 0 ? (
            <EmptyState title={t('history.empty')} description={t('history.emptyDescription')} />
          ) : (
            <>
              <ul className={layout.list} aria-label={t('history.subtitle')}>
                {entries.map((entry) => (
                  <li key={`${entry.kind}-${entry.id}`} className={layout.item}>
                    <div className={layout.itemTop}>
                      <span className={layout.itemTitle}>{entry.title ?? entry.so_ct}</span>
                      {entry.amount !== null && (
                        <span className={layout.amount}>{formatMoney(entry.amount, { currency: true })}</span>
                      )}
                    </div>
                    <span className={layout.muted}>
                      {[formatDate(entry.day), entry.ten_dvcs ?? entry.ma_dvcs, entry.so_ct]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                    <span>
                      <Badge tone={entry.kind === 'service' ? 'info' : 'neutral'}>
                        {t(`history.kinds.${entry.kind}`)}
                      </Badge>
                    </span>
                    {entry.card && entry.card_amount ? (
                      <span className={layout.muted}>
                        {t('history.paidByCard', {
                          card: entry.card,
                          amount: formatMoney(entry.card_amount, { currency: true }),
                        })}
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
              {history.hasNextPage && (
                <Button
                  variant="secondary"
                  onPress={() => void history.fetchNextPage()}
                  isPending={history.isFetchingNextPage}
                >
                  {t('common.more')}
                </Button>
              )}
            </>
          )
        }
      </QueryState>
    </div>
  );
};
