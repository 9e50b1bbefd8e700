import { useEffect, useRef, useState } from 'react';
import {
  MAX_COLUMN_WIDTH,
  MIN_COLUMN_WIDTH,
  assertSettingsKey,
  moveColumn,
  normalizeTableSettings,
} from '@sen/domain';
import type { ColumnPin, TableSettingsValue } from '@sen/domain';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Dialog } from '../Dialog';
import { IconButton } from '../IconButton';
import { NumericInput } from '../NumericInput';
import { Select } from '../Select';
import { toast } from '../Toast';
import { useKitStrings, type KitDictionary } from '../i18n';
import { ArrowDownIcon, ArrowUpIcon, SettingsIcon } from '../internal/icons';
import * as s from './TableSettings.css';

export type { TableSettingsValue, ColumnPin };

/** A column the form lists: its id, its header text and whether the user may hide it (default true). */
export type TableSettingsColumn = { id: string; label: string; canHide?: boolean };

export type TableSettingsLabels = {
  /** The button that opens the form, and the form's title; 'Cài đặt bảng'. */
  trigger: string;
  /** Column headers of the form: 'Cột', 'Thứ tự', 'Độ rộng (px)', 'Cố định'. */
  column: string;
  order: string;
  width: string;
  pin: string;
  /** Prefixes of each row's accessible names, followed by the column label: 'Chuyển lên', 'Chuyển xuống'. */
  moveUp: string;
  moveDown: string;
  /** Pin options: 'Không', 'Trái', 'Phải'. */
  pinNone: string;
  pinLeft: string;
  pinRight: string;
  /** 'Mặc định' (back to the columns' own settings), 'Hủy bỏ', 'Lưu'. */
  reset: string;
  cancel: string;
  save: string;
  /** Toast after a save; 'Cập nhật thành công!'. */
  saved: string;
};

const dictionary: KitDictionary<TableSettingsLabels> = {
  vi: {
    trigger: 'Cài đặt bảng',
    column: 'Cột',
    order: 'Thứ tự',
    width: 'Độ rộng (px)',
    pin: 'Cố định',
    moveUp: 'Chuyển lên',
    moveDown: 'Chuyển xuống',
    pinNone: 'Không',
    pinLeft: 'Trái',
    pinRight: 'Phải',
    reset: 'Mặc định',
    cancel: 'Hủy bỏ',
    save: 'Lưu',
    saved: 'Cập nhật thành công!',
  },
  en: {
    trigger: 'Table settings',
    column: 'Column',
    order: 'Order',
    width: 'Width (px)',
    pin: 'Pinned',
    moveUp: 'Move up',
    moveDown: 'Move down',
    pinNone: 'No',
    pinLeft: 'Left',
    pinRight: 'Right',
    reset: 'Defaults',
    cancel: 'Cancel',
    save: 'Save',
    saved: 'Saved successfully!',
  },
};

/** The English strings (the dialog speaks the kit's language by itself). */
export const englishTableSettingsLabels: TableSettingsLabels = dictionary.en;

export type TableSettingsProps = {
  /** The key the settings are saved under (one per table). Saving without one fails: 'Settings Key is not defined'. */
  settingsKey?: string;
  /** Every column of the table, in its own order. */
  columns: readonly TableSettingsColumn[];
  /** The saved settings (`EMPTY_TABLE_SETTINGS` when none); the form edits a copy of them. */
  value: TableSettingsValue;
  /**
   * Saves the settings (normalised: every column in `order`, widths within 40–2000 px). On success the form closes
   * with the toast 'Cập nhật thành công!'; a thrown error or rejection shows its message as a failure toast and the
   * form stays open.
   */
  onSave: (settingsKey: string, value: TableSettingsValue) => Promise<void> | void;
  labels?: Partial<TableSettingsLabels>;
  className?: string;
};

/**
 * The Save button shows its spinner only when saving takes longer than this: react-aria announces a pending
 * button by reference, and a quick save would close the dialog under that announcement.
 */
const PENDING_DELAY_MS = 400;

const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : String(error);

/**
 * The per-table settings form: a 'Cài đặt bảng' button opening a dialog that lists the columns with a visibility
 * checkbox, move up/down buttons (the order, by keyboard or pointer), a width in px and a pin (none/left/right).
 * Apply the saved value to a table's columns with `applyTableSettings` from `@sen/domain`.
 */
