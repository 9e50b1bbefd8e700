import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { sharedField } from '../shared-fields.js';

/** Exchange rates (tỷ giá): VND per unit of a currency from a given day, e.g. 1 USD = 25.400 VND. */
export const exchangeRates = defineResource({
  name: 'exchange-rates',
  route: '/accounting/exchange-rates',
  table: 'exchange_rates',
  title: ['Tỷ giá', 'Exchange rates'],
  fields: {
    ma_nt: f.lookup(['Ngoại tệ', 'Currency'], 'currencies', { required: true }),
    ngay_hl: f.date(['Ngày hiệu lực', 'Effective from'], { required: true }),
    ty_gia: f.rate(['Tỷ giá', 'Rate (VND)'], { required: true, precision: 2 }),
    ty_gia_mua: f.rate(['Tỷ giá mua', 'Buying rate'], { precision: 2 }),
    ty_gia_ban: f.rate(['Tỷ giá bán', 'Selling rate'], { precision: 2 }),
    ghi_chu: sharedField('ghi_chu', { max: 500, multiline: undefined }),
  },
  keyFields: ['ma_nt', 'ngay_hl'],
  listColumns: ['ma_nt', 'ngay_hl', 'ty_gia', 'ty_gia_mua', 'ty_gia_ban'],
  filters: ['ma_nt'],
  search: ['ma_nt', 'ghi_chu'],
  defaultSort: ['-ngay_hl', 'ma_nt'],
  dateField: 'ngay_hl',
});
