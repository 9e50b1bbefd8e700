import { useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/react';
import { TillReceipt } from '../till/TillReceipt';
import type { ReceiptSale } from '../till/receipt-sale';
import { useCashier } from '../till/useCashier';
import { PlaceBoard } from './PlaceBoard';
import { PlaceOrder } from './PlaceOrder';
import { placeKinds, type PlaceMode } from './place-kinds';

const route = getRouteApi('/_till/$mode');

/**
 * The restaurant and room tills: the board of places, or the order of the place chosen (`place` in the URL). The
 * receipt of the last payment is kept here, so it prints while the board comes back.
 */
export const PlaceScreens = () => {
  const { i18n } = useTranslation();
  const { mode } = route.useParams() as { mode: PlaceMode };
  const { place } = route.useSearch();
  const { branch } = useCashier();
  const [receipt, setReceipt] = useState<ReceiptSale | null>(null);
  const kind = placeKinds[mode];
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
