import { z } from 'zod';

/** One stored file as the storage host answers after an upload (POST upload/files or upload/images). */
export const uploadedFileSchema = z.object({
  id: z.string(),
  /** Original file name. */
  name: z.string(),
  /** Path to download it (GET, bearer token), e.g. '/api/files/<id>/<name>'; also the handle to delete it. */
  url: z.string(),
  size: z.number().int(),
  /** MIME type. */
  type: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** DELETE upload: the list of file urls (as returned by an upload) to delete. */
export const deleteUploadsSchema = z.array(z.string()).min(1).max(100);
