/**
 * The names of a record form's fields: a header field by its name ('ma_kh'), a voucher line's field as the form
 * library spells it, 'chi_tiet[0].ma_vt'.
 */

/** The key of a field of line `index` of the lines field `lines`. */
export const lineKey = (lines: string, index: number, name: string): string => `${lines}[${index}].${name}`;

/** What a key names: a header field, or a field of one line. */
export type ParsedKey = { name: string; line?: { lines: string; index: number } };

const LINE_KEY = /^([^[.]+)\[(\d+)\]\.(.+)$/;

/** 'ma_kh' -> { name: 'ma_kh' }; 'chi_tiet[1].gia' -> { name: 'gia', line: { lines: 'chi_tiet', index: 1 } }. */
export const parseKey = (key: string): ParsedKey => {
  const match = LINE_KEY.exec(key);
  if (!match) return { name: key };
  return { name: match[3] ?? '', line: { lines: match[1] ?? '', index: Number(match[2]) } };
};

/** The key of a sibling field: the same line's for a line field, else the header field's. */
export const siblingKey = (key: string, name: string): string => {
  const { line } = parseKey(key);
  return line ? lineKey(line.lines, line.index, name) : name;
};

/** The form key of a server error's key ('chi_tiet.0.so_luong', see `fieldErrorsOf`) -> 'chi_tiet[0].so_luong'. */
export const keyOfServerKey = (key: string): string => {
  const [lines, index, name] = key.split('.');
  return index !== undefined && name !== undefined && /^\d+$/.test(index)
    ? lineKey(lines ?? '', Number(index), name)
    : key;
};
