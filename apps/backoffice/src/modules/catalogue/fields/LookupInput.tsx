import { useCallback, useRef, useState, type ReactNode } from 'react';
import { ComboBox, TextField, type ComboBoxItem } from '@sen/ui';
import { resourceNamed, type LookupField } from '@sen/domain/resources';
import { useTranslation } from '../../../i18n/react';
import { lookupTargetOf, type LookupOption } from './lookupSource';
import { useLookupLabel, useLookupOptions } from './useLookupOptions';

export { LOOKUP_LIMIT } from './useLookupOptions';

export type LookupInputProps = {
  field: LookupField;
  label: ReactNode;
  value: string;
  /** The picked value and its row (null when cleared), for the field's `fills`. */
  onChange: (value: string, row: Record<string, unknown> | null) => void;
  errorMessage?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  /** Accessible name when the label is not shown (a lines table cell). */
  'aria-label'?: string;
  /**
   * Exact values the target's rows must have (the field's `narrowBy` read from the record: a customer's cards);
   * a new object only when they change.
   */
  narrow?: Readonly<Record<string, string>> | undefined;
};

/**
 * A lookup field: a searchable ComboBox over the target resource's `GET /{path}/lookup?q=&limit=`, over the
 * start-up data for `branchs`, `units`, `warehouses`, `taxs` and `custom1` (the session's branches and the cached
 * lookup lists), or over an address list (provinces; a province's wards, disabled until the record names one). The picked row travels with the value so the form applies the field's `fills`.
 */
export function LookupInput({
  field,
  label,
  value,
  onChange,
  errorMessage,
  isDisabled,
  isRequired,
  narrow,
  ...rest
}: LookupInputProps) {
  const { t } = useTranslation();
  const target = lookupTargetOf(field, resourceNamed);
  const load = useLookupOptions();
  const rows = useRef(new Map<string, LookupOption>());
  /** The label of the option picked last; before a pick, the stored value's label found on the server. */
  const [picked, setPicked] = useState<{ id: string; label: string } | null>(null);
  const storedLabel = useLookupLabel(field, picked?.id === value ? '' : value, narrow);
  // A ward is one of its province's: nothing to pick until the record names the province.
  const waiting = target.kind === 'address' && target.list === 'wards' && !narrow?.ma_tinh;

  const loadOptions = useCallback(
    async (search: string): Promise<ComboBoxItem[]> => {
      const options = await load(field, search, narrow);
      for (const option of options) rows.current.set(option.id, option);
      return options.map(({ id, label }) => ({ id, label }));
    },
    [load, field, narrow],
  );

  if (target.kind === 'none')
    return (
      <TextField
        {...rest}
        label={label}
        value={value}
        onChange={(text) => onChange(text, null)}
        errorMessage={errorMessage}
        isDisabled={isDisabled}
        isRequired={isRequired}
        autoComplete="off"
      />
    );
  return (
    <ComboBox
      // Other options once the narrowing changes (another customer's cards).
      key={JSON.stringify(narrow ?? null)}
      {...rest}
      label={label}
      loadOptions={loadOptions}
      value={value === '' ? null : value}
      selectedLabel={picked?.id === value ? picked.label : storedLabel}
      onChange={(key) => {
        const id = key === null ? '' : String(key);
        const option = id === '' ? undefined : rows.current.get(id);
        setPicked(option ? { id, label: option.label } : null);
        onChange(id, option?.row ?? null);
      }}
      errorMessage={errorMessage}
      isDisabled={isDisabled || waiting}
      isRequired={isRequired}
      labels={{
        empty: t('catalogue.fields.lookupEmpty'),
        loading: t('catalogue.fields.lookupLoading'),
        error: t('catalogue.fields.lookupError'),
        showOptions: t('catalogue.fields.showOptions'),
      }}
    />
  );
}
