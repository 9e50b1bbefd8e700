import { formatFieldValue } from '@sen/domain';
import type { BoardLayout, BoardTone, Field, Resource, Transition, View } from '@sen/domain/resources';
import type { LabelLocale } from '../fields/labelLocale';

/** A row as the list API sends it. */
export type BoardRow = Record<string, unknown> & { _id?: string };

export type BoardModelColumn = { id: string; title: string; tone: BoardTone };
export type BoardModelLane = { id: string; title: string };
export type BoardModelCard = {
  id: string;
  column: string;
  lane?: string;
  title: string;
  subtitle?: string;
  details: { label: string; value: string }[];
  /** The transitions the user may run on the row now (the list's row actions of the view). */
  transitions: Transition[];
  row: BoardRow;
};

export type BoardModel = { columns: BoardModelColumn[]; lanes?: BoardModelLane[]; cards: BoardModelCard[] };

export type BoardModelOptions = {
  locale: LabelLocale;
  /** Lane titles by value, in the lanes' order (a lookup's names, as its target orders them). */
  laneNames?: ReadonlyMap<string, string>;
  /** The transitions the user may run on a row through the view (`rowActionsOf`'s transitions). */
  transitionsOf: (row: BoardRow) => Transition[];
};

const text = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value.trim() : String(value);

/** The board layout of a view (undefined for other layouts). */
export const boardLayoutOf = (view: View): BoardLayout | undefined =>
  view.layout.type === 'board' ? view.layout : undefined;

/**
 * What the board shows: one column per option of the status field (its label in the language, its declared
 * tone), one lane per value of the lanes field — titled by the looked-up name (`laneNames`, in its order), an enum's
 * label, or the value itself; lanes named but without rows are left out by the kit — and one card per row: titled
 * by its name field (never its code: the key only when the name is empty), the subtitle, customer, start and other
 * fields each formatted by its type (times HH:mm, days DD/MM/YYYY: `formatFieldValue`), empty ones left out, and
 * the transitions the user may run on it now.
 */
export const boardModelOf = (
  view: View,
  layout: BoardLayout,
  resource: Resource,
  rows: readonly BoardRow[],
  { locale, laneNames, transitionsOf }: BoardModelOptions,
): BoardModel => {
  const fields = resource.fields as Readonly<Record<string, Field>>;
  const statusField = fields[layout.columns];
  const columns: BoardModelColumn[] =
    statusField?.type === 'enum'
      ? statusField.options.map((option) => ({
          id: option.value,
          title: option.label[locale],
          tone: layout.tones?.[option.value] ?? 'neutral',
        }))
      : [];

  const formatted = (name: string, row: BoardRow): string => {
    const field = fields[name];
    return field ? formatFieldValue(field, row[name], locale) : text(row[name]);
  };
  /** A field's label; a name a lookup fills ('ten_kh') is labelled as the lookup ('Khách hàng'). */
  const labelOf = (name: string): string => {
    const filler = Object.values(fields).find(
      (field) => field.type === 'lookup' && Object.keys(field.fills ?? {}).includes(name),
    );
    return (filler ?? fields[name])?.label[locale] ?? name;
  };
  const detail = (name: string | undefined, row: BoardRow) => {
    if (!name) return [];
    const value = formatted(name, row);
    return value === '' ? [] : [{ label: labelOf(name), value }];
  };

  let lanes: BoardModelLane[] | undefined;
  if (layout.lanes) {
    const laneField = fields[layout.lanes];
    const titled = new Map<string, string>(laneNames ?? []);
    if (laneField?.type === 'enum')
      for (const option of laneField.options) titled.set(option.value, option.label[locale]);
    const seen = [...new Set(rows.map((row) => text(row[layout.lanes!])).filter((v) => v !== ''))];
    lanes = [
      ...[...titled.keys()].filter((id) => seen.includes(id)),
      ...seen.filter((id) => !titled.has(id)).sort(),
    ].map((id) => ({ id, title: titled.get(id) || id }));
  }

  const { card } = layout;
  const cards = rows.map((row, index): BoardModelCard => {
    const lane = layout.lanes ? text(row[layout.lanes]) : '';
    const subtitle = card.subtitle ? detail(card.subtitle, row)[0] : undefined;
    // A value that reads by itself ('Tầng 2') is shown alone; a bare number gets its label ('Tầng: 2').
    const subtitleText =
      subtitle && (/\p{L}/u.test(subtitle.value) ? subtitle.value : `${subtitle.label}: ${subtitle.value}`);
    return {
      id: typeof row._id === 'string' ? row._id : String(index),
      column: text(row[layout.columns]),
      ...(lane !== '' ? { lane } : {}),
      title: text(row[card.title]) || resource.keyOf(row),
      ...(subtitleText ? { subtitle: subtitleText } : {}),
      details: [
        ...detail(card.customer, row),
        ...detail(card.startedAt, row),
        ...(card.fields ?? []).flatMap((name) => detail(name, row)),
      ],
      transitions: transitionsOf(row),
      row,
    };
  });
  return { columns, ...(lanes ? { lanes } : {}), cards };
};
