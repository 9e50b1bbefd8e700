import type { LineField } from '@sen/domain/resources';
import { useTranslation } from '../../../i18n/react';
import { formatMoney } from '@sen/domain';
import { FieldValue } from '@sen/ui';
import type { LabelLocale } from '../fields';
import * as styles from './form.styles';

export type LinesTableProps = {
  label: string;
  fields: Readonly<Record<string, LineField>>;
  lines: readonly Record<string, unknown>[];
  locale: LabelLocale;
};

const isAmount = (field: LineField) =>
  field.type === 'money' || field.type === 'number' || field.type === 'percent';

/** A voucher's lines read-only (view and print pages): line number, every line field, the sums of the computed amounts below (never of unit prices). */
export function LinesTable({ label, fields, lines, locale }: LinesTableProps) {
  const { t } = useTranslation();
  const entries = Object.entries(fields);
  // Amounts add up (line totals, discounts, tax); prices per unit do not: only the computed money columns.
  const moneyFields = entries
    .filter(([, field]) => field.type === 'money' && field.readOnly)
    .map(([name]) => name);
  const sum = (name: string) =>
    lines.reduce((total, line) => total + (typeof line[name] === 'number' ? line[name] : 0), 0);
  // A voucher of many columns scrolls inside its section rather than spilling out of the page.
  return (
    <div style={styles.linesScroll}>
      <table style={styles.linesTable} aria-label={label} data-lines-table="">
        <thead>
          <tr>
            <th scope="col" style={styles.linesHead}>
              {t('catalogue.form.lines.number')}
            </th>
            {entries.map(([name, field]) => (
              <th
                key={name}
                scope="col"
                style={{ ...styles.linesHead, ...(isAmount(field) ? styles.numberCell : {}) }}
              >
                {field.label[locale]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={index}>
              <td style={{ ...styles.linesCell, ...styles.numberCell }}>{index + 1}</td>
              {entries.map(([name, field]) => (
                <td key={name} style={{ ...styles.linesCell, ...(isAmount(field) ? styles.numberCell : {}) }}>
                  <FieldValue field={field} value={line[name]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {lines.length > 0 && moneyFields.length > 0 && (
          <tfoot>
            <tr>
              <th scope="row" style={styles.linesHead}>
                {t('catalogue.form.lines.total')}
              </th>
              {entries.map(([name]) => (
                <td
                  key={name}
                  style={{ ...styles.linesCell, ...styles.numberCell, fontWeight: 600 }}
                  data-total={name}
                >
                  {moneyFields.includes(name) ? formatMoney(sum(name)) : ''}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
