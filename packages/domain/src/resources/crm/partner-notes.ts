import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { shared } from '../shared-fields.js';

/**
 * Notes on a customer (ghi chú khách hàng): what the front desk or a salesperson wants the next person to know
 * ('dị ứng tinh dầu sả', 'thích phòng yên tĩnh'), written from the customer's page and shown in its timeline. A
 * note is dated and numbered in its branch like the other CRM records; it has no screen of its own, and writing
 * one needs the add right on the customers screen.
 */
export const partnerNotes = defineResource({
  name: 'partner-notes',
  path: 'crm/partner-notes',
  menuId: 'crm.partners',
  table: 'crm_partner_notes',
  title: ['Ghi chú khách hàng', 'Customer notes'],
  voucher: { ma_ct: 'GCKH', prefix: 'GC' },
  branchScope: 'selected',
  fields: {
    ma_kh: f.lookup(['Khách hàng', 'Customer'], 'partners', {
      required: true,
      fills: { ten_kh: 'ten_kh' },
    }),
    ...shared('ten_kh'),
    noi_dung: f.text(['Nội dung ghi chú', 'Note'], { required: true, max: 2000, multiline: true }),
  },
  keyFields: ['ma_dvcs', 'so_ct'],
  listColumns: ['so_ct', 'ngay_ct', 'ma_kh', 'ten_kh', 'noi_dung', 'ma_dvcs'],
  filters: ['ma_kh', 'ma_dvcs'],
  search: ['so_ct', 'ma_kh', 'ten_kh', 'noi_dung'],
  defaultSort: ['-ngay_ct', '-so_ct'],
  sections: [
    { title: ['Ghi chú', 'Note'], fields: ['so_ct', 'ngay_ct', 'ma_dvcs', 'ma_kh', 'ten_kh', 'noi_dung'] },
  ],
});
