import { configValue } from '@sen/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { tenantConfigs } from '../services/tenant-configs.js';
import type { EInvoiceProvider, EInvoiceSettings, ProviderFactory } from './provider.js';
import { viettelProvider } from './viettel.js';

/**
 * The tenant's e-invoice settings, configs of group 'invoice': the spec's sale_invoice_type (the provider:
 * 'viettel'), sale_invoice_template_code and sale_invoice_series (the new invoice form's defaults), and the
 * provider's connection, entries an administrator adds to the group: sale_invoice_url (the API's base URL),
 * sale_invoice_username, sale_invoice_password and sale_invoice_tax_code (the seller's tax code; the username
 * when empty). The password, credential-named, is read by administrators only and never kept in the audit log;
 * store it encrypted (the `v1.` value POST system/encrypt answers): it is opened with the tenant's key here.
 */
export const EINVOICE_CONFIG_GROUP = 'invoice';

/** A ciphertext of POST system/encrypt. */
const isSealed = (value: string) => /^v1\.[\w-]+\.[\w-]+\.[\w-]*$/.test(value);

export const readEInvoiceSettings = async (
  db: Kysely<Database>,
  tenantId: string,
  /** Opens a sealed password (TenantCipher.decrypt); without it the stored value is kept as it is. */
  open?: (sealed: string) => Promise<string>,
): Promise<EInvoiceSettings> => {
  const configs = await tenantConfigs(db, tenantId);
  const value = (name: string) => (configValue(configs, name, EINVOICE_CONFIG_GROUP) ?? '').trim();
  const password = value('sale_invoice_password');
  return {
    type: value('sale_invoice_type').toLowerCase(),
    templateCode: value('sale_invoice_template_code'),
    series: value('sale_invoice_series'),
    baseUrl: value('sale_invoice_url'),
    username: value('sale_invoice_username'),
    password: open && isSealed(password) ? await open(password) : password,
    supplierTaxCode: value('sale_invoice_tax_code'),
  };
};

export type ProviderOptions = { timeoutMs: number };

/** The providers by sale_invoice_type. */
export const providerFactories = (options: ProviderOptions): Readonly<Record<string, ProviderFactory>> => ({
  viettel: (settings) => viettelProvider(settings, options),
});

const isHttpUrl = (value: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** What a provider needs set, by setting name (the config names of the message). */
const required: readonly [keyof EInvoiceSettings, string][] = [
  ['baseUrl', 'sale_invoice_url'],
  ['username', 'sale_invoice_username'],
  ['password', 'sale_invoice_password'],
];

/**
 * The tenant's provider: 409 EINVOICE_NOT_CONFIGURED without sale_invoice_type or a connection setting,
 * 409 EINVOICE_TYPE_UNSUPPORTED for a type no provider serves.
 */
export const providerOf = (
  settings: EInvoiceSettings,
  factories: Readonly<Record<string, ProviderFactory>>,
): EInvoiceProvider => {
  if (!settings.type) throw new ApiError(409, 'EINVOICE_NOT_CONFIGURED', { missing: 'sale_invoice_type' });
  const factory = factories[settings.type];
  if (!factory) throw new ApiError(409, 'EINVOICE_TYPE_UNSUPPORTED', { type: settings.type });
  const missing = required.filter(([key]) => !settings[key]).map(([, name]) => name);
  if (settings.baseUrl && !isHttpUrl(settings.baseUrl)) missing.unshift('sale_invoice_url (http/https)');
  if (missing.length > 0) throw new ApiError(409, 'EINVOICE_NOT_CONFIGURED', { missing: missing.join(', ') });
  return factory(settings);
};
