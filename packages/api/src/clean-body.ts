const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

/**
 * A copy of `value` without null (or undefined) object properties, at every depth. Array items are kept in place
 * (only the objects inside them are cleaned); values other than plain objects and arrays are returned unchanged.
 */
export const stripNulls = <T>(value: T): T => {
  if (Array.isArray(value)) return value.map((item: unknown) => stripNulls(item)) as T;
  if (!isPlainObject(value)) return value;
  const clean: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item !== null && item !== undefined) clean[key] = stripNulls(item);
  }
  return clean as T;
};

/**
 * The body rules of spec section 7: null values are stripped from POST and PUT bodies; on POST, `ma_dvcs` is added
 * to an object body without one when exactly one branch is selected.
 */
export const cleanBody = (method: string, body: unknown, selectedBranchs: readonly string[]): unknown => {
  const verb = method.toUpperCase();
  if (verb !== 'POST' && verb !== 'PUT') return body;
  const clean = stripNulls(body);
  const only = selectedBranchs.length === 1 ? selectedBranchs[0] : undefined;
  if (verb === 'POST' && only && isPlainObject(clean) && clean.ma_dvcs === undefined) {
    return { ...clean, ma_dvcs: only };
  }
  return clean;
};

/** Whether a body is sent as JSON (plain objects and arrays), rather than as is (FormData, Blob, text...). */
export const isJsonBody = (body: unknown): boolean => Array.isArray(body) || isPlainObject(body);
