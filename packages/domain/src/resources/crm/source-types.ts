import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { sourceKinds } from './options.js';

const inUse = f.boolean(['Đang dùng', 'In use'], { defaultValue: true });
const note = f.text(['Ghi chú', 'Note'], { max: 500, multiline: true });

/** Where customers come from (Facebook ads, walk-in, referral…): the ma_nguon of customers, tickets and campaigns. */
export const sourceTypes = defineResource({
  name: 'source-types',
  route: '/crm/source-types',
  table: 'crm_source_types',
  title: ['Nguồn khách hàng', 'Customer sources'],
  fields: {
    ma_nguon: f.code(['Mã nguồn', 'Source code'], { required: true, unique: true, max: 32 }),
    ten_nguon: f.text(['Tên nguồn', 'Source name'], { required: true, max: 200 }),
    loai_nguon: f.enum(['Loại nguồn', 'Source kind'], sourceKinds, { defaultValue: 'ONLINE' }),
    ghi_chu: note,
    trang_thai: inUse,
  },
  keyFields: ['ma_nguon'],
  listColumns: ['ma_nguon', 'ten_nguon', 'loai_nguon', 'trang_thai'],
  filters: ['ma_nguon', 'loai_nguon', 'trang_thai'],
  search: ['ma_nguon', 'ten_nguon'],
  defaultSort: ['ma_nguon'],
});

/** The detail of a source (which fanpage, which ad, which referrer group), each under one source type. */
export const sourceTypeOptions = defineResource({
  name: 'source-type-options',
  route: '/crm/source-type-options',
  table: 'crm_source_type_options',
  title: ['Chi tiết nguồn', 'Source options'],
  fields: {
    ma_nguon_ct: f.code(['Mã chi tiết nguồn', 'Option code'], { required: true, unique: true, max: 32 }),
    ten_nguon_ct: f.text(['Tên chi tiết nguồn', 'Option name'], { required: true, max: 200 }),
    ma_nguon: f.lookup(['Nguồn khách hàng', 'Source'], 'source-types', {
      required: true,
      fills: { ten_nguon: 'ten_nguon' },
    }),
    ten_nguon: f.text(['Tên nguồn', 'Source name'], { max: 200 }),
    ghi_chu: note,
    trang_thai: inUse,
  },
  keyFields: ['ma_nguon_ct'],
  listColumns: ['ma_nguon_ct', 'ten_nguon_ct', 'ma_nguon', 'ten_nguon', 'trang_thai'],
  filters: ['ma_nguon_ct', 'ma_nguon', 'trang_thai'],
  search: ['ma_nguon_ct', 'ten_nguon_ct', 'ten_nguon'],
  defaultSort: ['ma_nguon', 'ma_nguon_ct'],
});
