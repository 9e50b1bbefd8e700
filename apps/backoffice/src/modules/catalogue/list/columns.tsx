import type { ReactNode } from 'react';
import { FieldValue, type DataTableColumn } from '@sen/ui';
import { storedNameFieldOf, type Field } from '@sen/domain/resources';
import type { LabelLocale } from '../fields/labelLocale';
import { lookupNameOf } from '../fields/lookupSource';

/** A row of a catalogue list as the server sends it. */
export type CatalogueRow = Record<string, unknown> & { _id?: string };

const numericTypes: ReadonlySet<Field['type']> = new Set(['money', 'number', 'percent']);

/**
 * A list column's width by its field: codes narrow, names wide, a lookup room for its code with its name (a code's
 * when the list shows the name in a column of its own, `codeOnly`).
 */
export const widthOf = (name: string, field: Field, codeOnly = false): number => {
  if (field.type === 'boolean') return 110;
  if (field.type === 'date') return 110;
  if (field.type === 'time') return 90;
  if (numericTypes.has(field.type)) return 140;
  // A lookup shows its code with its name.
  if (field.type === 'lookup') return codeOnly ? 130 : 180;
  // A short text is a number or a code of its own (a voucher's so_ct, 32 at most).
  if (field.type === 'text' && field.max !== undefined && field.max <= 32) return 130;
  // A long code made of others (a customer package's 'CN01.HD000123.1').
  if (field.type === 'code' && (field.max ?? 0) > 32) return 170;
  if (field.type === 'enum' || field.type === 'code' || name.startsWith('ma_')) return 130;
  if (field.type === 'phone') return 120;
  return 220;
};

/**
 * Whether a column's text may be cut short (with an ellipsis) when the table lacks room: a name, a code with its
 * name. A status is not: 'Không nghe' cut to 'Không' would say the opposite.
 */
const yields = (field: Field, codeOnly: boolean): boolean =>
  (field.type === 'lookup' && !codeOnly) ||
  (field.type === 'text' && (field.max === undefined || field.max > 32));

/**
 * The list's columns from the declared list columns: each titled in the chosen language, sortable on the server
 * (its id is the sortKey), its cells the kit's FieldValue (money with thousands separators, days DD/MM/YYYY, enum
 * labels, Có/Không, a lookup's code with its name: the row's own when the list has no column for it, else the
 * one `lookupName` finds); amounts right-aligned.
 */
export const listColumnsOf = (
  names: readonly string[],
  fields: Readonly<Record<string, Field>>,
  locale: LabelLocale,
  /** The name of a lookup's code the row keeps no name for (a branch's, a customer group's: `useLookupNames`). */
  lookupName?: (field: Field, value: unknown) => string | undefined,
): DataTableColumn<CatalogueRow>[] => {
  const shown = new Set(names);
  return names.flatMap((name) => {
    const field = fields[name];
    if (!field || field.type === 'lines') return [];
    const numeric = numericTypes.has(field.type);
    const codeOnly = shown.has(storedNameFieldOf(field) ?? '');
    const width = widthOf(name, field, codeOnly);
    const column: DataTableColumn<CatalogueRow> = {
      id: name,
      header: field.label[locale],
      width,
      // Names give up some width (ellipsis) before the table scrolls; days, amounts, phones, codes and statuses
      // keep theirs whole.
      ...(yields(field, codeOnly) ? {} : { minWidth: width }),
      numeric,
      sortable: true,
      accessor: (row) => row[name],
      cell: (row) => (
        <FieldValue
          field={field}
          value={row[name]}
          lookupName={lookupNameOf(field, row, shown) ?? lookupName?.(field, row[name])}
        />
      ),
    };
    if (field.type === 'boolean') column.align = 'center';
    return [column];
  });
};

/** The pinned column of the row buttons. */
export const actionsColumn = (
  header: string,
  width: number,
  render: (row: CatalogueRow) => ReactNode,
): DataTableColumn<CatalogueRow> => ({
  id: '_actions',
  header,
  width,
  pinned: 'right',
  sortable: false,
  searchable: false,
  cell: render,
});
