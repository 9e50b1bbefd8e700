import { memo, useCallback, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { Button, FieldValue, IconButton } from '@sen/ui';
import { formatMoney, type ConfigFlag } from '@sen/domain';
import type { LineField } from '@sen/domain/resources';
import {
  isFieldReadOnly,
  isFieldRequired,
  lineKey,
  useRecordField,
  useRecordLines,
  type FormLine,
  type RecordForm,
  type RecordFormBinding,
} from '@sen/records';
import { useTranslation } from '../../../i18n/react';
import { FieldInput, type LabelLocale } from '../fields';
import { problemText } from './problemText';
import { requiredLabel, useNarrow } from './FormField';
import * as styles from './form.styles';

/** What the lines editor needs of the record form (stable): its fields, and adding, removing and moving lines. */
export type LinesBinding = RecordFormBinding & Pick<RecordForm, 'addLine' | 'removeLine' | 'moveLine'>;

export type LinesEditorProps = {
  record: LinesBinding;
  name: string;
  label: string;
  fields: Readonly<Record<string, LineField>>;
  configs: readonly ConfigFlag[];
  locale: LabelLocale;
};

const isAmount = (field: LineField): boolean => field.type === 'money' || field.type === 'number';

/**
 * The lines of a voucher as an editable table: one row per line with an input per editable field (lookups search
 * their target and fill the line), the computed amounts shown as they change, a totals row, and buttons to add,
 * remove and reorder lines. Keyboard: Enter moves on, Ctrl+Enter (or Insert) adds a line, Ctrl+Delete removes the
 * line, Alt+↑/↓ moves it.
 */
export function LinesEditor(props: LinesEditorProps) {
  const { record, name, label, fields, configs, locale } = props;
  const { t } = useTranslation();
  const lines = useRecordLines(record, name);
  const table = useRef<HTMLTableElement>(null);
  const entries = Object.entries(fields);
  const firstEditable = entries.find(([, field]) => !isFieldReadOnly(field, configs))?.[0];

  const focusLine = (index: number) =>
    requestAnimationFrame(() => {
      const row = table.current?.querySelector<HTMLElement>(`[data-line="${index}"]`);
      row?.querySelector<HTMLElement>('input:not([disabled]), [role="spinbutton"]')?.focus();
    });
  const add = () => focusLine(record.addLine());

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLTableRowElement>) => {
    const ctrl = event.ctrlKey || event.metaKey;
    if ((ctrl && event.key === 'Enter') || event.key === 'Insert') {
      event.preventDefault();
      add();
    } else if (ctrl && event.key === 'Delete') {
      event.preventDefault();
      void record.removeLine(index);
      if (lines.length > 1) focusLine(Math.max(0, index - 1));
    } else if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      const by = event.key === 'ArrowUp' ? -1 : 1;
      record.moveLine(index, by);
      focusLine(Math.min(lines.length - 1, Math.max(0, index + by)));
    }
  };

  // Rows are memoised: they get one stable key handler that calls the latest one.
  const keyHandler = useRef(onKeyDown);
  useLayoutEffect(() => {
    keyHandler.current = onKeyDown;
  });
  const onRowKeyDown = useCallback(
    (index: number, event: KeyboardEvent<HTMLTableRowElement>) => keyHandler.current(index, event),
    [],
  );

  // Amounts add up; unit prices do not.
  const totals = Object.fromEntries(
    entries
      .filter(([name, field]) => field.type === 'money' && !/^(don_)?gia/.test(name))
      .map(([field]) => [
        field,
        lines.reduce((sum, line) => sum + (typeof line[field] === 'number' ? line[field] : 0), 0),
      ]),
  );

  return (
    <div data-lines={name} style={styles.wide}>
      <div style={{ overflowX: 'auto' }}>
        <table ref={table} style={styles.linesTable} aria-label={label}>
          <thead>
            <tr>
              <th style={styles.linesHead} scope="col">
                {t('catalogue.form.lines.number')}
              </th>
              {entries.map(([field, spec]) => (
                <th
                  key={field}
                  scope="col"
                  style={{ ...styles.linesHead, ...(isAmount(spec) ? styles.numberCell : {}) }}
                >
                  {requiredLabel(spec.label[locale], isFieldRequired(spec, configs))}
                </th>
              ))}
              <th style={styles.linesHead} scope="col">
                {t('catalogue.form.lines.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.length === 0 && (
              <tr>
                <td style={styles.linesCell} colSpan={entries.length + 2}>
                  <span style={styles.hint}>{t('catalogue.form.lines.empty')}</span>
                </td>
              </tr>
            )}
            {lines.map((line, index) => (
              <LineRow
                key={line._key}
                record={record}
                name={name}
                index={index}
                count={lines.length}
                line={line}
                fields={fields}
                configs={configs}
                locale={locale}
                onRowKeyDown={onRowKeyDown}
              />
            ))}
          </tbody>
          {lines.length > 0 && Object.keys(totals).length > 0 && (
            <tfoot>
              <tr>
                <th style={styles.linesHead} scope="row">
                  {t('catalogue.form.lines.total')}
                </th>
                {entries.map(([field]) => (
                  <td
                    key={field}
                    style={{ ...styles.linesCell, ...styles.numberCell, fontWeight: 600 }}
                    data-total={field}
                  >
                    {field in totals ? formatMoney(totals[field]) : ''}
                  </td>
                ))}
                <td style={styles.linesCell} />
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      <div style={{ marginTop: 8 }} data-field={`${name}.add`}>
        <Button variant="secondary" size="sm" onPress={add} data-lines-add="" isDisabled={!firstEditable}>
          {t('catalogue.form.lines.add')}
        </Button>
      </div>
    </div>
  );
}

type LineRowProps = {
  record: LinesBinding;
  name: string;
  index: number;
  count: number;
  line: FormLine;
  fields: Readonly<Record<string, LineField>>;
  configs: readonly ConfigFlag[];
  locale: LabelLocale;
  onRowKeyDown: (index: number, event: KeyboardEvent<HTMLTableRowElement>) => void;
};

const shallowEqual = (
  a: Readonly<Record<string, unknown>>,
  b: Readonly<Record<string, unknown>>,
): boolean => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
};

