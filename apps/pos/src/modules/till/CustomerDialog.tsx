import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Dialog, EmptyState, PhoneInput, SearchField, Spinner, TextField } from '@sen/ui';
import { isValidPhone, normalizePhone } from '@sen/domain';
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

/** A new customer's code at the till: KH and their phone's digits (one customer per phone). */
export const customerCodeOf = (phone: string): string => `KH${normalizePhone(phone)}`;

/**
 * Finding the order's customer (F4): by phone, name or code, accents ignored, as the cashier types; a tap or Enter
 * on a result takes it. The sales customers list is what a cashier may read. One not found is added on the spot
 * with a name and a phone (the server's phone rules apply: a phone another customer has is refused).
 */
export const CustomerDialog = ({ isOpen, onOpenChange, onPick }: CustomerDialogProps) => {
  const { t } = useTranslation();
  const [search, setSearch] = useState<string | undefined>();
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const startAdding = () => {
    // What was typed goes where it belongs: digits are the phone, words the name.
    const typed = search ?? '';
    if (normalizePhone(typed).length >= 6 && /^[\d\s.+-]+$/.test(typed)) setPhone(normalizePhone(typed));
    else setName(typed);
    setProblem(null);
    setAdding(true);
  };
  const add = async () => {
    if (!name.trim() || !isValidPhone(phone)) return setProblem(t('customer.newInvalid'));
    setSaving(true);
    try {
      const made = await api.post<TillCustomer>('/sales/customers', {
        ma_kh: customerCodeOf(phone),
        ten_kh: name.trim(),
        dien_thoai: normalizePhone(phone),
      });
      onPick({ ma_kh: made.ma_kh, ten_kh: made.ten_kh, dien_thoai: made.dien_thoai });
      onOpenChange(false);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t('errors.unknown'));
    } finally {
      setSaving(false);
    }
  };
  const found = useQuery({
    queryKey: ['pos', 'customers', search],
    queryFn: () =>
      api.get<{ items: TillCustomer[] }>('/sales/customers', { searchKey: search, pageSize: 10 }),
    enabled: (search?.length ?? 0) >= 2,
    retry: false,
  });
  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={t(adding ? 'customer.new' : 'customer.title')}>
      {adding ? (
        <form
          className={styles.pay}
          aria-label={t('customer.new')}
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          <TextField
            label={t('customer.newName')}
            value={name}
            onChange={setName}
            isRequired
            autoFocus={!name}
          />
          <PhoneInput
            label={t('customer.newPhone')}
            value={phone}
            onChange={setPhone}
            isRequired
            autoFocus={!!name}
          />
          {problem && (
            <p className={styles.sync} role="alert">
              {problem}
            </p>
          )}
          <div className={styles.payBar}>
            <Button variant="secondary" onPress={() => setAdding(false)}>
              {t('pay.back')}
            </Button>
            <Button type="submit" variant="primary" isPending={saving}>
              {t('customer.newSave')}
            </Button>
          </div>
        </form>
      ) : (
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
          <Button variant="secondary" onPress={startAdding}>
            {t('customer.newOpen')}
          </Button>
        </div>
      )}
    </Dialog>
  );
};