export function TableSettings({
  settingsKey,
  columns,
  value,
  onSave,
  labels: labelOverrides,
  className,
}: TableSettingsProps) {
  const labels = useKitStrings(dictionary, labelOverrides);
  const [isOpen, setOpen] = useState(false);
  const [draft, setDraft] = useState(() => normalizeTableSettings(value, columns));
  const [isPending, setPending] = useState(false);
  // After a move, focus follows the moved column's button (the row's DOM node moves and loses focus).
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: string; direction: 'up' | 'down' } | null>(null);
  const tableRef = useRef<HTMLTableElement>(null);

  const open = (next: boolean) => {
    if (next) setDraft(normalizeTableSettings(value, columns));
    setOpen(next);
  };

  useEffect(() => {
    if (!focusAfterMove || !tableRef.current) return;
    const find = (direction: 'up' | 'down') =>
      tableRef.current?.querySelector<HTMLButtonElement>(
        `[data-move="${direction}"][data-column="${CSS.escape(focusAfterMove.id)}"]:not([disabled])`,
      );
    const other = focusAfterMove.direction === 'up' ? 'down' : 'up';
    (find(focusAfterMove.direction) ?? find(other))?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove]);

  const byId = new Map(columns.map((column) => [column.id, column]));
  const rows = draft.order.flatMap((id) => byId.get(id) ?? []);
  const hidden = new Set(draft.hidden);
  const visibleCount = rows.filter((column) => !hidden.has(column.id)).length;

  const update = (change: Partial<TableSettingsValue>) => setDraft((current) => ({ ...current, ...change }));

  const setVisible = (id: string, visible: boolean) =>
    update({ hidden: visible ? draft.hidden.filter((h) => h !== id) : [...draft.hidden, id] });

  const move = (id: string, direction: 'up' | 'down') => {
    update({ order: moveColumn(draft.order, id, direction) });
    setFocusAfterMove({ id, direction });
  };

  const setWidth = (id: string, width: number | null) => {
    const widths = { ...draft.widths };
    if (width === null) delete widths[id];
    else widths[id] = width;
    update({ widths });
  };

  const setPin = (id: string, pin: ColumnPin | 'none') => {
    const pinned = { ...draft.pinned };
    if (pin === 'none') delete pinned[id];
    else pinned[id] = pin;
    update({ pinned });
  };

  const saving = useRef(false);
  const save = async () => {
    if (saving.current) return;
    saving.current = true;
    const slow = setTimeout(() => setPending(true), PENDING_DELAY_MS);
    try {
      const key = assertSettingsKey(settingsKey);
      await onSave(key, normalizeTableSettings(draft, columns));
      toast.success(labels.saved);
      setOpen(false);
    } catch (error) {
      toast.failure(errorMessage(error));
    } finally {
      clearTimeout(slow);
      saving.current = false;
      setPending(false);
    }
  };

  const pinItems = [
    { id: 'none', label: labels.pinNone },
    { id: 'left', label: labels.pinLeft },
    { id: 'right', label: labels.pinRight },
  ];

  return (
    <>
      <Button variant="secondary" className={className} onPress={() => open(true)}>
        <SettingsIcon size={16} />
        {labels.trigger}
      </Button>
      <Dialog
        isOpen={isOpen}
        onOpenChange={open}
        title={labels.trigger}
        size="lg"
        footer={
          <>
            <Button
              variant="ghost"
              className={s.footerStart}
              onPress={() => setDraft(normalizeTableSettings(undefined, columns))}
            >
              {labels.reset}
            </Button>
            <Button variant="secondary" onPress={() => open(false)}>
              {labels.cancel}
            </Button>
            <Button isPending={isPending} onPress={() => void save()}>
              {labels.save}
            </Button>
          </>
        }
      >
        <div className={s.scroller}>
          <table ref={tableRef} className={s.table}>
            <thead>
              <tr>
                <th className={s.headCell}>{labels.column}</th>
                <th className={s.headCell}>{labels.order}</th>
                <th className={s.headCell}>{labels.width}</th>
                <th className={s.headCell}>{labels.pin}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((column, index) => {
                const visible = !hidden.has(column.id);
                return (
                  <tr key={column.id}>
                    <td className={s.cell}>
                      <Checkbox
                        isSelected={visible}
                        isDisabled={column.canHide === false || (visible && visibleCount === 1)}
                        onChange={(next) => setVisible(column.id, next)}
                      >
                        {column.label}
                      </Checkbox>
                    </td>
                    <td className={s.orderCell}>
                      <IconButton
                        size="sm"
                        aria-label={`${labels.moveUp} ${column.label}`}
                        data-move="up"
                        data-column={column.id}
                        isDisabled={index === 0}
                        onPress={() => move(column.id, 'up')}
                      >
                        <ArrowUpIcon size={16} />
                      </IconButton>
                      <IconButton
                        size="sm"
                        aria-label={`${labels.moveDown} ${column.label}`}
                        data-move="down"
                        data-column={column.id}
                        isDisabled={index === rows.length - 1}
                        onPress={() => move(column.id, 'down')}
                      >
                        <ArrowDownIcon size={16} />
                      </IconButton>
                    </td>
                    <td className={s.widthCell}>
                      <NumericInput
                        aria-label={`${labels.width} ${column.label}`}
                        precision={0}
                        maxDigits={4}
                        min={MIN_COLUMN_WIDTH}
                        max={MAX_COLUMN_WIDTH}
                        value={draft.widths[column.id] ?? null}
                        onChange={(width) => setWidth(column.id, width)}
                      />
                    </td>
                    <td className={s.pinCell}>
                      <Select
                        aria-label={`${labels.pin} ${column.label}`}
                        items={pinItems}
                        value={draft.pinned[column.id] ?? 'none'}
                        onChange={(pin) => setPin(column.id, (pin as ColumnPin | 'none' | null) ?? 'none')}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </Dialog>
    </>
  );
}
