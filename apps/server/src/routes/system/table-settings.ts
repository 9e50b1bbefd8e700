import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { ApiError } from '../../http/api-error.js';
import { staffOf } from '../../http/context-access.js';
import { bearerSecurity, signedInHeaders } from '../../http/documented-headers.js';

/** A settings key as sent in the path; a blank one is refused with the spec's message. */
const params = z.object({
  key: z.string().max(200).describe("The table's settings key, e.g. 'crm.partners'"),
});

/** A table's settings: any JSON object the back office keeps (columns, order, widths, page size). */
const settingsValue = z.record(z.string(), z.unknown()).describe('The settings (a JSON object)');

const settingsSchema = z.object({
  key: z.string(),
  value: settingsValue.nullable().describe('The saved settings, null when none were saved'),
});

/** 400 SETTINGS_KEY_REQUIRED ('Settings Key is not defined') for a blank key; else the trimmed key. */
const keyOf = (raw: string): string => {
  const key = raw.trim();
  if (!key) throw new ApiError(400, 'SETTINGS_KEY_REQUIRED');
  return key;
};

/**
 * Per-user table settings (spec section 5): `GET /api/system/table-settings/{key}` answers `{ key, value }` (null
 * when nothing was saved) and `PUT` with `{ value }` saves them, each for the signed-in staff user of the tenant.
 * A blank key is 400 'Settings Key is not defined'.
 */
export const registerTableSettingsRoutes = (app: FastifyInstance, deps: AppDeps): void => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const config = { branchs: 'ignore' } as const;

  typed.get(
    '/api/system/table-settings/:key',
    {
      config,
      schema: {
        tags: ['system'],
        summary: "The signed-in user's settings of a table (GET system/table-settings/{key})",
        description:
          "Null when none were saved. A blank key: 400 SETTINGS_KEY_REQUIRED ('Settings Key is not defined').",
        security: bearerSecurity,
        headers: signedInHeaders,
        params,
        response: { 200: settingsSchema },
      },
    },
    async (request) => {
      const key = keyOf(request.params.key);
      const { user } = staffOf(request);
      const row = (
        await sql<{ value: Record<string, unknown> | string }>`
          SELECT value FROM table_settings
          WHERE tenant_id = ${user.tenant_id} AND user_id = ${user.id} AND key = ${key}`.execute(deps.db)
      ).rows[0];
      const value =
        typeof row?.value === 'string' ? (JSON.parse(row.value) as Record<string, unknown>) : row?.value;
      return { key, value: value ?? null };
    },
  );

  typed.put(
    '/api/system/table-settings/:key',
    {
      config,
      schema: {
        tags: ['system'],
        summary: "Saves the signed-in user's settings of a table (PUT system/table-settings/{key})",
        description:
          "Replaces what was saved under the key for this user. A blank key: 400 SETTINGS_KEY_REQUIRED ('Settings Key is not defined').",
        security: bearerSecurity,
        headers: signedInHeaders,
        params,
        body: z.object({ value: settingsValue }),
        response: { 200: settingsSchema },
      },
    },
    async (request) => {
      const key = keyOf(request.params.key);
      const { user } = staffOf(request);
      const value = request.body.value;
      await sql`
        INSERT INTO table_settings (tenant_id, user_id, key, value)
        VALUES (${user.tenant_id}, ${user.id}, ${key}, ${JSON.stringify(value)}::jsonb)
        ON CONFLICT (tenant_id, user_id, key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`.execute(
        deps.db,
      );
      return { key, value };
    },
  );
};
