/**
 * The storage host's multipart field name for uploads (spec section 7). Kept apart from the zod wire schemas so
 * the apps' first chunk can use it without zod.
 */
export const UPLOAD_FIELD = 'files';

/** What the size/type checks need of a file (a browser `File` fits). */
export type FileLike = { name: string; size: number; type: string };

export type FileRules = {
  /** Accepted types: MIME types ('application/pdf'), wildcards ('image/*') or extensions ('.xlsx'). Empty: any. */
  accept?: readonly string[];
  /** Largest allowed size in bytes. */
  maxSize?: number;
};

/** Why a file was refused. */
export type FileProblem = { kind: 'type' } | { kind: 'size'; maxSize: number };

export type FileCheck<F extends FileLike> = {
  accepted: F[];
  rejected: Array<{ file: F; problem: FileProblem }>;
};

/** Whether a file's MIME type or extension is one of `accept`; an empty or missing list accepts everything. */
export function matchesAccept(file: FileLike, accept: readonly string[] | undefined): boolean {
  if (!accept || accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((entry) => {
    const rule = entry.trim().toLowerCase();
    if (rule === '') return false;
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

/** The first rule a file breaks (type before size), or undefined when it may be uploaded. */
export function checkFile(file: FileLike, { accept, maxSize }: FileRules): FileProblem | undefined {
  if (!matchesAccept(file, accept)) return { kind: 'type' };
  if (maxSize !== undefined && file.size > maxSize) return { kind: 'size', maxSize };
  return undefined;
}

/** Splits files into the ones that pass `rules` and the refused ones with their reason. */
export function checkFiles<F extends FileLike>(files: Iterable<F>, rules: FileRules): FileCheck<F> {
  const result: FileCheck<F> = { accepted: [], rejected: [] };
  for (const file of files) {
    const problem = checkFile(file, rules);
    if (problem) result.rejected.push({ file, problem });
    else result.accepted.push(file);
  }
  return result;
}
