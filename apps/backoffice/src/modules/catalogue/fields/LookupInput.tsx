import { useCallback, useRef, useState, type ReactNode } from 'react';
import { ComboBox, TextField, type ComboBoxItem } from '@sen/ui';
import { createLookupLists } from '@sen/api';
import { resourceNamed, type LookupField } from '@sen/domain/resources';
import { useServices } from '../../../app/ServicesContext';
import { useTranslation } from '../../../i18n/react';
import {
  cachedListOf,
  lookupOptionsOf,
  lookupTargetOf,
  searchCachedOptions,
  type LookupOption,
} from './lookupSource';

/** How many options a lookup asks the server for. */
export const LOOKUP_LIMIT = 20;

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
};

/**
 * A lookup field: a searchable ComboBox over the target resource's `GET /{path}/lookup?q=&limit=`, or over the
 * start-up data for `branchs`, `units`, `warehouses`, `taxs` and `custom1` (the session's branches and the cached
 * lookup lists). The picked row travels with the value so the form applies the field's `fills`.
 */
export function LookupInput({
  field,
  label,
  value,
  onChange,
  errorMessage,
  isDisabled,
  isRequired,
  ...rest
}: LookupInputProps) {
  const { api, auth, queryClient, loadQueryClient } = useServices();
  const { t } = useTranslation();
  const target = lookupTargetOf(field, resourceNamed);
  const rows = useRef(new Map<string, LookupOption>());
  /** The label of the option picked last (the value's code alone until one is picked). */
  const [picked, setPicked] = useState<{ id: string; label: string } | null>(null);

  const loadOptions = useCallback(
    async (search: string, signal: AbortSignal): Promise<ComboBoxItem[]> => {
      let options: LookupOption[] = [];
      if (target.kind === 'server') {
        const answer = await api.get<{ items?: Record<string, unknown>[] }>(
          `/${target.path}/lookup`,
          { q: search, limit: LOOKUP_LIMIT },
          { signal },
        );
        options = lookupOptionsOf(answer?.items ?? [], target.valueField, target.labelField);
      } else if (target.kind === 'startUp') {
        let cached: readonly Record<string, unknown>[];
        if (target.set === 'branchs') {
          const { availableBranches, branches } = auth.get();
          cached = (availableBranches.length > 0 ? availableBranches : branches) as unknown as Record<
            string,
            unknown
          >[];
        } else {
          const client = queryClient ?? (await loadQueryClient());
          const list = createLookupLists(api, client)[cachedListOf[target.set]];
          cached = (list.get().fetched ? list.get() : await list.load()).items as unknown as Record<
            string,
            unknown
          >[];
        }
        options = searchCachedOptions(lookupOptionsOf(cached, target.valueField, target.labelField), search);
      }
      for (const option of options) rows.current.set(option.id, option);
      return options.map(({ id, label }) => ({ id, label }));
    },
    // The target is derived from the field, which does not change while the input lives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, auth, queryClient, loadQueryClient, field],
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
      {...rest}
      label={label}
      loadOptions={loadOptions}
      value={value === '' ? null : value}
      selectedLabel={picked?.id === value ? picked.label : value}
      onChange={(key) => {
        const id = key === null ? '' : String(key);
        const option = id === '' ? undefined : rows.current.get(id);
        setPicked(option ? { id, label: option.label } : null);
        onChange(id, option?.row ?? null);
      }}
      errorMessage={errorMessage}
      isDisabled={isDisabled}
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
