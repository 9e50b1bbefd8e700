import { dictionarySchema, listOf } from '@sen/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { tenantOf } from '../../http/context-access.js';
import { optionalBearerSecurity, signedInHeaders } from '../../http/documented-headers.js';

export const registerDictionariesRoute = (app: FastifyInstance, deps: AppDeps): void => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/system/dictionaries',
    {
      config: { auth: 'optional', customers: true, branchs: 'ignore' },
      schema: {
        tags: ['system'],
        summary: 'Dictionary entries (genders, statuses, payment methods...), optionally of one kind',
        security: optionalBearerSecurity,
        headers: signedInHeaders,
        querystring: z.object({
          loai: z.string().trim().min(1).optional().describe("Dictionary kind, e.g. 'gender'"),
        }),
        response: { 200: listOf(dictionarySchema) },
      },
    },
    async (request) => {
      let query = deps.db
        .selectFrom('dictionaries')
        .select(['loai', 'ma_tudien', 'ten_tudien', 'ten_tudien_en'])
        .where('tenant_id', '=', tenantOf(request).id);
      if (request.query.loai) query = query.where('loai', '=', request.query.loai);
      const items = await query.orderBy('loai').orderBy('stt').orderBy('ma_tudien').execute();
      return { items, total: items.length };
    },
  );
};
