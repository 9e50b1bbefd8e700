import { useEffect, useRef } from 'react';
import { printInFrame, Receipt } from '@sen/ui';
import { printDocumentOf, retailOrders } from '@sen/domain/resources';
import type { Locale } from '../../i18n';
import type { ReceiptSale } from './receipt-sale';

/**
 * The till's 80 mm receipt of the last order, kept off screen (the print is a frame of its own); printed once when
 * the cashier pays with F10 or asks again.
 */
export const TillReceipt = ({ sale, locale }: { sale: ReceiptSale | null; locale: Locale }) => {
  const area = useRef<HTMLDivElement>(null);
  const document = sale
    ? printDocumentOf(
        sale.resource ?? retailOrders,
        sale.resource || !retailOrders.derive ? sale.record : retailOrders.derive(sale.record),
        sale.branch,
        {
          locale,
          nameOf: (field, value) => (typeof value === 'string' ? sale.names[`${field}:${value}`] : undefined),
        },
      )
    : null;
  useEffect(() => {
    const element = area.current?.firstElementChild;
    if (sale?.print && document && element instanceof HTMLElement)
      printInFrame(element, '80mm', { title: `${document.title} ${document.number}`, lang: locale });
    // Printed once per sale shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sale]);
  if (!document) return null;
  return (
    <div
      ref={area}
      data-till-receipt=""
      style={{ position: 'fixed', left: -10_000, top: 0 }}
      aria-hidden="true"
    >
      <Receipt document={document} />
    </div>
  );
};
