import { useState } from 'react';
import type { CSSProperties } from 'react';
import { Button, Select, TextField, vars } from '@sen/ui';
import type { Field, LookupField } from '@sen/domain/resources';
import { useTranslation } from '../../../i18n/react';
import { LookupInput } from '../fields/LookupInput';
import type { LabelLocale } from '../fields/labelLocale';
import { filterKindOf } from './listQuery';

type Filters = Readonly<Record<string, string | undefined>>;

export type FilterBarProps = {
  names: readonly string[];
  fields: Readonly<Record<string, Field>>;
  values: Filters;
  onChange: (filters: Record<string, string | undefined>) => void;
  locale: LabelLocale;
};

const bar: CSSProperties = { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm };
const control: CSSProperties = { minWidth: 160, maxWidth: 220 };
const ALL = '__all';

/** A text filter applied on Enter or when the box is left (exact match), not on every key. */
function TextFilter({
  label,
  value,
  onApply,
}: {
  label: string;
  value: string;
  onApply: (v: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setDraft(value);
  }
  return (
    <TextField
      label={label}
      value={draft}
      onChange={setDraft}
      onBlur={() => draft.trim() !== value && onApply(draft.trim())}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onApply(draft.trim());
      }}
      style={control}
    />
  );
}

/**
 * The list's filters (the resource's `filters`): lookups as searchable combo boxes, enums and yes/no as a choice
 * with 'Tất cả', other fields as text; each change goes to the table at once (back to the first page).
 */
export function FilterBar({ names, fields, values, onChange, locale }: FilterBarProps) {
  const { t } = useTranslation();
  const set = (name: string, value: string | undefined) =>
    onChange({ ...values, [name]: value === '' ? undefined : value });
  const active = names.some((name) => values[name] !== undefined);
  return (
    <div style={bar} role="group" aria-label={t('catalogue.list.filters')}>
      {names.map((name) => {
        const field = fields[name];
        if (!field) return null;
        const label = field.label[locale];
        const value = values[name] ?? '';
        switch (filterKindOf(field)) {
          case 'lookup':
            return (
              <div key={name} style={control}>
                <LookupInput
                  field={field as LookupField}
                  label={label}
                  value={value}
                  onChange={(next) => set(name, next)}
                />
              </div>
            );
          case 'enum':
            return (
              <Select
                key={name}
                label={label}
                style={control}
                items={[
                  { id: ALL, label: t('catalogue.list.all') },
                  ...(field.type === 'enum' ? field.options : []).map((o) => ({
                    id: o.value,
                    label: o.label[locale],
                  })),
                ]}
                value={value === '' ? ALL : value}
                onChange={(key) => set(name, key === ALL || key === null ? undefined : String(key))}
              />
            );
          case 'boolean':
            return (
              <Select
                key={name}
                label={label}
                style={control}
                items={[
                  { id: ALL, label: t('catalogue.list.all') },
                  { id: 'true', label: t('catalogue.list.yes') },
                  { id: 'false', label: t('catalogue.list.no') },
                ]}
                value={value === '' ? ALL : value}
                onChange={(key) => set(name, key === ALL || key === null ? undefined : String(key))}
              />
            );
          default:
            return <TextFilter key={name} label={label} value={value} onApply={(next) => set(name, next)} />;
        }
      })}
      {active && (
        <Button size="sm" variant="ghost" onPress={() => onChange({})}>
          {t('catalogue.list.clearFilters')}
        </Button>
      )}
    </div>
  );
}