/** One line of the editor; re-rendered only when its own values or position change (a cell with its field). */
const LineRow = memo(
  function LineRow({
    record,
    name,
    index,
    count,
    line,
    fields,
    configs,
    locale,
    onRowKeyDown,
  }: LineRowProps) {
    const { t } = useTranslation();
    const row = String(index + 1);
    return (
      <tr data-line={index} onKeyDown={(event) => onRowKeyDown(index, event)}>
        <td style={{ ...styles.linesCell, ...styles.numberCell }}>{row}</td>
        {Object.entries(fields).map(([field, spec]) => {
          const key = lineKey(name, index, field);
          // A promotion's gift line is the server's: shown, not typed.
          const readOnly = isFieldReadOnly(spec, configs) || line.hang_km === true;
          return (
            <td key={field} style={{ ...styles.linesCell, ...(readOnly ? styles.numberCell : {}) }}>
              {readOnly ? (
                <span data-line-field={field}>
                  <FieldValue field={spec} value={line[field]} />
                </span>
              ) : (
                <LineCell
                  record={record}
                  fieldKey={key}
                  field={spec}
                  label={`${spec.label[locale]} ${row}`}
                  required={isFieldRequired(spec, configs)}
                  locale={locale}
                />
              )}
            </td>
          );
        })}
        <td style={styles.linesCell}>
          <div style={styles.lineActions}>
            <IconButton
              aria-label={t('catalogue.form.lines.moveUp', { row })}
              isDisabled={index === 0}
              onPress={() => record.moveLine(index, -1)}
            >
              ↑
            </IconButton>
            <IconButton
              aria-label={t('catalogue.form.lines.moveDown', { row })}
              isDisabled={index === count - 1}
              onPress={() => record.moveLine(index, 1)}
            >
              ↓
            </IconButton>
            <IconButton
              aria-label={t('catalogue.form.lines.remove', { row })}
              onPress={() => void record.removeLine(index)}
            >
              ✕
            </IconButton>
          </div>
        </td>
      </tr>
    );
  },
  (before, after) => {
    const { line: a, ...restA } = before;
    const { line: b, ...restB } = after;
    return shallowEqual(a, b) && shallowEqual(restA, restB);
  },
);

type LineCellProps = {
  record: RecordFormBinding;
  fieldKey: string;
  field: LineField;
  label: string;
  required: boolean;
  locale: LabelLocale;
};

/** The input of one editable field of a line, with the problem under it; its checks run as the focus leaves it. */
/** How wide a line's input is: numbers narrow, pickers wide enough for a code and the start of a name. */
const cellWidthOf = (field: LineField): string => {
  if (field.type === 'percent') return '5.5rem';
  if (isAmount(field)) return '7.5rem';
  if (field.type === 'lookup') return field.resource === 'units' ? '7rem' : '11rem';
  if (field.type === 'enum') return '9rem';
  return '10rem';
};

function LineCell({ record, fieldKey, field, label, required, locale }: LineCellProps) {
  const { t } = useTranslation();
  const { value, problem, change, leave } = useRecordField(record, fieldKey);
  const narrow = useNarrow(record, field);
  return (
    <div
      data-field={fieldKey}
      style={{ width: cellWidthOf(field) }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) leave();
      }}
    >
      <FieldInput
        name={fieldKey}
        field={field}
        label={undefined}
        aria-label={label}
        value={value}
        onChange={change}
        errorMessage={problem ? problemText(problem, t, locale) : undefined}
        isRequired={required}
        locale={locale}
        narrow={narrow}
      />
    </div>
  );
}
