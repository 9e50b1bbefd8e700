import { useState } from 'react';
import type { CSSProperties } from 'react';
import { useQueries } from '@tanstack/react-query';
import { Badge, Button, DatePicker, Popover, Select, TagGroup, TextField, vars } from '@sen/ui';
import { formatDate } from '@sen/domain';
import type { Field, LookupField } from '@sen/domain/resources';
import { useTranslation } from '../../../i18n/react';
import { LookupInput } from '../fields/LookupInput';
import type { LabelLocale } from '../fields/labelLocale';
import { lookupLabelQuery, useLookupOptions } from '../fields/useLookupOptions';
import { activeFiltersOf, filterKindOf } from './listQuery';

type Filters = Readonly<Record<string, string | undefined>>;

export type FilterBarProps = {
  names: readonly string[];
  fields: Readonly<Record<string, Field>>;
  values: Filters;
  onChange: (filters: Record<string, string | undefined>) => void;
  locale: LabelLocale;
};

const bar: CSSProperties = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm };
const controls: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
  gap: vars.space.sm,
  // The kit's popover is at most 420 px wide (less its padding): two columns, one on a phone.
  width: 'min(386px, calc(100vw - 50px))',
};
const control: CSSProperties = { minWidth: 0 };
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
 * The list's filters (the resource's `filters`), behind one 'Bộ lọc' button with the number of active ones: its
 * popover holds the controls (lookups as searchable combo boxes, enums and yes/no as a choice with 'Tất cả', other
 * fields as text); each change goes to the table at once (back to the first page). The active filters show as
 * chips ('Nhóm khách hàng: VIP - Khách VIP', names rather than codes), each removable, then 'Xóa bộ lọc'.
 */
export function FilterBar({ names, fields, values, onChange, locale }: FilterBarProps) {
  const { t } = useTranslation();
  const set = (name: string, value: string | undefined) =>
    onChange({ ...values, [name]: value === '' ? undefined : value });
  const active = activeFiltersOf(names, fields, values);
  const load = useLookupOptions();
  const labelQueries = useQueries({
    queries: active.map(({ name, value }) => {
      const field = fields[name]!;
      return field.type === 'lookup'
        ? lookupLabelQuery(load, field, value)
        : { queryKey: ['sen', 'filter-label', name, value], queryFn: () => value, enabled: false };
    }),
  });
  const valueLabel = (name: string, value: string, index: number): string => {
    const field = fields[name]!;
    if (field.type === 'lookup') return labelQueries[index]?.data ?? value;
    if (field.type === 'enum')
      return field.options.find((o) => String(o.value) === value)?.label[locale] ?? value;
    if (field.type === 'boolean') return value === 'true' ? t('catalogue.list.yes') : t('catalogue.list.no');
    if (field.type === 'date') return formatDate(value);
    return value;
  };
  const chips = active.map(({ name, value }, index) => ({
    id: name,
    label: `${fields[name]!.label[locale]}: ${valueLabel(name, value, index)}`,
  }));
  return (
    <div style={bar}>
      <Popover
        title={t('catalogue.list.filters')}
        placement="bottom start"
        trigger={
          <Button size="sm" variant="secondary">
            {t('catalogue.list.filters')}
            {active.length > 0 && <Badge tone="info">{active.length}</Badge>}
          </Button>
        }
      >
        <div style={controls} role="group" aria-label={t('catalogue.list.filters')}>
          {names.map((name) => (
            <FilterControl
              key={name}
              name={name}
              field={fields[name]}
              value={values[name] ?? ''}
              locale={locale}
              onSet={set}
            />
          ))}
        </div>
      </Popover>
      {chips.length > 0 && (
        <>
          <TagGroup
            aria-label={t('catalogue.list.activeFilters')}
            items={chips}
            removeLabel={t('catalogue.list.removeFilter')}
            onRemove={(ids) => {
              const next = { ...values };
              for (const id of ids) delete next[String(id)];
              onChange(next);
            }}
          />
          <Button size="sm" variant="ghost" onPress={() => onChange({})}>
            {t('catalogue.list.clearFilters')}
          </Button>
        </>
      )}
    </div>
  );
}

/** One filter's control, by the kind of its field. */
function FilterControl({
  name,
  field,
  value,
  locale,
  onSet,
}: {
  name: string;
  field: Field | undefined;
  value: string;
  locale: LabelLocale;
  onSet: (name: string, value: string | undefined) => void;
}) {
  const { t } = useTranslation();
  if (!field) return null;
  const label = field.label[locale];
  const set = (next: string | undefined) => onSet(name, next);
  switch (filterKindOf(field)) {
    case 'lookup':
      return (
        <div style={control}>
          <LookupInput
            field={field as LookupField}
            label={label}
            value={value}
            onChange={(next) => set(next)}
          />
        </div>
      );
    case 'enum':
    case 'boolean': {
      const choices =
        field.type === 'enum'
          ? field.options.map((o) => ({ id: o.value, label: o.label[locale] }))
          : [
              { id: 'true', label: t('catalogue.list.yes') },
              { id: 'false', label: t('catalogue.list.no') },
            ];
      return (
        <Select
          label={label}
          style={control}
          items={[{ id: ALL, label: t('catalogue.list.all') }, ...choices]}
          value={value === '' ? ALL : value}
          onChange={(key) => set(key === ALL || key === null ? undefined : String(key))}
        />
      );
    }
    case 'date':
      return (
        <DatePicker
          label={label}
          style={control}
          value={value || null}
          onChange={(day) => set(day ?? undefined)}
        />
      );
    default:
      return <TextFilter label={label} value={value} onApply={(next) => set(next)} />;
  }
}
