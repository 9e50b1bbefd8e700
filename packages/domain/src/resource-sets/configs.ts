import { z } from 'zod';
import { defineResource } from '../resources/define-resource.js';
import { fieldSchemaOf } from '../resources/field-schema.js';
import { f } from '../resources/fields.js';
import { keyCode, startUpTable } from './start-up.js';

/** A config name or group in the bodies of the config routes: the same rule as the record's. */
const configCode = (max: number) => fieldSchemaOf(keyCode(['Mã', 'Code'], max)) as z.ZodString;

/**
 * Configuration flags of the tenant (booleans are t/f). The list is readable before sign-in (start-up sequence);
 * secret values (call_center.access_key) are blank unless a staff user is signed in.
 */
export const configsSet = defineResource({
  ...startUpTable,
  name: 'configs',
  path: 'system/configs',
  menuId: 'system.settings',
  table: 'configs',
  title: ['Cấu hình', 'Configuration'],
  fields: {
    name: keyCode(['Tên', 'Name'], 100),
    group: keyCode(['Nhóm', 'Group'], 32, "e.g. 'crm', 'sale', 'call_center'"),
    value: f.text(['Giá trị', 'Value'], { max: 2000, multiline: true, trim: false, defaultValue: '' }),
  },
  keyFields: ['group', 'name'],
  readAccess: 'anyone',
  search: ['name', 'group', 'value'],
  filters: ['group', 'name'],
  defaultSort: ['group', 'name'],
  dbColumns: { group: 'grp' },
  extras: ['find', 'byName', 'updateMany', 'bulk'],
  pagedByDefault: false,
  storedSearch: false,
});

/** Config names whose value only signed-in staff may read ('group.name'): the softphone needs it in the apps. */
export const secretConfigKeys: readonly string[] = ['call_center.access_key'];

/** Config names whose value only administrators may read: server-side credentials no app needs. */
export const adminOnlyConfigKeys: readonly string[] = ['push.server_key'];

/**
 * Whether a field or config name names a credential ('password', 'agent_pass', 'api_key', 'server_key',
 * 'app_secret', 'refresh_token'...): such a config is read by administrators only unless secretConfigKeys lists
 * it (an SMS gateway's keys, say), and the audit log never keeps such a field's text.
 */
export const isCredentialName = (name: string): boolean =>
  /(^|_)(password|pass|secret|token|key)(_hash)?$/i.test(name.trim());

/** Who reads a config value: anyone (before sign-in, a customer, the audit log), a staff user, an administrator. */
export type ConfigReader = 'anyone' | 'staff' | 'admin';

/** Whether the reader may see the value of the config entry (the one rule of the configs API and the audit log). */
export const mayReadConfigValue = (entry: { group: string; name: string }, reader: ConfigReader): boolean => {
  const key = `${entry.group}.${entry.name}`;
  if (secretConfigKeys.includes(key)) return reader !== 'anyone';
  if (adminOnlyConfigKeys.includes(key) || isCredentialName(entry.name)) return reader === 'admin';
  return true;
};

/** The config entry as the reader sees it: its value blank when they may not read it. */
export const configShownTo = <Entry extends Record<string, unknown>>(
  entry: Entry,
  reader: ConfigReader,
): Entry =>
  mayReadConfigValue({ group: String(entry.group ?? ''), name: String(entry.name ?? '') }, reader)
    ? entry
    : { ...entry, value: '' };

/** Body of PATCH system/configs (update many): new values of existing entries, by name. */
export const configUpdateManySchema = z.object({
  items: z
    .array(
      z.object({
        name: configCode(100),
        group: configCode(32).optional().describe('Needed only when the name is in several groups'),
        value: z.string().max(2000),
      }),
    )
    .min(1)
    .max(500),
});

/** Body of PUT system/configs/name/{name}. */
export const configValueSchema = z.object({
  value: z.string().max(2000),
  group: configCode(32).optional().describe('Needed only when the name is in several groups'),
});
