import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Dialog, EmptyState, SearchField, Spinner } from '@sen/ui';
import { useTranslation } from '../../i18n/react';
import { api } from '../session/client';
import * as styles from './Till.css';

/** The customer an order is for: code, name and phone. */
export type TillCustomer = { ma_kh: string; ten_kh: string; dien_thoai: string | null };

export type CustomerDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onPick: (customer: TillCustomer) => void;
};

/**
 * Finding the order's customer (F4): by phone, name or code, accents ignored, as the cashier types; a tap or Enter
 * on a result takes it. The sales customers list is what a cashier may read.
 */
export const CustomerDialog = ({ isOpen, onOpenChange, onPick }: CustomerDialogProps) => {
  const { t } = useTranslation();
  const [search, setSearch] = useState<string | undefined>();
  const found = useQuery({
    queryKey: ['pos', 'customers', search],
    queryFn: () =>
      api.get<{ items: TillCustomer[] }>('/sales/customers', { searchKey: search, pageSize: 10 }),
    enabled: (search?.length ?? 0) >= 2,
    retry: false,
  });
  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={t('customer.title')}>
      <div className={styles.pay}>
        <SearchField
          aria-label={t('customer.search')}
          placeholder={t('customer.searchPlaceholder')}
          debounceMs={300}
          onSearch={setSearch}
          autoFocus
        />
        {found.isFetching ? (
          <Spinner />
        ) : found.data && found.data.items.length === 0 ? (
          <EmptyState title={t('customer.none')} description={t('customer.noneDescription')} />
        ) : (
          <ul className={styles.customers} aria-label={t('customer.results')}>
            {(found.data?.items ?? []).map((customer) => (
              <li key={customer.ma_kh}>
                <button
                  type="button"
                  className={styles.customer}
                  onClick={() => {
                    onPick(customer);
                    onOpenChange(false);
                  }}
                >
                  <strong>{customer.ten_kh}</strong>
                  <span>{[customer.dien_thoai, customer.ma_kh].filter(Boolean).join(' · ')}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
};
