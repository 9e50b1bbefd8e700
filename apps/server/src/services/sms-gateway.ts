import { configValue } from '@sen/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { tenantConfigs } from './tenant-configs.js';

/** One SMS to hand to a gateway; `ref` identifies it to the provider (sent again under the same ref on retry). */
export type SmsMessage = { tenantId: string; phone: string; message: string; ref?: string };

/**
 * What a gateway reports: 'sent' when it accepted the message (with the provider's message id when it gave one),
 * 'demo' when it only logged it. A gateway throws when it could not deliver, so the job that called it is retried.
 */
export type SmsSendResult = { status: 'sent' | 'demo'; providerMessageId?: string };

/** An SMS provider. */
export type SmsGateway = { send: (message: SmsMessage) => Promise<SmsSendResult> };

/** The gateway of a tenant (its configs decide which), looked up for each message. */
export type SmsGateways = (tenantId: string) => Promise<SmsGateway>;

/** The gateway used while no SMS provider is configured: writes the message to the server log only. */
export const demoSmsGateway = (log: (message: SmsMessage) => void): SmsGateway => ({
  send: async (message) => {
    log(message);
    return { status: 'demo' };
  },
});

/** A tenant's HTTP provider: configs sms_url, sms_api_key (opened), sms_brandname. */
export type HttpSmsSettings = { url: string; apiKey: string; brandname: string };

/**
 * A brandname SMS gateway reached over HTTP, as Vietnamese providers offer: POST {url} with JSON
 * `{ "brandname", "phone", "message", "ref" }`, `Authorization: Bearer {api key}` and `Idempotency-Key: {ref}`.
 * A 2xx answer is accepted; its JSON `id` or `message_id` (or `data.id`) is the provider's message id. Any other
 * answer, a network error or the timeout throws (the job is retried).
 */
export const httpSmsGateway = (
  settings: HttpSmsSettings,
  options: { timeoutMs?: number } = {},
): SmsGateway => ({
  send: async (message) => {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
      authorization: `Bearer ${settings.apiKey}`,
    };
    if (message.ref) headers['idempotency-key'] = message.ref;
    const response = await fetch(settings.url, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        brandname: settings.brandname,
        phone: message.phone,
        message: message.message,
        ref: message.ref ?? null,
      }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    const text = await response.text();
    if (!response.ok)
      throw new Error(`SMS gateway answered HTTP ${response.status}: ${text.slice(0, 300)}`.trim());
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      body = {};
    }
    const record = (body ?? {}) as Record<string, unknown>;
    const data = (record.data ?? {}) as Record<string, unknown>;
    const id = record.id ?? record.message_id ?? data.id ?? data.message_id;
    return { status: 'sent', ...(id === undefined || id === null ? {} : { providerMessageId: String(id) }) };
  },
});

export const SMS_CONFIG_GROUP = 'sms';

/** A ciphertext of POST system/encrypt. */
const isSealed = (value: string) => /^v1\.[\w-]+\.[\w-]+\.[\w-]*$/.test(value);

/**
 * The gateways by tenant config (group 'sms'): sms_provider 'http' uses httpSmsGateway with sms_url,
 * sms_api_key (stored sealed by POST system/encrypt, opened with the tenant's key) and sms_brandname; anything
 * else, e.g. empty (the demo tenant), the log-only gateway. An 'http' provider without its URL throws, so its
 * messages are retried, then failed, visibly.
 */
export const tenantSmsGateways =
  (
    db: Kysely<Database>,
    fallback: SmsGateway,
    open: (tenantId: string, sealed: string) => Promise<string>,
    options: { timeoutMs?: number } = {},
  ): SmsGateways =>
  async (tenantId) => {
    const configs = await tenantConfigs(db, tenantId);
    const value = (name: string) => (configValue(configs, name, SMS_CONFIG_GROUP) ?? '').trim();
    const provider = value('sms_provider').toLowerCase();
    if (provider !== 'http') return fallback;
    const url = value('sms_url');
    if (!/^https?:\/\//i.test(url))
      throw new Error('SMS provider http: sms_url is not set to an http(s) URL');
    const key = value('sms_api_key');
    return httpSmsGateway(
      { url, apiKey: isSealed(key) ? await open(tenantId, key) : key, brandname: value('sms_brandname') },
      options,
    );
  };
