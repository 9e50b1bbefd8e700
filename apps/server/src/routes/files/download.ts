import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { ApiError } from '../../http/api-error.js';
import { staffOf, tenantOf } from '../../http/context-access.js';
import { storedFilePath } from '../../services/file-store.js';
import { contentDisposition } from '../../services/file-store-names.js';
import { isFileId } from '../../services/file-store-urls.js';
import { fileRouteConfig, fileSchemaBase } from './file-route.js';

/** GET /api/files/{id}/{name}: the bytes of a stored file of the caller's tenant. */
export const registerDownloadRoute = (app: FastifyInstance, deps: AppDeps): void => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/files/:id/:name',
    {
      config: fileRouteConfig,
      schema: {
        ...fileSchemaBase,
        summary:
          "Download a stored file of the caller's tenant (the url an upload returned), with its type, length " +
          'and UTF-8 name in Content-Disposition (images inline, other files as attachment). The id decides; ' +
          "the name segment is for the browser. Another tenant's or a deleted file: 404",
        params: z.object({
          id: z.string().max(100).describe('File id (uuid)'),
          name: z.string().max(1000).describe('File name (URL-encoded)'),
        }),
        produces: ['application/octet-stream'],
        response: { 200: z.file().describe('The file bytes') },
      },
    },
    async (request, reply) => {
      staffOf(request);
      const { id } = request.params;
      if (!isFileId(id)) throw new ApiError(404, 'FILE_NOT_FOUND');
      const file = await deps.db
        .selectFrom('files')
        .select(['name', 'type', 'size', 'path'])
        .where('tenant_id', '=', tenantOf(request).id)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!file) throw new ApiError(404, 'FILE_NOT_FOUND');
      const full = storedFilePath(deps.config.filesDir, file.path);
      const onDisk = await stat(full).catch(() => undefined);
      if (!onDisk?.isFile()) throw new ApiError(404, 'FILE_NOT_FOUND');
      return (
        reply
          .type(file.type)
          .header('content-length', onDisk.size)
          .header(
            'content-disposition',
            contentDisposition(file.type.startsWith('image/') ? 'inline' : 'attachment', file.name),
          )
          .header('cache-control', 'private, no-cache')
          .header('x-content-type-options', 'nosniff')
          // Streamed as is: the response schema only documents the bytes (no serialisation applies to streams).
          .send(createReadStream(full) as unknown as File)
      );
    },
  );
};
