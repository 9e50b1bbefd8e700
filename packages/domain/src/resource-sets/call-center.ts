import { z } from 'zod';
import { defineResourceSet } from './define.js';
import { codeField, nameField, optionalText } from './fields.js';

/** Call-center (softphone) providers of the tenant; GET call-center/providers is the read-only list the apps use. */
export const callCenterSet = defineResourceSet({
  name: 'call-center',
  path: 'crm/call-center',
  table: 'call_center_providers',
  title: { vi: 'Nhà cung cấp tổng đài', en: 'Call-center providers' },
  menuId: 'system.call-center.providers',
  record: z.object({
    provider: codeField(32).describe("Provider code, e.g. 'stringee'"),
    ten_ncc: nameField(200),
    enable: z.boolean().default(false),
    endpoint: optionalText(300).describe('Server address of the provider'),
  }),
  keyFields: ['provider'],
  searchFields: ['provider', 'ten_ncc'],
  filterFields: ['provider', 'enable'],
  defaultSort: ['provider'],
});
