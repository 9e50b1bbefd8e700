/** Where a column is pinned; unpinned columns are absent from `pinned`. */
export type ColumnPin = 'left' | 'right';

/** A table's saved per-user settings (spec: "A settings form saves a per-table setting"). */
export type TableSettingsValue = {
  /** Ids of hidden columns. */
  hidden: string[];
  /** Column ids in display order; columns not listed keep their place after the listed ones. */
  order: string[];
  /** Column widths in px. */
  widths: Record<string, number>;
  pinned: Record<string, ColumnPin>;
};

/** A column as the settings see it. `canHide: false` keeps it visible whatever the settings say. */
export type TableSettingsColumn = { id: string; label?: string; canHide?: boolean };

/** The column with the settings applied: its width and pin, when set. */
export type SettledColumn<C extends TableSettingsColumn> = C & { width?: number; pinned?: ColumnPin };

/** The message of saving settings without a settings key (spec). */
export const SETTINGS_KEY_NOT_DEFINED = 'Settings Key is not defined';

/** Narrowest and widest column widths a setting may hold (px). */
export const MIN_COLUMN_WIDTH = 40;
export const MAX_COLUMN_WIDTH = 2000;

/** No hidden columns, the columns' own order, widths and pins. */
export const EMPTY_TABLE_SETTINGS: TableSettingsValue = Object.freeze({
  hidden: [],
  order: [],
  widths: {},
  pinned: {},
}) as TableSettingsValue;

/** Throws `Error('Settings Key is not defined')` when the key is missing or blank; returns the key otherwise. */
export function assertSettingsKey(settingsKey: string | null | undefined): string {
  if (settingsKey == null || settingsKey.trim() === '') throw new Error(SETTINGS_KEY_NOT_DEFINED);
  return settingsKey;
}

/** Whether a width is a usable column width: a finite number within MIN/MAX_COLUMN_WIDTH. */
export function isColumnWidth(width: unknown): width is number {
  return (
    typeof width === 'number' &&
    Number.isFinite(width) &&
    width >= MIN_COLUMN_WIDTH &&
    width <= MAX_COLUMN_WIDTH
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * Settings cleaned against the columns (e.g. when read from the server or after columns changed): unknown ids and
 * duplicates dropped; `order` completed with every column (new columns at the end, in their own order); a column
 * that cannot hide is never hidden; widths outside MIN/MAX_COLUMN_WIDTH rounded into range or, if not numbers,
 * dropped; pins other than 'left'/'right' dropped. Accepts anything (a stored JSON value), missing parts empty.
 */
export function normalizeTableSettings(
  value: unknown,
  columns: readonly TableSettingsColumn[],
): TableSettingsValue {
  const raw = isRecord(value) ? value : {};
  const byId = new Map(columns.map((column) => [column.id, column]));
  const known = (id: string) => byId.has(id);

  const order = [...new Set(stringList(raw.order).filter(known))];
  for (const column of columns) if (!order.includes(column.id)) order.push(column.id);

  const hidden = [...new Set(stringList(raw.hidden))].filter(
    (id) => known(id) && byId.get(id)?.canHide !== false,
  );

  const widths: Record<string, number> = {};
  if (isRecord(raw.widths)) {
    for (const [id, width] of Object.entries(raw.widths)) {
      if (!known(id) || typeof width !== 'number' || !Number.isFinite(width)) continue;
      widths[id] = Math.round(Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, width)));
    }
  }

  const pinned: Record<string, ColumnPin> = {};
  if (isRecord(raw.pinned)) {
    for (const [id, pin] of Object.entries(raw.pinned)) {
      if (known(id) && (pin === 'left' || pin === 'right')) pinned[id] = pin;
    }
  }
  return { hidden, order, widths, pinned };
}

/**
 * The columns as the settings say: in the settings' order with left-pinned columns first and right-pinned last
 * (each group keeping that order), hidden ones left out (unless `canHide: false`), each with its `width` and
 * `pinned` when set. The settings are normalised first, so stale ids are harmless.
 */
export function applyTableSettings<C extends TableSettingsColumn>(
  columns: readonly C[],
  settings: Partial<TableSettingsValue> | null | undefined,
): SettledColumn<C>[] {
  const clean = normalizeTableSettings(settings, columns);
  const byId = new Map(columns.map((column) => [column.id, column]));
  const hidden = new Set(clean.hidden);
  const ordered = clean.order
    .filter((id) => !hidden.has(id))
    .map((id): SettledColumn<C> => {
      const column = byId.get(id) as C;
      const width = clean.widths[id];
      const pin = clean.pinned[id];
      return {
        ...column,
        ...(width !== undefined ? { width } : {}),
        ...(pin !== undefined ? { pinned: pin } : {}),
      };
    });
  return [
    ...ordered.filter((column) => column.pinned === 'left'),
    ...ordered.filter((column) => column.pinned === undefined),
    ...ordered.filter((column) => column.pinned === 'right'),
  ];
}

/** `order` with `id` moved one place up (-1) or down (+1); unchanged at the ends or for an unknown id. */
export function moveColumn(order: readonly string[], id: string, direction: 'up' | 'down'): string[] {
  const next = [...order];
  const from = next.indexOf(id);
  const to = from + (direction === 'up' ? -1 : 1);
  if (from < 0 || to < 0 || to >= next.length) return next;
  [next[from], next[to]] = [next[to] as string, next[from] as string];
  return next;
}
