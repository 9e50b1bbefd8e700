import type { CatalogueRow } from './catalogue-rows.js';

/**
 * The demo's e-invoices as publishing leaves them (einvoice/): most issued by the provider with their number,
 * lookup code and transaction id, in order of their date; the newest few still drafts, never sent; one cancelled
 * at the provider. No invoice is left half-sent or replaced without its replacement.
 */
export const withDemoInvoices = (rows: Map<string, CatalogueRow[]>): void => {
  const invoices = [...(rows.get('invoice-orders') ?? [])].sort((a, b) =>
    String(a.ngay_ct).localeCompare(String(b.ngay_ct)),
  );
  const drafts = Math.min(4, Math.floor(invoices.length / 5));
  invoices.forEach((invoice, index) => {
    const issued = index < invoices.length - drafts;
    const number = String(index + 1).padStart(8, '0');
    Object.assign(invoice, {
      so_ct_goc: null,
      loai_dc: '3',
      loi_gui: null,
      tep_hd: null,
      ...(issued
        ? {
            trang_thai: index === 2 ? '9' : '1',
            trang_thai_gui: index === 2 ? '5' : '2',
            so_hd_dt: number,
            ma_tra_cuu: `SEN${number}${(index * 7919).toString(36).toUpperCase().padStart(4, '0')}`,
            ma_giao_dich: `demo-${String(invoice._id ?? number)}`.slice(0, 64),
          }
        : { trang_thai: '0', trang_thai_gui: '0', so_hd_dt: null, ma_tra_cuu: null, ma_giao_dich: null }),
    });
  });
};
