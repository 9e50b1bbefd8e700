import { deleteUploadsSchema, listOf } from '@sen/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { staffOf, tenantOf } from '../../http/context-access.js';
import { recordChange } from '../../services/audit-log.js';
import { removeStoredFiles } from '../../services/file-store.js';
import { fileIdOfUrl, fileUrl } from '../../services/file-store-urls.js';
import { fileRouteConfig, fileSchemaBase } from './file-route.js';

/** DELETE /api/upload: removes the caller's tenant's files named by their urls. */
export const registerDeleteUploadsRoute = (app: FastifyInstance, deps: AppDeps): void => {
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/api/upload',
    {
      config: fileRouteConfig,
      schema: {
        ...fileSchemaBase,
        summary:
          "Delete stored files of the caller's tenant by the urls uploads returned (JSON array, 1 to 100). Urls " +
          "naming no file of the tenant (already deleted, another tenant's, not a file url) are ignored, so a " +
          "retry is harmless and nothing tells another tenant's files apart from missing ones. Answers the urls " +
          'of the files deleted. Each deleted file is recorded in system/logs (resource upload, its metadata as ' +
          'before; never its content)',
        body: deleteUploadsSchema,
        response: { 200: listOf(z.string().describe('Url of a deleted file')) },
      },
    },
    async (request) => {
      staffOf(request);
      const ids = [...new Set(request.body.map(fileIdOfUrl).filter((id): id is string => id !== undefined))];
      if (ids.length === 0) return { items: [], total: 0 };
      const deleted = await deps.db.transaction().execute(async (trx) => {
        const rows = await trx
          .deleteFrom('files')
          .where('tenant_id', '=', tenantOf(request).id)
          .where('id', 'in', ids)
          .returning(['id', 'name', 'path', 'type', 'size', 'sha256', 'kind'])
          .execute();
        for (const { id, name, type, size, sha256, kind } of rows) {
          await recordChange(trx, request, {
            action: 'delete',
            resource: 'upload',
            resourceName: 'files',
            recordId: id,
            recordKey: name,
            before: { id, name, type, size, sha256, kind, url: fileUrl(id, name) },
          });
        }
        return rows;
      });
      await removeStoredFiles(
        deps.config.filesDir,
        deleted.map((file) => file.path),
      );
      const items = deleted.map((file) => fileUrl(file.id, file.name));
      return { items, total: items.length };
    },
  );
};
