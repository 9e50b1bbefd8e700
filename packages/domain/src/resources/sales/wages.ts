import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { validityCheck } from './rules.js';
import { staffLevels } from './options.js';
import { shared } from '../shared-fields.js';

/** Wages (tiền công): what a technician of a level earns per turn of a service (sale_service_wage_auto). */
export const wages = defineResource({
  name: 'wages',
  route: '/sales/wages',
  table: 'sales_wages',
  title: ['Tiền công', 'Wages'],
  branchScope: 'selected',
  fields: {
    ma_vt: f.lookup(['Dịch vụ', 'Service'], 'stock-services', {
      required: true,
      fills: { ten_vt: 'ten_vt', tien_cong: 'tien_cong' },
    }),
    ten_vt: f.text(['Tên dịch vụ', 'Service name'], { max: 200 }),
    cap_bac: f.enum(['Cấp bậc', 'Level'], staffLevels, { required: true, defaultValue: '2' }),
    tien_cong: f.money(['Tiền công / lượt', 'Wage per turn'], { required: true, defaultValue: 0 }),
    ty_le_cong: f.percent(['% Công trên doanh thu', 'Wage % of revenue'], { defaultValue: 0 }),
    tu_ngay: f.date(['Từ ngày', 'From'], { required: true }),
    den_ngay: f.date(['Đến ngày', 'To']),
    ...shared('ghi_chu'),
  },
  keyFields: ['ma_dvcs', 'ma_vt', 'cap_bac', 'tu_ngay'],
  listColumns: ['ma_vt', 'ten_vt', 'cap_bac', 'tien_cong', 'ty_le_cong', 'tu_ngay', 'den_ngay', 'ma_dvcs'],
  filters: ['ma_dvcs', 'ma_vt', 'cap_bac'],
  search: ['ma_vt', 'ten_vt'],
  defaultSort: ['ma_vt', 'cap_bac'],
  check: validityCheck,
  sections: [
    {
      title: ['Dịch vụ', 'Service'],
      fields: ['ma_dvcs', 'ma_vt', 'ten_vt', 'cap_bac', 'tu_ngay', 'den_ngay'],
    },
    { title: ['Tiền công', 'Wage'], fields: ['tien_cong', 'ty_le_cong', 'ghi_chu'] },
  ],
});
