import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { can, partnerPhoneFor, PARTNERS_MENU_ID } from '@sen/auth';
import { SEARCH_DEBOUNCE_MS, type UserInfo } from '@sen/domain';
import type { CommandPaletteGroup } from '@sen/ui';
import { useAuthState, useServices } from '../../app/ServicesContext';

/** A customer of the partners list, as the palette reads it. */
export type PaletteCustomer = {
  _id: string;
  ma_kh: string;
  ten_kh: string;
  dien_thoai?: string | null;
  ma_nvbh?: string | null;
};

/** The shortest query the palette looks customers up for (one letter finds half the tenant). */
export const CUSTOMER_QUERY_MIN = 2;
/** How many customers the palette lists. */
export const PALETTE_CUSTOMERS = 10;

/** The query the palette looks customers up for: trimmed, and long enough; '' for none. */
export const customerQueryOf = (typed: string): string => {
  const query = typed.trim().replace(/\s+/g, ' ');
  return query.length >= CUSTOMER_QUERY_MIN ? query : '';
};

/**
 * The customers found as a palette group: the name, then the code and the phone as the user may see it (masked,
 * first and last 4 digits, unless they are the customer's salesperson or may edit every customer); each opens the
 * customer's page.
 */
export const customerGroupOf = (
  customers: readonly PaletteCustomer[],
  user: UserInfo | null,
  title: string,
): CommandPaletteGroup => ({
  id: 'customers',
  title,
  entries: customers.map((customer) => {
    const phone = partnerPhoneFor(user, customer).dien_thoai;
    return {
      id: customer._id,
      title: customer.ten_kh,
      description: [customer.ma_kh, phone].filter(Boolean).join(' · '),
      href: `/crm/partners/${customer._id}`,
    };
  }),
});

/**
 * Customers for the palette's query (Ctrl+K): the partners list searched by name without accents, code or phone
 * (`searchKey`, the server's accent-folded search), in the user's scope of the customers screen — a salesperson
 * without read-all finds their own. Asked once typing pauses (SEARCH_DEBOUNCE_MS); nothing for a user who may not
 * read customers.
 */
export const usePaletteCustomers = (title: string) => {
  const { api } = useServices();
  const { user } = useAuthState();
  const mayRead = can(user, { menuId: PARTNERS_MENU_ID, right: 'read' });
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const next = customerQueryOf(typed);
    const timer = setTimeout(() => setQuery(next), next === '' ? 0 : SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useQuery({
    queryKey: ['palette-customers', query],
    queryFn: ({ signal }) =>
      api.get<{ items: PaletteCustomer[] }>(
        '/crm/partners',
        { searchKey: query, pageSize: PALETTE_CUSTOMERS },
        { signal },
      ),
    enabled: mayRead && query !== '',
    staleTime: 30_000,
  });
  const wanted = mayRead ? customerQueryOf(typed) : '';
  const current = wanted !== '' && wanted === query && found.data;
  return {
    onQueryChange: setTyped,
    results: current ? [customerGroupOf(found.data.items, user, title)] : [],
    isSearching: wanted !== '' && (wanted !== query || found.isFetching),
  };
};
