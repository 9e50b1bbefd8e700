import type { PrintBranch } from '@sen/domain/resources';

export type { PrintBranch };

/** What the print page lays out: the record and its branch. */
export type PrintData = { record: Record<string, unknown>; branch: PrintBranch | null };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const branchOf = (value: unknown, code: string): PrintBranch | null => {
  if (!isRecord(value)) return null;
  return {
    ma_dvcs: text(value.ma_dvcs) || code,
    ten_dvcs: text(value.ten_dvcs) || text(value.ten),
    dia_chi: text(value.dia_chi),
    dien_thoai: text(value.dien_thoai),
  };
};

/**
 * The print data of `GET /{path}/{_id}/print`: `{ record, branch }` (or the row itself carrying `branch`), falling
 * back to the stored row and the session's branch list when the answer lacks either.
 */
export const printDataOf = (
  answer: unknown,
  fallbackRow: Record<string, unknown> | undefined,
  branches: readonly Record<string, unknown>[],
): PrintData | null => {
  const body = isRecord(answer) ? answer : {};
  const record = isRecord(body.record) ? body.record : isRecord(answer) && '_id' in body ? body : fallbackRow;
  if (!record) return null;
  const code = text(record.ma_dvcs);
  const branch =
    branchOf(body.branch, code) ??
    branchOf(
      branches.find((b) => b.ma_dvcs === code),
      code,
    );
  return { record, branch };
};
