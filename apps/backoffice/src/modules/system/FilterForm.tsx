import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@sen/ui';
import { useTranslation } from '../../i18n/react';
import { filterValue } from './format';
import * as styles from './system.styles';

/** The filter values of a table, by filter name (absent or undefined: no filter). */
export type FilterValues = Readonly<Record<string, string | undefined>>;

/** What a filter form renders for its fields: the draft values and a setter. */
export type FilterFieldsApi = { draft: FilterValues; set: (name: string, value: string | undefined) => void };

type FilterFormProps = {
  /** The filters the table applies now. */
  applied: FilterValues;
  /** Applies the drafted filters (blank texts left out). */
  onApply: (filters: Record<string, string | undefined>) => void;
  children: (api: FilterFieldsApi) => ReactNode;
};

/**
 * A table's filters as a form: edits stay a draft until 'Lọc' (or Enter) applies them; 'Xóa bộ lọc' clears them.
 * Keeps typing from refetching on every key.
 */
export function FilterForm({ applied, onApply, children }: FilterFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<FilterValues>(applied);
  const set = (name: string, value: string | undefined) =>
    setDraft((previous) => ({ ...previous, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(Object.fromEntries(Object.entries(draft).map(([name, value]) => [name, filterValue(value)])));
  };
  const clear = () => {
    setDraft({});
    onApply({});
  };
  const hasFilters = Object.values(applied).some((value) => value !== undefined);
  return (
    <form style={styles.filters} onSubmit={submit} aria-label={t('system.filters')} role="search">
      {children({ draft, set })}
      <Button type="submit" size="sm">
        {t('system.filter')}
      </Button>
      {hasFilters && (
        <Button size="sm" variant="ghost" onPress={clear}>
          {t('system.clearFilters')}
        </Button>
      )}
    </form>
  );
}
