import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** What a push provider logs with (pino's, e.g. `app.log`). */
export type PushLogger = {
  warn: (details: object, message: string) => void;
  info: (details: object, message: string) => void;
};

/** A push message: what the device shows, plus string data for the app (link, type, notification id). */
export type PushMessage = { title: string; body: string; data: Record<string, string> };

/** Every device subscribed to a topic, or these device tokens. */
export type PushTarget = { topic: string } | { tokens: string[] };

/** How a provider call went; failures are also logged (warn) and never thrown. */
export type PushOutcome = { ok: true } | { ok: false; error: string };

/**
 * A push-messaging provider (spec section 7: device tokens are subscribed to and unsubscribed from a tenant
 * topic; per-tenant push configuration). Calls never throw: a failure is logged and reported in the outcome.
 */
export type PushProvider = {
  name: 'none' | 'http';
  subscribe: (tokens: string[], topic: string) => Promise<PushOutcome>;
  unsubscribe: (tokens: string[], topic: string) => Promise<PushOutcome>;
  send: (target: PushTarget, message: PushMessage) => Promise<PushOutcome>;
};

/** The tenant's `push` config group: provider 'none' (default) or 'http', and the HTTP provider's settings. */
export type PushConfig = {
  provider: string;
  /** URL of the send call (FCM legacy HTTP style, e.g. https://fcm.googleapis.com/fcm/send). */
  endpoint: string;
  /** Base URL of the topic calls; ':batchAdd' / ':batchRemove' are appended (Instance ID style). */
  topicEndpoint: string;
  /** Sent as `Authorization: key=<server_key>` when set. */
  serverKey: string;
};

/** Config group of the push settings in the tenant's `configs` table. */
export const PUSH_CONFIG_GROUP = 'push';
export const DEFAULT_TOPIC_ENDPOINT = 'https://iid.googleapis.com/iid/v1';
/** A provider call taking longer is abandoned (and logged), so an API call never waits longer for it. */
export const PUSH_TIMEOUT_MS = 5_000;

/** The tenant topic every registered device token of the tenant is subscribed to. */
export const tenantTopic = (tenantCode: string): string => `tenant_${tenantCode}`;

/** Reads the `push` config group of a tenant (missing names fall back to the defaults). */
export const readPushConfig = async (db: Kysely<Database>, tenantId: string): Promise<PushConfig> => {
  const rows = await db
    .selectFrom('configs')
    .select(['name', 'value'])
    .where('tenant_id', '=', tenantId)
    .where('grp', '=', PUSH_CONFIG_GROUP)
    .execute();
  const value = (name: string) => rows.find((r) => r.name === name)?.value.trim() ?? '';
  return {
    provider: value('provider').toLowerCase() || 'none',
    endpoint: value('endpoint'),
    topicEndpoint: value('topic_endpoint') || DEFAULT_TOPIC_ENDPOINT,
    serverKey: value('server_key'),
  };
};

const ok: PushOutcome = { ok: true };

/** The default provider: nothing leaves the server; each call is logged at info level. */
export const logPushProvider = (log: PushLogger, tenant: string): PushProvider => ({
  name: 'none',
  subscribe: async (tokens, topic) => {
    log.info({ tenant, topic, tokens: tokens.length }, 'push (none): subscribe');
    return ok;
  },
  unsubscribe: async (tokens, topic) => {
    log.info({ tenant, topic, tokens: tokens.length }, 'push (none): unsubscribe');
    return ok;
  },
  send: async (target, message) => {
    log.info(
      { tenant, target: 'topic' in target ? target.topic : target.tokens.length, title: message.title },
      'push (none): send',
    );
    return ok;
  },
});

const postJson = async (url: string, serverKey: string, body: unknown): Promise<PushOutcome> => {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(serverKey ? { authorization: `key=${serverKey}` } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    return response.ok ? ok : { ok: false, error: `HTTP ${response.status}` };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
};

/**
 * The HTTP provider, FCM legacy style: send is `POST <endpoint>` with `{ to: '/topics/<topic>' }` or
 * `{ registration_ids }` plus `notification` and `data`; topics are `POST <topic_endpoint>:batchAdd` and
 * `:batchRemove` with `{ to: '/topics/<topic>', registration_tokens }`.
 */
export const httpPushProvider = (config: PushConfig, log: PushLogger, tenant: string): PushProvider => {
  const call = async (action: string, url: string, body: unknown): Promise<PushOutcome> => {
    const outcome = await postJson(url, config.serverKey, body);
    if (!outcome.ok) log.warn({ tenant, action, url, error: outcome.error }, 'push provider call failed');
    return outcome;
  };
  const topicCall = (action: 'batchAdd' | 'batchRemove') => (tokens: string[], topic: string) =>
    tokens.length === 0
      ? Promise.resolve(ok)
      : call(action, `${config.topicEndpoint}:${action}`, {
          to: `/topics/${topic}`,
          registration_tokens: tokens,
        });
  return {
    name: 'http',
    subscribe: topicCall('batchAdd'),
    unsubscribe: topicCall('batchRemove'),
    send: async (target, message) => {
      if ('tokens' in target && target.tokens.length === 0) return ok;
      const to = 'topic' in target ? { to: `/topics/${target.topic}` } : { registration_ids: target.tokens };
      return call('send', config.endpoint, {
        ...to,
        notification: { title: message.title, body: message.body },
        data: message.data,
      });
    },
  };
};

/** The provider the tenant's `push` configs name; an unknown name or an http provider without endpoint logs and falls back to 'none'. */
export const pushProviderFor = async (
  db: Kysely<Database>,
  tenant: { id: string; code: string },
  log: PushLogger,
): Promise<PushProvider> => {
  const config = await readPushConfig(db, tenant.id);
  if (config.provider === 'http' && config.endpoint) return httpPushProvider(config, log, tenant.code);
  if (config.provider !== 'none' && config.provider !== 'log') {
    log.warn({ tenant: tenant.code, provider: config.provider }, 'push provider not usable, nothing is sent');
  }
  return logPushProvider(log, tenant.code);
};
