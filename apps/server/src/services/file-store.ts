import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { formatFileSize, UPLOAD_FIELD } from '@sen/domain';
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { Tenant } from '../db/schema.js';
import type { StoredFileKind } from '../db/tables/files.js';
import { ApiError } from '../http/api-error.js';
import { sanitizeFileName } from './file-store-names.js';
import { acceptedType, SNIFF_BYTES } from './file-store-types.js';

/** One upload written to disk and checked, not yet recorded in the files table. */
export type ReceivedFile = {
  id: string;
  name: string;
  type: string;
  size: number;
  sha256: string;
  /** Relative to the files folder: '<tenant folder>/<yyyy>/<mm>/<id>'. */
  path: string;
};

export type UploadLimits = { maxBytes: number; maxFiles: number };

/** A tenant's folder under the files folder: its code when that is a safe folder name, else its id. */
export const tenantFolder = (tenant: Pick<Tenant, 'id' | 'code'>): string =>
  /^[A-Za-z0-9][A-Za-z0-9_-]{0,62}$/.test(tenant.code) ? tenant.code : tenant.id;

/** The absolute path of a stored file, refusing any relative path that would leave the files folder. */
export const storedFilePath = (filesDir: string, relative: string): string => {
  const root = path.resolve(filesDir);
  const full = path.resolve(root, relative);
  if (!full.startsWith(`${root}${path.sep}`)) throw new ApiError(404, 'FILE_NOT_FOUND');
  return full;
};

/** Removes stored files, ignoring the ones already gone. */
export const removeStoredFiles = async (filesDir: string, relatives: readonly string[]): Promise<void> => {
  await Promise.all(relatives.map((relative) => rm(storedFilePath(filesDir, relative), { force: true })));
};

type WriteResult = { size: number; sha256: string; head: Buffer };

/** Streams one part to `target` (a new file), counting, hashing and keeping the first bytes for the type check. */
const writePart = async (source: NodeJS.ReadableStream, target: string): Promise<WriteResult> => {
  const hash = createHash('sha256');
  const headChunks: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  const observe = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      hash.update(chunk);
      if (headLength < SNIFF_BYTES) {
        headChunks.push(chunk.subarray(0, SNIFF_BYTES - headLength));
        headLength += Math.min(chunk.length, SNIFF_BYTES - headLength);
      }
      done(null, chunk);
    },
  });
  await pipeline(source, observe, createWriteStream(target, { flags: 'wx', mode: 0o640 }));
  return { size, sha256: hash.digest('hex'), head: Buffer.concat(headChunks) };
};

type UploadFailure = Error & { code?: string; statusCode?: number; syscall?: string };

/**
 * The error an interrupted upload answers with: our own refusals as they are; the multipart plugin's files limit
 * and content-type errors localised; file-system failures as they are (500); a body the multipart parser cannot
 * read (cut short, wrong boundary) as 400.
 */
const uploadError = (error: unknown, limits: UploadLimits): unknown => {
  if (error instanceof ApiError || !(error instanceof Error)) return error;
  const failure = error as UploadFailure;
  if (failure.code === 'FST_FILES_LIMIT')
    return new ApiError(413, 'UPLOAD_TOO_MANY_FILES', { max: limits.maxFiles });
  if (failure.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new ApiError(415, 'UPLOAD_NOT_MULTIPART');
  if (failure.syscall || (failure.statusCode !== undefined && failure.statusCode >= 500)) return error;
  return new ApiError(400, 'VALIDATION_FAILED', {}, { reason: failure.code ?? failure.message });
};

/**
 * Reads the multipart request's `files` parts into the tenant's folder, checking each one's size and type as
 * it arrives. All or nothing: when any part is refused (413 too large or too many, 415 type) or the request
 * breaks, every file written so far is removed before the error leaves. Other fields and parts are skipped.
 */
export const receiveUploads = async (
  request: FastifyRequest,
  options: { kind: StoredFileKind; limits: UploadLimits; filesDir: string; tenant: Tenant },
): Promise<ReceivedFile[]> => {
  if (!request.isMultipart()) throw new ApiError(415, 'UPLOAD_NOT_MULTIPART');
  const { kind, limits, filesDir, tenant } = options;
  const now = new Date();
  const folder = path.join(
    tenantFolder(tenant),
    String(now.getUTCFullYear()),
    String(now.getUTCMonth() + 1).padStart(2, '0'),
  );
  await mkdir(storedFilePath(filesDir, folder), { recursive: true });
  const received: ReceivedFile[] = [];
  const written: string[] = [];
  try {
    // Stream the parts; the size limit is checked below (truncated) so the error names the file.
    const streamOptions = {
      limits: { fileSize: limits.maxBytes, files: limits.maxFiles, fields: 20, parts: limits.maxFiles + 20 },
      throwFileSizeLimit: false,
    } as Parameters<FastifyRequest['files']>[0];
    const parts = request.files(streamOptions);
    for await (const part of parts) {
      if (part.fieldname !== UPLOAD_FIELD) {
        part.file.resume();
        continue;
      }
      const id = randomUUID();
      const name = sanitizeFileName(part.filename);
      const relative = path.join(folder, id);
      written.push(relative);
      const result = await writePart(part.file, storedFilePath(filesDir, relative));
      if (part.file.truncated) {
        throw new ApiError(413, 'UPLOAD_TOO_LARGE', { name, max: formatFileSize(limits.maxBytes) });
      }
      const type = acceptedType(kind, name, part.mimetype, result.head);
      if (!type) throw new ApiError(415, 'UPLOAD_TYPE_NOT_ALLOWED', { name });
      received.push({ id, name, type, size: result.size, sha256: result.sha256, path: relative });
    }
  } catch (error) {
    await removeStoredFiles(filesDir, written);
    throw uploadError(error, limits);
  }
  if (received.length === 0) throw new ApiError(400, 'UPLOAD_NO_FILES');
  return received;
};
