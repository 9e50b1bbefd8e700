import { defineResource } from '../resources/define-resource.js';
import { f } from '../resources/fields.js';
import { keyCode, optionalText, requiredName, startUpTable } from './start-up.js';

/** Call-center (softphone) providers of the tenant; GET call-center/providers is the read-only list the apps use. */
export const callCenterSet = defineResource({
  ...startUpTable,
  name: 'call-center',
  route: '/system/call-center/providers',
  path: 'crm/call-center',
  table: 'call_center_providers',
  title: ['Nhà cung cấp tổng đài', 'Call-center providers'],
  fields: {
    provider: keyCode(['Mã nhà cung cấp', 'Provider code'], 32, "e.g. 'stringee'"),
    ten_ncc: requiredName(['Tên nhà cung cấp', 'Provider name']),
    enable: f.boolean(['Đang dùng', 'Enabled'], { defaultValue: false }),
    endpoint: optionalText(['Địa chỉ máy chủ', 'Server address'], 300),
  },
  keyFields: ['provider'],
  search: ['provider', 'ten_ncc'],
  filters: ['provider', 'enable'],
  defaultSort: ['provider'],
  extras: [],
  storedSearch: false,
});
