import { memo, type ReactNode } from 'react';
import { Link } from '@sen/ui';
import type { Field } from '@sen/domain/resources';
import { useTranslation } from '../../../i18n/react';
import { FieldInput, type LabelLocale } from '../fields';
import { recordPaths } from './paths';
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
  name: string;
  field: Field;
  value: unknown;
  /** Stable (the form controller's): sets the field, with the picked row of a lookup. */
  setField: (name: string, value: unknown, picked?: Record<string, unknown> | null) => void;
  /** Stable (the form controller's): runs the field's checks as the user leaves it. */
  checkField: (name: string) => unknown;
  required: boolean;
  errorMessage?: string;
  /** The customer a salesperson-ownership problem links to (shown to employees only). */
  ownerId?: string;
  /** A server check of the field is running. */
  checking: boolean;
  locale: LabelLocale;
};

/**
 * One field of a form section: its label (with the required marker), its type's input (read-only fields disabled),
 * the problem under it, the owner link or 'Đang kiểm tra…'. The wrapper (`data-field`) is what Enter moves
 * between. Memoised: typing in one field re-renders that field only (and the totals it changes).
 */
export const FormField = memo(function FormField({
  name,
  field,
  value,
  setField,
  checkField,
  required,
  errorMessage,
  ownerId,
  checking,
  locale,
}: FormFieldProps) {
  const { t } = useTranslation();
  const wide = field.type === 'text' && field.multiline === true;
  return (
    <div
      data-field={name}
      style={wide ? styles.wide : undefined}
      onBlur={(event) => {
        // Only when the focus leaves the field (a date's segments and a combo box's button stay inside).
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) void checkField(name);
      }}
    >
      <FieldInput
        name={name}
        field={field}
        label={requiredLabel(field.label[locale], required)}
        value={value}
        onChange={(next, picked) => setField(name, next, picked)}
        errorMessage={errorMessage}
        isDisabled={field.readOnly}
        isRequired={required}
        locale={locale}
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
