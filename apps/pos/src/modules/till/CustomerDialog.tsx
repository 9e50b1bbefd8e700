import { useState } from 'react';
import { onlineManager, useQuery } from '@tanstack/react-query';
import { Button, Dialog, EmptyState, PhoneInput, SearchField, Spinner, TextField } from '@sen/ui';
import { isValidPhone, normalizePhone } from '@sen/domain';
import { useTranslation } from '../../i18n/react';
import '../../i18n/screens';
import { api } from '../session/client';
import { isUnreachable } from '../session/kept';
import { searchLocalCustomers } from '../catalogue/local-customers';
import { refreshCatalogue } from '../catalogue/local-catalogue';
import * as styles from './Till.css';

/** The customer an order is for: code, name and phone. */
export type TillCustomer = { ma_kh: string; ten_kh: string; dien_thoai: string | null };

export type CustomerDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onPick: (customer: TillCustomer) => void;
};

/** How many customers a search shows. */
const RESULTS = 10;

/** A new customer's code at the till: KH and their phone's digits (one customer per phone). */
export const customerCodeOf = (phone: string): string => `KH${normalizePhone(phone)}`;

/**
 * Finding the order's customer (F4): by phone, name or code, accents ignored, as the cashier types; a tap or Enter
 * on a result takes it. The customers kept on the device are searched (at once, and with no network); the sales
 * customers list on the server only when the device finds none (one added elsewhere a moment ago). One not found
 * is added on the spot with a name and a phone (the server's phone rules apply: a phone another customer has is
 * refused) — only with the network: a customer made on the device could not be told their phone is taken, and the
 * order would wait on them.
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
    // A customer is the tenant's, with one phone each: only the server can tell the phone is free.
    if (!onlineManager.isOnline()) return setProblem(t('customer.newOffline'));
    setSaving(true);
    try {
      const made = await api.post<TillCustomer>('/sales/customers', {
        ma_kh: customerCodeOf(phone),
        ten_kh: name.trim(),
        dien_thoai: normalizePhone(phone),
      });
      onPick({ ma_kh: made.ma_kh, ten_kh: made.ten_kh, dien_thoai: made.dien_thoai });
      // Kept on the device too before long: found again with no network.
      void refreshCatalogue();
      onOpenChange(false);
    } catch (error) {
      setProblem(
        isUnreachable(error)
          ? t('customer.newOffline')
          : error instanceof Error
            ? error.message
            : t('errors.unknown'),
      );
    } finally {
      setSaving(false);
    }
  };
  const searching = (search?.trim().length ?? 0) >= 2;
  // The customers kept on the device first: found as the cashier types, with or without the network.
  const local = useQuery({
    queryKey: ['pos', 'customers', 'device', search],
    queryFn: () => searchLocalCustomers(search ?? '', RESULTS),
    enabled: searching,
    networkMode: 'always',
    staleTime: 0,
    gcTime: 0,
  });
  // The server only for one the device does not keep yet (added a moment ago elsewhere).
  const remote = useQuery({
    queryKey: ['pos', 'customers', search],
    queryFn: () =>
      api.get<{ items: TillCustomer[] }>('/sales/customers', { searchKey: search, pageSize: RESULTS }),
    enabled: searching && local.isSuccess && local.data.rows.length === 0,
    retry: false,
  });
  const found: TillCustomer[] = local.data?.rows.length
    ? local.data.rows.map(({ ma_kh, ten_kh, dien_thoai }) => ({ ma_kh, ten_kh, dien_thoai }))
    : (remote.data?.items ?? []);
  const looking = searching && (local.isPending || remote.isFetching);
  const nothing = searching && !looking && found.length === 0;
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
            debounceMs={150}
            onSearch={setSearch}
            autoFocus
          />
          {looking ? (
            <Spinner />
          ) : nothing ? (
            <EmptyState title={t('customer.none')} description={t('customer.noneDescription')} />
          ) : (
            <ul className={styles.customers} aria-label={t('customer.results')}>
              {found.map((customer) => (
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
