import type { List, UploadedFile } from '@sen/domain';
import type { HttpClient } from './http-types.js';
import { absoluteUrl } from './urls.js';

/** The storage host's calls (spec section 7: files and other). */
export type FileCalls = {
  /** POST {storage}/upload/files: multipart, each file under the field `files`. */
  uploadFiles(files: Iterable<Blob> | ArrayLike<Blob>, signal?: AbortSignal): Promise<List<UploadedFile>>;
  /** POST {storage}/upload/images: the same for images. */
  uploadImages(files: Iterable<Blob> | ArrayLike<Blob>, signal?: AbortSignal): Promise<List<UploadedFile>>;
  /** DELETE {storage}/upload with the JSON list of the files' urls (as an upload answered them): the deleted ones. */
  deleteUploads(urls: string[]): Promise<List<string>>;
  /** GET a stored file (its `url`, relative to the storage host or absolute) as a Blob. */
  download(url: string, signal?: AbortSignal): Promise<Blob>;
};

/**
 * The storage host's calls over the client (same headers, token refresh and errors). `storageUrl` is the storage
 * host's root, e.g. 'https://files.example.com/api' (by default the API root, so uploads go to /api/upload/files);
 * a file's `url` resolves against the storage host's origin.
 */
export const createFileCalls = (http: HttpClient, storageUrl: string): FileCalls => {
  const root = () => absoluteUrl(storageUrl).replace(/\/+$/, '');
  return {
    uploadFiles: (files, signal) =>
      http.upload<List<UploadedFile>>(`${root()}/upload/files`, files, { signal }),
    uploadImages: (files, signal) =>
      http.upload<List<UploadedFile>>(`${root()}/upload/images`, files, { signal }),
    deleteUploads: (urls) => http.request<List<string>>(`${root()}/upload`, { method: 'DELETE', body: urls }),
    download: (url, signal) => http.download(new URL(url, `${root()}/`).href, undefined, { signal }),
  };
};
