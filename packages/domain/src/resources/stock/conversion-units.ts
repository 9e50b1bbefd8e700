import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { shared } from '../shared-fields.js';

/** Unit conversions (quy đổi đơn vị tính): 1 Thùng = 24 Chai of a product whose base unit is Chai. */
export const conversionUnits = defineResource({
  name: 'conversion-units',
  route: '/stock/conversion-units',
  table: 'stock_conversion_units',
  title: ['Quy đổi đơn vị tính', 'Unit conversions'],
  fields: {
    ma_vt: f.lookup(['Mã hàng', 'Product'], 'products', {
      required: true,
      fills: { ten_vt: 'ten_vt', dvt: 'dvt' },
    }),
    ...shared('ten_vt'),
    dvt: f.lookup(['Đơn vị tính gốc', 'Base unit'], 'units', { required: true }),
    // A unit does not convert to itself.
    dvt_qd: f.lookup(['Đơn vị quy đổi', 'Converted unit'], 'units', { required: true, differentFrom: 'dvt' }),
    he_so: f.rate(['Hệ số quy đổi', 'Factor'], {
      required: true,
      help: '1 converted unit = he_so base units',
    }),
    gia_ban: f.money(['Giá bán theo đơn vị quy đổi', 'Sale price per converted unit']),
    ...shared('ghi_chu'),
  },
  keyFields: ['ma_vt', 'dvt_qd'],
  listColumns: ['ma_vt', 'ten_vt', 'dvt', 'dvt_qd', 'he_so', 'gia_ban'],
  filters: ['ma_vt', 'dvt', 'dvt_qd'],
  search: ['ma_vt', 'ten_vt'],
  defaultSort: ['ma_vt', 'dvt_qd'],
  /** The factor is above zero. */
  check: (row) =>
    typeof row.he_so === 'number' && row.he_so <= 0
      ? { code: 'VALIDATION_FAILED', field: 'he_so' }
      : undefined,
});
