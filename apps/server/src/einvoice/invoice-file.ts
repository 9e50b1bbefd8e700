import { createHash, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { sanitizeFileName } from '../services/file-store-names.js';
import { fileUrl } from '../services/file-store-urls.js';
import { removeStoredFiles, storedFilePath, tenantFolder } from '../services/file-store.js';
import type { EInvoiceFile } from './provider.js';

/**
 * Stores an invoice file fetched from the provider like an upload (FILES_DIR/<tenant>/<yyyy>/<mm>/<id>, a `files`
 * row, kind 'file', no uploader) and answers its download url.
 */
export const storeInvoiceFile = async (
  db: Kysely<Database>,
  filesDir: string,
  tenantId: string,
  file: EInvoiceFile,
): Promise<string> => {
  const tenant = await db
    .selectFrom('tenants')
    .select(['id', 'code'])
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow();
  const now = new Date();
  const folder = path.join(
    tenantFolder(tenant),
    String(now.getUTCFullYear()),
    String(now.getUTCMonth() + 1).padStart(2, '0'),
  );
  await mkdir(storedFilePath(filesDir, folder), { recursive: true });
  const id = randomUUID();
  const relative = path.join(folder, id);
  const name = sanitizeFileName(file.name);
  await writeFile(storedFilePath(filesDir, relative), file.bytes, { flag: 'wx', mode: 0o640 });
  try {
    await db
      .insertInto('files')
      .values({
        id,
        tenant_id: tenantId,
        kind: 'file',
        name,
        type: file.type,
        size: file.bytes.length,
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
        path: relative,
        uploaded_by: null,
      })
      .execute();
  } catch (error) {
    await removeStoredFiles(filesDir, [relative]);
    throw error;
  }
  return fileUrl(id, name);
};
