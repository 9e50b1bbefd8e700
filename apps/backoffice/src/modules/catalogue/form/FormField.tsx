import { memo, useMemo, type ReactNode } from 'react';
import { useStore } from '@tanstack/react-form';
import { Link } from '@sen/ui';
import type { Field } from '@sen/domain/resources';
import { useRecordField, type RecordFormBinding } from '@sen/records';
import { useTranslation } from '../../../i18n/react';
import { FieldInput, narrowOf, type LabelLocale } from '../fields';
import { recordPaths } from './paths';
import { problemText } from './problemText';
import * as styles from './form.styles';

/** A field's label with the required marker ('*', the input is also aria-required). */
export function requiredLabel(text: string, required: boolean): ReactNode {
  return required ? (
    <>
      {text}
      <span aria-hidden="true" style={styles.requiredMark}>
        {' *'}
      </span>
    </>
  ) : (
    text
  );
}

export type FormFieldProps = {
  /** The record form the field belongs to (stable: `useRecordForm`'s form and rules). */
  record: RecordFormBinding;
  name: string;
  /** The field as shown (the status field offers only the statuses the user may set). */
  field: Field;
  required: boolean;
  /** Whether a salesperson-ownership problem links to the customer (shown to employees only). */
  linkOwner: boolean;
  locale: LabelLocale;
};

/**
 * One field of a form section: its label (with the required marker), its type's input (read-only fields disabled),
 * the problem under it, the owner link or 'Đang kiểm tra…'. The wrapper (`data-field`) is what Enter moves
 * between. It renders with its own field's state only: typing in one field re-renders that field (and the totals
 * it changes).
 */
export const FormField = memo(function FormField({
  record,
  name,
  field,
  required,
  linkOwner,
  locale,
}: FormFieldProps) {
  const { t } = useTranslation();
  const { value, problem, checking, change, leave } = useRecordField(record, name);
  const ownerId = problem?.code === 'ownedBy' && problem.id && linkOwner ? problem.id : undefined;
  const narrow = useNarrow(record, field);
  const wide = field.type === 'text' && field.multiline === true;
  return (
    <div
      data-field={name}
      style={wide ? styles.wide : undefined}
      onBlur={(event) => {
        // Only when the focus leaves the field (a date's segments and a combo box's button stay inside).
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) leave();
      }}
    >
      <FieldInput
        name={name}
        field={field}
        label={requiredLabel(field.label[locale], required)}
        value={value}
        onChange={change}
        errorMessage={problem ? problemText(problem, t, locale) : undefined}
        isDisabled={field.readOnly}
        isRequired={required}
        locale={locale}
        narrow={narrow}
      />
      {ownerId && (
        <Link href={recordPaths('/crm/partners').view(ownerId)}>
          {t('catalogue.form.problems.ownerLink')}
        </Link>
      )}
      {checking && <span style={styles.hint}>{t('catalogue.form.checking')}</span>}
    </div>
  );
});

/**
 * What a narrowed lookup (`narrowBy`) may pick, read from the record's header fields (a bill's card, a service
 * line's package: its customer's own); the same object until those values change. Undefined for any other field.
 */
export function useNarrow(record: RecordFormBinding, field: Field) {
  const key = useStore(record.form.store, (state) =>
    field.type === 'lookup' && field.narrowBy
      ? JSON.stringify(narrowOf(field, (name) => (state.values as Record<string, unknown>)[name]) ?? null)
      : 'null',
  );
  return useMemo(() => (JSON.parse(key) as Record<string, string> | null) ?? undefined, [key]);
}
