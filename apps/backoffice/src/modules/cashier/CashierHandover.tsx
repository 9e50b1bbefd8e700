import { useEffect } from 'react';
import { useLocation } from '@tanstack/react-router';
import { EmptyState, Spinner } from '@sen/ui';
import { useTranslation } from '../../i18n/react';
import type { Session } from '@sen/domain';
import { useServices } from '../../app/ServicesContext';
import {
  customerOfHandover,
  posPageOfCashierPath,
  posTillUrl,
  withCustomer,
  withSession,
} from './tillHandover';

/** Where the page goes: a full-page load of another app (the POS), replaceable in tests. */
export const leaveFor = {
  assign: (url: string): void => window.location.assign(url),
};

/**
 * A cashier route of the back office (/sales/retail-orders/cashier and its order pages, /sales/serving/cashier,
 * /sales/room-orders/cashier, /sales/restaurant/cashier): the cashier works in the POS, deployed on its own
 * (`VITE_POS_URL`, '/pos/' by default), so the page hands over to the POS till of that mode (or its order list
 * and order) with a full-page
 * navigation (the retail till with the customer of `?kh=` picked, from the customer's page), and shows a short "opening the cashier" state with a link meanwhile.
 */
export function CashierHandover() {
  const { t } = useTranslation();
  const pathname = useLocation({ select: (location) => location.pathname });
  const customer = useLocation({
    select: (location) => customerOfHandover(location.search as Record<string, unknown>),
  });
  const { api } = useServices();
  const till = posPageOfCashierPath(pathname) ?? 'retail';
  // The customer's page opens the retail till with the customer picked.
  const url = withCustomer(
    posTillUrl(import.meta.env.VITE_POS_URL, till),
    till === 'retail' ? customer : undefined,
  );
  useEffect(() => {
    let stayed = false;
    // The POS gets a session of its own (one sign-in): when the server cannot give one, the POS asks for a sign-in.
    void api
      .post<{ session: Session }>('/auth/handover', {})
      .then(
        ({ session }) => withSession(url, session),
        () => url,
      )
      .then((target) => {
        if (!stayed) leaveFor.assign(target);
      });
    return () => {
      stayed = true;
    };
  }, [api, url]);
  return (
    <EmptyState
      icon={<Spinner size="sm" label={t('cashier.opening')} />}
      title={t('cashier.opening')}
      description={t('cashier.openingDescription')}
      action={<a href={url}>{t('cashier.openTill')}</a>}
    />
  );
}
