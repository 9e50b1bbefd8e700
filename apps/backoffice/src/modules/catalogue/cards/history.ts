import { formatDateTime, formatFieldValue, type AuditLogEntry } from '@sen/domain';
import { stampFields, type Field, type Resource } from '@sen/domain/resources';
import type { LabelLocale } from '../fields/labelLocale';
import { diffAuditRows } from '../../system/auditDiff';
import { lookupNameOf } from '../fields/lookupSource';

const nothingShown: ReadonlySet<string> = new Set();

/** One field a change touched, as people read it: 'Trạng thái: Trống → Đang phục vụ'. */
export type HistoryFieldChange = { field: string; label: string; before: string; after: string };

/** One entry of a record's change history. */
export type HistoryEntry = {
  id: string;
  action: AuditLogEntry['action'];
  user: string;
  /** When, 'DD/MM/YYYY HH:mm' in the viewer's zone. */
  at: string;
  /** The declared fields it changed (the who/when stamps and undeclared columns left out), at most `maxChanges`. */
  changes: HistoryFieldChange[];
  /** How many more fields it changed than are listed. */
  more: number;
};

/**
 * A record's audit entries (GET system/logs?record_id=, newest first) as its history card shows them: who did what
 * when, and for an update the declared fields it changed, each labelled in the language and its values formatted
 * by type (enum labels, times HH:mm, days DD/MM/YYYY, money with separators).
 */
export const historyEntriesOf = (
  entries: readonly AuditLogEntry[],
  resource: Pick<Resource, 'fields'>,
  locale: LabelLocale,
  options: { maxChanges?: number; timeZone?: string } = {},
): HistoryEntry[] => {
  const fields = resource.fields as Readonly<Record<string, Field>>;
  const max = options.maxChanges ?? 3;
  return entries.map((entry) => {
    const changed =
      entry.action === 'update'
        ? diffAuditRows(entry.before, entry.after).filter(
            (change) =>
              change.kind !== 'same' &&
              !(change.field in stampFields) &&
              fields[change.field] !== undefined &&
              fields[change.field]?.type !== 'lines',
          )
        : [];
    // A name a changed lookup fills ('ten_kh' of 'ma_kh') is said with the lookup: 'KH001 · Trần Thị Mai'.
    const filledByChange = new Set(
      changed.flatMap((change) => Object.keys((fields[change.field] as { fills?: object }).fills ?? {})),
    );
    const said = changed.filter((change) => !filledByChange.has(change.field));
    const text = (field: Field, value: unknown, row: AuditLogEntry['before']) =>
      formatFieldValue(field, value, locale, {
        lookupName: row ? lookupNameOf(field, row, nothingShown) : undefined,
      }) || '—';
    return {
      id: entry.id,
      action: entry.action,
      user: entry.user_name,
      at: formatDateTime(entry.at, { timeZone: options.timeZone }),
      changes: said.slice(0, max).map((change) => {
        const field = fields[change.field]!;
        return {
          field: change.field,
          label: field.label[locale],
          before: text(field, change.before, entry.before),
          after: text(field, change.after, entry.after),
        };
      }),
      more: Math.max(0, said.length - max),
    };
  });
};
