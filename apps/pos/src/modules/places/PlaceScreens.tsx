import { useState } from 'react';
import { EmptyState } from '@sen/ui';
import { restaurantTables, retailOrders, rooms } from '@sen/domain/resources';
import { useCan } from '@sen/records';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/react';
import '../../i18n/screens';
import { TillReceipt } from '../till/TillReceipt';
import type { ReceiptSale } from '../till/receipt-sale';
import { useCashier } from '../till/useCashier';
import { PlaceBoard } from './PlaceBoard';
import { PlaceOrder } from './PlaceOrder';
import { placeKinds, type PlaceMode } from './place-kinds';
import * as styles from './Places.css';

const route = getRouteApi('/_till/$mode');

/**
 * The restaurant and room tills: the board of places, or the order of the place chosen (`place` in the URL). The
 * receipt of the last payment is kept here, so it prints while the board comes back.
 */
export const PlaceScreens = () => {
  const { t, i18n } = useTranslation();
  const { mode } = route.useParams() as { mode: PlaceMode };
  const { place } = route.useSearch();
  const { branch } = useCashier();
  const [receipt, setReceipt] = useState<ReceiptSale | null>(null);
  const kind = placeKinds[mode];
  // A user who may not work with the places and their orders is told so, and nothing is asked of the server.
  const allowed = [useCan(kind.mode === 'room' ? rooms : restaurantTables), useCan(retailOrders)].every(
    Boolean,
  );
  if (!allowed)
    return (
      <section className={styles.board} aria-label={t(`modes.${kind.mode}.title`)}>
        <h1 className={styles.title}>{t(`modes.${kind.mode}.title`)}</h1>
        <EmptyState title={t(`places.${kind.mode}.noRight`)} description={t('places.noRightDescription')} />
      </section>
    );
  return (
    <>
      {place ? (
        <PlaceOrder key={`${mode}/${place}`} kind={kind} code={place} onReceipt={setReceipt} />
      ) : (
        <PlaceBoard kind={kind} branchName={branch ? `${branch.ma_dvcs} · ${branch.ten_dvcs}` : ''} />
      )}
      {receipt && <TillReceipt sale={receipt} locale={i18n.language === 'en' ? 'en' : 'vi'} />}
    </>
  );
};
