const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path segment can be a stored file's id. */
export const isFileId = (value: string): boolean => UUID.test(value);

/** The download url of a stored file: '/api/files/<id>/<URL-encoded name>'. */
export const fileUrl = (id: string, name: string): string => `/api/files/${id}/${encodeURIComponent(name)}`;

/**
 * The file id in a url as an upload returned it, relative or absolute ('https://host/api/files/<id>/<name>');
 * undefined when the url names no stored file.
 */
export const fileIdOfUrl = (url: string): string | undefined => {
  const match = /(?:^|\/)api\/files\/([^/?#]+)(?:[/?#]|$)/.exec(url.trim());
  const id = match?.[1];
  return id && isFileId(id) ? id.toLowerCase() : undefined;
};
