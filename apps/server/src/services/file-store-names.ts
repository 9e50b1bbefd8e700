/** Longest stored file name, in characters. */
const MAX_NAME_LENGTH = 200;

/**
 * A client's file name made safe to store and send back: the last path segment only (no folders, so no
 * traversal), composed Unicode (NFC), without control characters or characters Windows refuses, without leading
 * dots or trailing dots and spaces, at most 200 characters keeping the extension; 'file' when nothing is left.
 * 'C:\\tmp\\..\\Báo cáo.pdf' -> 'Báo cáo.pdf', '../../etc/passwd' -> 'passwd'.
 */
export const sanitizeFileName = (raw: string): string => {
  const last = raw.normalize('NFC').split(/[\\/]/).pop() ?? '';
  const cleaned = last
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f"*:<>?|]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+/, '')
    .replace(/[\s.]+$/, '');
  if (cleaned === '') return 'file';
  if (cleaned.length <= MAX_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return `${cleaned.slice(0, MAX_NAME_LENGTH - extension.length).trimEnd()}${extension}`;
};

/** Content-Disposition with an ASCII fallback name and the exact UTF-8 name (RFC 6266 / RFC 5987). */
export const contentDisposition = (disposition: 'inline' | 'attachment', name: string): string => {
  const fallback =
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[đĐ]/g, (c) => (c === 'đ' ? 'd' : 'D'))
      .replace(/[^\x20-\x7e]/g, '_')
      .replace(/["\\]/g, '_') || 'file';
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
};
