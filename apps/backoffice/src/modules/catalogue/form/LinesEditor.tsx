import { memo, useCallback, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import type { TFunction } from '../../../i18n';
import { Button, IconButton } from '@sen/ui';
import type { ConfigFlag } from '@sen/domain';
import type { LineField } from '@sen/domain/resources';
import { useTranslation } from '../../../i18n/react';
import { formatMoney } from '@sen/domain';
import { FieldValue } from '@sen/ui';
import { FieldInput, type LabelLocale } from '../fields';
import type { FormLine } from './formModel';
import { lineKey } from './formController';
import { problemText } from './problemText';
import type { FieldProblem } from './validators';
import { isFieldRequired } from './validators';
import { requiredLabel } from './FormField';
import * as styles from './form.styles';

export type LinesEditorProps = {
  name: string;
  label: string;
  fields: Readonly<Record<string, LineField>>;
  lines: readonly FormLine[];
  problems: Readonly<Record<string, FieldProblem>>;
  configs: readonly ConfigFlag[];
  locale: LabelLocale;
  onChange: (index: number, field: string, value: unknown, picked?: Record<string, unknown> | null) => void;
  onAdd: () => number;
  onRemove: (index: number) => void;
  onMove: (index: number, by: -1 | 1) => void;
  onLeave: (key: string) => unknown;
};

const isAmount = (field: LineField): boolean => field.type === 'money' || field.type === 'number';

/**
 * The lines of a voucher as an editable table: one row per line with an input per editable field (lookups search
 * their target and fill the line), the computed amounts shown as they change, a totals row, and buttons to add,
 * remove and reorder lines. Keyboard: Enter moves on, Ctrl+Enter (or Insert) adds a line, Ctrl+Delete removes the
 * line, Alt+↑/↓ moves it.
 */
export function LinesEditor(props: LinesEditorProps) {
  const { name, label, fields, lines, problems, configs, locale } = props;
  const { t } = useTranslation();
  const table = useRef<HTMLTableElement>(null);
  const entries = Object.entries(fields);
  const firstEditable = entries.find(([, field]) => !field.readOnly)?.[0];

  const focusLine = (index: number) =>
    requestAnimationFrame(() => {
      const row = table.current?.querySelector<HTMLElement>(`[data-line="${index}"]`);
      row?.querySelector<HTMLElement>('input:not([disabled]), [role="spinbutton"]')?.focus();
    });
  const add = () => focusLine(props.onAdd());

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLTableRowElement>) => {
    const ctrl = event.ctrlKey || event.metaKey;
    if ((ctrl && event.key === 'Enter') || event.key === 'Insert') {
      event.preventDefault();
      add();
    } else if (ctrl && event.key === 'Delete') {
      event.preventDefault();
      props.onRemove(index);
      if (lines.length > 1) focusLine(Math.max(0, index - 1));
    } else if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      const by = event.key === 'ArrowUp' ? -1 : 1;
      props.onMove(index, by);
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

  const totals = Object.fromEntries(
    entries
      .filter(([, field]) => field.type === 'money')
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
                name={name}
                index={index}
                count={lines.length}
                line={line}
                fields={fields}
                problemTexts={rowProblemTexts(problems, name, index, t)}
                configs={configs}
                locale={locale}
                onChange={props.onChange}
                onRemove={props.onRemove}
                onMove={props.onMove}
                onLeave={props.onLeave}
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

/** The problems of one line as 'field' -> text (compared by value between renders). */
const rowProblemTexts = (
  problems: Readonly<Record<string, FieldProblem>>,
  name: string,
  index: number,
  t: TFunction,
): Record<string, string> => {
  const prefix = `${name}.${index}.`;
  const texts: Record<string, string> = {};
  for (const [key, problem] of Object.entries(problems))
    if (key.startsWith(prefix)) texts[key.slice(prefix.length)] = problemText(problem, t);
  return texts;
};

type LineRowProps = {
  name: string;
  index: number;
  count: number;
  line: FormLine;
  fields: Readonly<Record<string, LineField>>;
  problemTexts: Record<string, string>;
  configs: readonly ConfigFlag[];
  locale: LabelLocale;
  onChange: LinesEditorProps['onChange'];
  onRemove: LinesEditorProps['onRemove'];
  onMove: LinesEditorProps['onMove'];
  onLeave: LinesEditorProps['onLeave'];
  onRowKeyDown: (index: number, event: KeyboardEvent<HTMLTableRowElement>) => void;
};

const shallowEqual = (
  a: Readonly<Record<string, unknown>>,
  b: Readonly<Record<string, unknown>>,
): boolean => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
};

/** One line of the editor; re-rendered only when its own values, problems or position change. */
const LineRow = memo(
  function LineRow({ name, index, count, line, fields, problemTexts, configs, locale, ...on }: LineRowProps) {
    const { t } = useTranslation();
    const row = String(index + 1);
    return (
      <tr data-line={index} onKeyDown={(event) => on.onRowKeyDown(index, event)}>
        <td style={{ ...styles.linesCell, ...styles.numberCell }}>{row}</td>
        {Object.entries(fields).map(([field, spec]) => {
          const key = lineKey(name, index, field);
          return (
            <td key={field} style={{ ...styles.linesCell, ...(spec.readOnly ? styles.numberCell : {}) }}>
              {spec.readOnly ? (
                <span data-line-field={field}>
                  <FieldValue field={spec} value={line[field]} />
                </span>
              ) : (
                <div
                  data-field={key}
                  onBlur={(event) => {
                    if (!event.currentTarget.contains(event.relatedTarget as Node | null))
                      void on.onLeave(key);
                  }}
                >
                  <FieldInput
                    name={key}
                    field={spec}
                    label={undefined}
                    aria-label={`${spec.label[locale]} ${row}`}
                    value={line[field]}
                    onChange={(value, picked) => on.onChange(index, field, value, picked)}
                    errorMessage={problemTexts[field]}
                    isRequired={isFieldRequired(spec, configs)}
                    locale={locale}
                  />
                </div>
              )}
            </td>
          );
        })}
        <td style={styles.linesCell}>
          <div style={styles.lineActions}>
            <IconButton
              aria-label={t('catalogue.form.lines.moveUp', { row })}
              isDisabled={index === 0}
              onPress={() => on.onMove(index, -1)}
            >
              ↑
            </IconButton>
            <IconButton
              aria-label={t('catalogue.form.lines.moveDown', { row })}
              isDisabled={index === count - 1}
              onPress={() => on.onMove(index, 1)}
            >
              ↓
            </IconButton>
            <IconButton
              aria-label={t('catalogue.form.lines.remove', { row })}
              onPress={() => on.onRemove(index)}
            >
              ✕
            </IconButton>
          </div>
        </td>
      </tr>
    );
  },
  (before, after) => {
    const { line: a, problemTexts: pa, ...restA } = before;
    const { line: b, problemTexts: pb, ...restB } = after;
    return shallowEqual(a, b) && shallowEqual(pa, pb) && shallowEqual(restA, restB);
  },
);
