import { listOf, UPLOAD_FIELD, uploadedFileSchema, type UploadedFile } from '@sen/domain';
import type { FastifyInstance, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import type { StoredFileKind } from '../../db/tables/files.js';
import { staffOf, tenantOf } from '../../http/context-access.js';
import { recordChange } from '../../services/audit-log.js';
import { receiveUploads, removeStoredFiles } from '../../services/file-store.js';
import { fileUrl } from '../../services/file-store-urls.js';
import { fileRouteConfig, fileSchemaBase } from './file-route.js';

/** The multipart body as documented: one or more files in the `files` field. */
const multipartBody = z.object({
  [UPLOAD_FIELD]: z.array(z.file()).describe('One or more files (repeat the field for each)'),
});

/**
 * The multipart body is documented but not validated as an object: the handler reads the stream part by part
 * (Fastify leaves the body empty), checking every file itself. Other parts of the request validate as usual.
 */
const streamedBodyValidator: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === 'body'
    ? (data) => ({ value: data })
    : validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);

const upload = async (deps: AppDeps, request: FastifyRequest, kind: StoredFileKind) => {
  const { user } = staffOf(request);
  const tenant = tenantOf(request);
  const { config } = deps;
  const maxBytes = kind === 'image' ? config.uploadImageMaxBytes : config.uploadMaxBytes;
  const received = await receiveUploads(request, {
    kind,
    limits: { maxBytes, maxFiles: config.uploadMaxFiles },
    filesDir: config.filesDir,
    tenant,
  });
  try {
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('files')
        .values(received.map((file) => ({ ...file, tenant_id: tenant.id, kind, uploaded_by: user.id })))
        .execute();
      for (const { id, name, type, size, sha256 } of received) {
        await recordChange(trx, request, {
          action: 'create',
          resource: kind === 'image' ? 'upload/images' : 'upload/files',
          resourceName: 'files',
          recordId: id,
          recordKey: name,
          after: { id, name, type, size, sha256, kind, url: fileUrl(id, name) },
        });
      }
    });
  } catch (error) {
    await removeStoredFiles(
      config.filesDir,
      received.map((file) => file.path),
    );
    throw error;
  }
  const items: UploadedFile[] = received.map(({ id, name, size, type }) => ({
    id,
    name,
    url: fileUrl(id, name),
    size,
    type,
  }));
  return { items, total: items.length };
};

/** POST /api/upload/files and /api/upload/images: the storage host's uploads (multipart field `files`). */
export const registerUploadRoutes = (app: FastifyInstance, deps: AppDeps): void => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const mb = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
  const common =
    'All or nothing: one refused file stores none. Too large or too many: 413; type: 415. Each stored file is ' +
    'recorded in system/logs (resource upload/files or upload/images: id, name, type, size, sha256, url; never ' +
    'its content)';

  typed.post(
    '/api/upload/files',
    {
      config: fileRouteConfig,
      validatorCompiler: streamedBodyValidator,
      schema: {
        ...fileSchemaBase,
        summary:
          `Upload files (multipart, field files, at most ${deps.config.uploadMaxFiles}, each up to ` +
          `${mb(deps.config.uploadMaxBytes)}): PDF, Word, Excel, PowerPoint, OpenDocument, CSV, text, ` +
          `JPEG/PNG/WebP/GIF images or ZIP, by extension, with content that looks like it. ${common}`,
        consumes: ['multipart/form-data'],
        body: multipartBody,
        response: { 200: listOf(uploadedFileSchema) },
      },
    },
    (request) => upload(deps, request, 'file'),
  );

  typed.post(
    '/api/upload/images',
    {
      config: fileRouteConfig,
      validatorCompiler: streamedBodyValidator,
      schema: {
        ...fileSchemaBase,
        summary:
          `Upload images (multipart, field files, at most ${deps.config.uploadMaxFiles}, each up to ` +
          `${mb(deps.config.uploadImageMaxBytes)}): image/jpeg, image/png, image/webp or image/gif whose bytes ` +
          `are one of those. ${common}`,
        consumes: ['multipart/form-data'],
        body: multipartBody,
        response: { 200: listOf(uploadedFileSchema) },
      },
    },
    (request) => upload(deps, request, 'image'),
  );
};
