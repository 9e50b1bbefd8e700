/** How one field changed between the row before and the row after an audited change. */
export type FieldChangeKind = 'added' | 'removed' | 'changed' | 'same';

/** One field of an audited row, before and after (`undefined`: absent on that side). */
export type FieldChange = { field: string; kind: FieldChangeKind; before: unknown; after: unknown };

type Row = Readonly<Record<string, unknown>> | null | undefined;

/** Two values equal in content (objects and arrays compared by their JSON). */
const sameValue = (a: unknown, b: unknown): boolean =>
  a === b || (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b));

/**
 * The field-by-field comparison of an audit entry's `before` and `after` rows (null on create or delete): every
 * field of either side in the order the rows list them (the after row's first), changed fields first.
 */
export const diffAuditRows = (before: Row, after: Row): FieldChange[] => {
  const fields = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  const changes = fields.map((field): FieldChange => {
    const hasBefore = before != null && Object.hasOwn(before, field);
    const hasAfter = after != null && Object.hasOwn(after, field);
    const was = hasBefore ? before[field] : undefined;
    const now = hasAfter ? after[field] : undefined;
    const kind: FieldChangeKind = !hasBefore
      ? 'added'
      : !hasAfter
        ? 'removed'
        : sameValue(was, now)
          ? 'same'
          : 'changed';
    return { field, kind, before: was, after: now };
  });
  return [...changes.filter((c) => c.kind !== 'same'), ...changes.filter((c) => c.kind === 'same')];
};

/** A field's value as readable text: strings as they are, other values as JSON; '' for an absent value. */
export const auditValueText = (value: unknown): string => {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value) ?? String(value);
};
