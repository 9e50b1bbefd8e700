import { z } from 'zod';
import { defineResourceSet } from './define.js';
import { codeField } from './fields.js';

/**
 * Configuration flags of the tenant (booleans are t/f). The list is readable before sign-in (start-up sequence);
 * secret values (call_center.access_key) are blank unless a staff user is signed in.
 */
export const configsSet = defineResourceSet({
  name: 'configs',
  path: 'system/configs',
  table: 'configs',
  title: { vi: 'Cấu hình', en: 'Configuration' },
  menuId: 'system.settings',
  record: z.object({
    name: codeField(100),
    group: codeField(32).describe("Group, e.g. 'crm', 'sale', 'call_center'"),
    value: z.string().max(2000).default(''),
  }),
  keyFields: ['group', 'name'],
  readAccess: 'anyone',
  searchFields: ['name', 'group', 'value'],
  filterFields: ['group', 'name'],
  defaultSort: ['group', 'name'],
  columns: { group: 'grp' },
  extras: ['find', 'byName', 'updateMany', 'bulk'],
  pagedByDefault: false,
});

/** Config names whose value only signed-in staff may read ('group.name'): the softphone needs it in the apps. */
export const secretConfigKeys: readonly string[] = ['call_center.access_key'];

/** Config names whose value only administrators may read: server-side credentials no app needs. */
export const adminOnlyConfigKeys: readonly string[] = ['push.server_key'];

/** Body of PATCH system/configs (update many): new values of existing entries, by name. */
export const configUpdateManySchema = z.object({
  items: z
    .array(
      z.object({
        name: codeField(100),
        group: codeField(32).optional().describe('Needed only when the name is in several groups'),
        value: z.string().max(2000),
      }),
    )
    .min(1)
    .max(500),
});

/** Body of PUT system/configs/name/{name}. */
export const configValueSchema = z.object({
  value: z.string().max(2000),
  group: codeField(32).optional().describe('Needed only when the name is in several groups'),
});
