import { configShownTo, configsSet, isCredentialName, type AuditAction } from '@sen/domain';
import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { tenantOf } from '../http/context-access.js';
import type { Database } from '../db/schema.js';

/** What changed: which resource, which record, and the record before and after. */
export type AuditChange = {
  action: AuditAction;
  /** API path of the resource (relative to /api), e.g. 'stock/units' or 'notifications/settings'. */
  resource: string;
  /** Short name of the resource, e.g. 'units'. */
  resourceName: string;
  /** Id of the record (`_id`, user id...), when it has one. */
  recordId?: string | null;
  /** Natural key of the record, e.g. 'HOP' or 'CN01/HD'. */
  recordKey?: string | null;
  /** The record before the change (null or absent on create). */
  before?: Record<string, unknown> | null;
  /** The record after the change (null or absent on delete). */
  after?: Record<string, unknown> | null;
};

type Db = Kysely<Database> | Transaction<Database>;

type AuditRecord = Record<string, unknown>;

/** The value with the text of every credential-named field blanked, at any depth. */
const withoutCredentials = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutCredentials);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, field]) => [
      name,
      typeof field === 'string' && isCredentialName(name) ? '' : withoutCredentials(field),
    ]),
  );
};

/**
 * A record as the audit log keeps and shows it: a config entry as anyone may read it (secret values blank, the
 * rule of the configs API) and no credential-named text field (password, agent_pass, token, api_key...) at any
 * depth. Applied when an entry is written and again when entries are read, for those written before.
 */
export const redactedAuditRecord = <Row extends AuditRecord | null | undefined>(
  resource: string,
  record: Row,
): Row => {
  if (!record) return record;
  const shown = resource === configsSet.path ? configShownTo(record, 'anyone') : record;
  return withoutCredentials(shown) as Row;
};

const json = (resource: string, value: AuditRecord | null | undefined): string | null =>
  value ? JSON.stringify(redactedAuditRecord(resource, value)) : null;

/**
 * Records one change made through the API in `audit_logs` (GET system/logs). Call it with the transaction that
 * makes the change, after the change, so the entry is written only when the change is: a failure rolls both back.
 * Who, from where and which device come from the request (signed-in user, client IP, Device-Id header).
 * Secrets never reach the log: `before` and `after` are stored as `redactedAuditRecord` gives them.
 *
 * @example
 * await deps.db.transaction().execute(async (trx) => {
 *   const before = await loadSettings(trx, userId);
 *   const after = await saveSettings(trx, userId, body);
 *   await recordChange(trx, request, {
 *     action: 'update', resource: 'notifications/settings', resourceName: 'notification-settings',
 *     recordId: userId, before, after,
 *   });
 * });
 */
export const recordChange = async (db: Db, request: FastifyRequest, change: AuditChange): Promise<void> => {
  const subject = request.ctx.subject;
  const userName = subject?.type === 'staff' ? subject.user.user_name : (subject?.claims.user_name ?? '');
  await db
    .insertInto('audit_logs')
    .values({
      tenant_id: tenantOf(request).id,
      user_name: userName,
      ip: request.ip ?? null,
      device_id: request.ctx.deviceId ?? null,
      action: change.action,
      resource: change.resource,
      resource_name: change.resourceName,
      record_id: change.recordId ?? null,
      record_key: change.recordKey ?? null,
      before: json(change.resource, change.before),
      after: json(change.resource, change.after),
    })
    .execute();
};
