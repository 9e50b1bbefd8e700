/** What the start of a file must look like for its type. */
type Signature = 'pdf' | 'zip' | 'ole' | 'text' | 'jpeg' | 'png' | 'gif' | 'webp';

/** Bytes of a file's start the checks look at. */
export const SNIFF_BYTES = 8192;

const startsWith = (head: Buffer, bytes: readonly number[], offset = 0): boolean =>
  head.length >= offset + bytes.length && bytes.every((byte, i) => head[offset + i] === byte);
const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

const looksLike: Record<Signature, (head: Buffer) => boolean> = {
  pdf: (head) => startsWith(head, ascii('%PDF-')),
  // Local file header, or the end record of an empty archive.
  zip: (head) => startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06]),
  // Compound File Binary: .doc, .xls, .ppt.
  ole: (head) => startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  // Plain text: no NUL byte in the first bytes (binary files nearly always have one).
  text: (head) => !head.includes(0),
  jpeg: (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  png: (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  gif: (head) => startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a')),
  webp: (head) => startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8),
};

type AllowedType = { mime: string; signature: Signature };

/** The images POST upload/images takes, by MIME type. */
export const imageTypes: Readonly<Record<string, AllowedType>> = {
  'image/jpeg': { mime: 'image/jpeg', signature: 'jpeg' },
  'image/png': { mime: 'image/png', signature: 'png' },
  'image/webp': { mime: 'image/webp', signature: 'webp' },
  'image/gif': { mime: 'image/gif', signature: 'gif' },
};

const officeXml = 'application/vnd.openxmlformats-officedocument';
const openDocument = 'application/vnd.oasis.opendocument';

/** The files POST upload/files takes, by extension: PDF, office documents, CSV, text, images and ZIP. */
export const fileTypes: Readonly<Record<string, AllowedType>> = {
  pdf: { mime: 'application/pdf', signature: 'pdf' },
  doc: { mime: 'application/msword', signature: 'ole' },
  xls: { mime: 'application/vnd.ms-excel', signature: 'ole' },
  ppt: { mime: 'application/vnd.ms-powerpoint', signature: 'ole' },
  docx: { mime: `${officeXml}.wordprocessingml.document`, signature: 'zip' },
  xlsx: { mime: `${officeXml}.spreadsheetml.sheet`, signature: 'zip' },
  pptx: { mime: `${officeXml}.presentationml.presentation`, signature: 'zip' },
  odt: { mime: `${openDocument}.text`, signature: 'zip' },
  ods: { mime: `${openDocument}.spreadsheet`, signature: 'zip' },
  odp: { mime: `${openDocument}.presentation`, signature: 'zip' },
  csv: { mime: 'text/csv', signature: 'text' },
  txt: { mime: 'text/plain', signature: 'text' },
  zip: { mime: 'application/zip', signature: 'zip' },
  jpg: { mime: 'image/jpeg', signature: 'jpeg' },
  jpeg: { mime: 'image/jpeg', signature: 'jpeg' },
  png: { mime: 'image/png', signature: 'png' },
  webp: { mime: 'image/webp', signature: 'webp' },
  gif: { mime: 'image/gif', signature: 'gif' },
};

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

const own = <T>(table: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;

/**
 * The MIME type to store an upload under, or undefined when it is refused. Images: the declared type must be
 * JPEG, PNG, WebP or GIF and the bytes must start like one (the stored type is what the bytes are). Files: the
 * extension must be on the allow-list and the bytes must start like that kind of file.
 */
export const acceptedType = (
  kind: 'file' | 'image',
  name: string,
  declaredMime: string,
  head: Buffer,
): string | undefined => {
  if (kind === 'image') {
    if (!own(imageTypes, declaredMime.toLowerCase())) return undefined;
    return Object.values(imageTypes).find((type) => looksLike[type.signature](head))?.mime;
  }
  const type = own(fileTypes, extensionOf(name));
  return type && looksLike[type.signature](head) ? type.mime : undefined;
};
