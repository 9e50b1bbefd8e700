import type { AuditLogEntry } from '@sen/domain';
import { useTranslation } from '../../i18n/react';
import { auditValueText, diffAuditRows, type FieldChange } from './auditDiff';
import * as styles from './system.styles';

function DiffRows({ changes }: { changes: readonly FieldChange[] }) {
  const { t } = useTranslation();
  return (
    <>
      {changes.map((change) => (
        <tr key={change.field}>
          <th scope="row" style={styles.diffCell}>
            {change.field}
          </th>
          <td style={styles.diffCell}>{t(`system.logs.kinds.${change.kind}`)}</td>
          <td style={change.kind === 'same' ? styles.diffCell : styles.removed}>
            {auditValueText(change.before)}
          </td>
          <td style={change.kind === 'same' ? styles.diffCell : styles.added}>
            {auditValueText(change.after)}
          </td>
        </tr>
      ))}
    </>
  );
}

/** The comparison table; `caption` is shown above it, `label` only names it (its heading is elsewhere). */
function DiffTable({
  caption,
  label,
  changes,
}: {
  caption?: string;
  label?: string;
  changes: readonly FieldChange[];
}) {
  const { t } = useTranslation();
  return (
    <table style={styles.diffTable} aria-label={label}>
      {caption && <caption style={{ ...styles.muted, textAlign: 'left' }}>{caption}</caption>}
      <thead>
        <tr>
          <th scope="col" style={styles.diffHead}>
            {t('system.logs.field')}
          </th>
          <th scope="col" style={styles.diffHead}>
            {t('system.logs.change')}
          </th>
          <th scope="col" style={styles.diffHead}>
            {t('system.logs.before')}
          </th>
          <th scope="col" style={styles.diffHead}>
            {t('system.logs.after')}
          </th>
        </tr>
      </thead>
      <tbody>
        <DiffRows changes={changes} />
      </tbody>
    </table>
  );
}

/** An audit entry's before and after rows, field by field: what changed first, then (folded) what did not. */
export function AuditDiff({ entry }: { entry: AuditLogEntry }) {
  const { t } = useTranslation();
  const changes = diffAuditRows(entry.before, entry.after);
  const changed = changes.filter((change) => change.kind !== 'same');
  const same = changes.filter((change) => change.kind === 'same');
  const record = entry.record_key ?? entry.record_id ?? entry.resource_name;
  const caption = t('system.logs.detail', { record });
  return (
    <div style={styles.detail} role="group" aria-label={caption}>
      {changes.length === 0 ? (
        <p style={styles.muted}>{t('system.logs.noFields')}</p>
      ) : (
        <>
          {changed.length > 0 && <DiffTable caption={caption} changes={changed} />}
          {same.length > 0 && (
            <details>
              <summary>{t('system.logs.unchanged', { count: same.length })}</summary>
              <DiffTable label={t('system.logs.unchanged', { count: same.length })} changes={same} />
            </details>
          )}
        </>
      )}
    </div>
  );
}
