import { businessToday } from '@sen/domain';
import { useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { Button, ComboBox, Dialog, vars, type ComboBoxItem } from '@sen/ui';
import {
  resourceNamed,
  type CalendarLayout,
  type Field,
  type LookupField,
  type Resource,
  type View,
} from '@sen/domain/resources';
import {
  formValueOf,
  isFieldRequired,
  lookupQueryOptions,
  useRecordField,
  useRecordForm,
  type RecordFormBinding,
} from '@sen/records';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthState, useServices } from '../../../../app/ServicesContext';
import { useTranslation } from '../../../../i18n/react';
import { notify } from '../../../notify/notify';
import { useLabelLocale } from '../../fields/labelLocale';
import { FormField, requiredLabel } from '../../form/FormField';
import { problemText } from '../../form/problemText';

const grid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
};
const wide: CSSProperties = { gridColumn: '1 / -1' };
const customerBox: CSSProperties = {
  ...wide,
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
};
const customerRow: CSSProperties = {
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'end',
  flexWrap: 'wrap',
};

export type BookingDialogProps = {
  entry: View;
  /** The resource as the view writes it (its path and rights: `pageResourceOf`). */
  resource: Resource;
  layout: CalendarLayout;
  /** What the new entry starts with: the slot's day, time, length and column. */
  values: Record<string, unknown>;
  onClose: () => void;
  onBooked: () => void;
};

/** Whether a lookup picks customers (its picker finds them by name or phone, or adds one on the spot). */
const isCustomerField = (field: Field | undefined): field is LookupField =>
  field?.type === 'lookup' && field.resource === 'partners';

const digits = (value: unknown) => (typeof value === 'string' ? value.replace(/\D/g, '') : '');

/**
 * A new entry from an empty slot (issue 18): the layout's `form` fields on the records form of the view (the
 * resource's rules, the server's refusals shown on their fields: a technician or a room taken, outside opening
 * hours), started with the slot's day, time and column. The customer is found by name or phone, accents ignored,
 * or added on the spot (name and phone with the customers' own rules; the code defaults to the phone).
 */
export function BookingDialog({ entry, resource, layout, values, onClose, onBooked }: BookingDialogProps) {
  const { t } = useTranslation();
  const locale = useLabelLocale();
  const { configs, selectedBranches } = useAuthState();
  const context = { today: businessToday(), selectedBranches };
  const record = useRecordForm({
    resource,
    configs,
    context,
    locale,
    failureText: t('catalogue.form.saveFailed'),
  });
  const binding = useMemo(
    () => ({ form: record.form, validatorsOf: record.validatorsOf, setField: record.setField }),
    [record.form, record.validatorsOf, record.setField],
  );
  const partners = resourceNamed('partners');
  const customer = useRecordForm({
    resource: partners ?? resource,
    configs,
    context,
    locale,
    failureText: t('catalogue.form.saveFailed'),
  });
  const codeTyped = useRef(false);
  const customerBinding = useMemo(
    (): RecordFormBinding => ({
      form: customer.form,
      validatorsOf: customer.validatorsOf,
      setField: (key, value, picked) => {
        customer.setField(key, value, picked);
        if (key === 'ma_kh') codeTyped.current = true;
        // The new customer's code is their phone unless typed.
        if (key === 'dien_thoai' && !codeTyped.current) customer.setField('ma_kh', digits(value));
      },
    }),
    [customer],
  );
  const [adding, setAdding] = useState(false);
  const [saving, setSaving] = useState(false);

  // The slot's values, before the first paint.
  useLayoutEffect(() => {
    for (const [name, value] of Object.entries(values)) {
      const field = resource.fields[name];
      if (field) record.form.setFieldValue(name, formValueOf(field, value));
    }
    // Once, for the slot the dialog opened on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const names = [
    ...(selectedBranches.length !== 1 && 'ma_dvcs' in resource.fields ? ['ma_dvcs'] : []),
    ...(layout.form ?? []),
  ].filter((name) => resource.fields[name] !== undefined);

  const save = async () => {
    if (saving) return;
    setSaving(true);
    try {
      const customerField = names.find((name) => isCustomerField(resource.fields[name]));
      if (adding && customerField && partners) {
        if (customer.form.getFieldValue('ma_dvcs') === '' && 'ma_dvcs' in partners.fields)
          customer.setField('ma_dvcs', record.form.getFieldValue('ma_dvcs'));
        const made = await customer.save();
        if (!made.ok) {
          if (made.reason !== 'invalid') notify('failure', made.message);
          return;
        }
        record.setField(customerField, String(made.row.ma_kh ?? ''), made.row);
        notify('success', t('calendar.customerCreated', { name: String(made.row.ten_kh ?? '') }));
        setAdding(false);
      }
      const outcome = await record.save();
      if (outcome.ok) {
        notify('success', layout.duration ? t('calendar.booked') : t('calendar.added'));
        onBooked();
        return;
      }
      if (outcome.reason !== 'invalid') notify('failure', outcome.message);
    } finally {
      setSaving(false);
    }
  };

  const renderField = (name: string) => {
    const field = resource.fields[name]!;
    if (isCustomerField(field))
      return (
        <div key={name} style={customerBox}>
          {adding && partners ? (
            <>
              <div style={grid}>
                {['ten_kh', 'dien_thoai', 'ma_kh']
                  .filter((n) => partners.fields[n])
                  .map((n) => (
                    <FormField
                      key={n}
                      record={customerBinding}
                      name={n}
                      field={partners.fields[n]!}
                      required={isFieldRequired(partners.fields[n]!, configs)}
                      linkOwner={false}
                      locale={locale}
                    />
                  ))}
              </div>
              <div>
                <Button size="sm" variant="secondary" onPress={() => setAdding(false)}>
                  {t('calendar.pickCustomer')}
                </Button>
              </div>
            </>
          ) : (
            <div style={customerRow}>
              <CustomerPicker
                binding={binding}
                name={name}
                field={field}
                required={isFieldRequired(field, configs)}
                label={field.label[locale]}
              />
              {partners && (
                <Button
                  size="sm"
                  variant="secondary"
                  onPress={() => {
                    setAdding(true);
                    // The new customer's name is typed first.
                    requestAnimationFrame(() =>
                      document.querySelector<HTMLInputElement>('[data-field="ten_kh"] input')?.focus(),
                    );
                  }}
                >
                  {t('calendar.newCustomer')}
                </Button>
              )}
            </div>
          )}
        </div>
      );
    const multiline = field.type === 'text' && field.multiline === true;
    return (
      <div key={name} style={multiline ? wide : undefined}>
        <FormField
          record={binding}
          name={name}
          field={field}
          required={isFieldRequired(field, configs)}
          linkOwner={false}
          locale={locale}
        />
      </div>
    );
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      // An entry that takes time (an appointment) is booked; another (a ticket due then) is added.
      title={
        layout.duration ? t('calendar.bookTitle') : t('calendar.addTitle', { title: entry.title[locale] })
      }
      size="lg"
      isDismissable={false}
      closeLabel={t('calendar.cancel')}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            {t('calendar.cancel')}
          </Button>
          <Button variant="primary" isPending={saving} onPress={() => void save()}>
            {layout.duration ? t('calendar.book') : t('calendar.save')}
          </Button>
        </>
      }
    >
      <form
        aria-label={entry.title[locale]}
        style={grid}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {names.map(renderField)}
      </form>
    </Dialog>
  );
}

type CustomerPickerProps = {
  binding: RecordFormBinding;
  name: string;
  field: LookupField;
  required: boolean;
  label: string;
};

/**
 * The customer of a booking: the customers' lookup searched by name or phone (accents ignored, on the server),
 * each option showing both; the picked row fills the entry's copies of them (`fills`).
 */
function CustomerPicker({ binding, name, field, required, label }: CustomerPickerProps) {
  const { t } = useTranslation();
  const locale = useLabelLocale();
  const { api } = useServices();
  const queryClient = useQueryClient();
  const { value, problem, change, leave } = useRecordField(binding, name);
  const rows = useRef(new Map<string, Record<string, unknown>>());
  const [picked, setPicked] = useState<string | undefined>();
  const target = resourceNamed(field.resource);
  const id = typeof value === 'string' ? value : '';
  const labelOf = (row: Record<string, unknown>) =>
    [row.ten_kh, row.dien_thoai].filter((v) => typeof v === 'string' && v !== '').join(' · ') ||
    String(row.ma_kh ?? '');
  return (
    <div style={{ flex: 1, minWidth: '16rem' }} onBlur={() => leave()}>
      <ComboBox
        label={requiredLabel(label, required)}
        isRequired={required}
        placeholder={t('calendar.customerSearch')}
        value={id === '' ? null : id}
        selectedLabel={
          picked ??
          (Object.keys(field.fills ?? {})
            .map((fill) => binding.form.getFieldValue(fill) as unknown)
            .filter((v): v is string => typeof v === 'string' && v !== '')
            .join(' · ') ||
            id)
        }
        loadOptions={async (search): Promise<ComboBoxItem[]> => {
          if (!target) return [];
          const answer = await queryClient.fetchQuery(lookupQueryOptions(api, target, search, 20));
          return answer.items.flatMap((row) => {
            const code = String((row as Record<string, unknown>).ma_kh ?? '');
            if (code === '') return [];
            rows.current.set(code, row as Record<string, unknown>);
            return [{ id: code, label: labelOf(row as Record<string, unknown>), description: code }];
          });
        }}
        onChange={(key) => {
          const code = key === null ? '' : String(key);
          const row = rows.current.get(code) ?? null;
          setPicked(row ? labelOf(row) : undefined);
          change(code, row);
        }}
        errorMessage={problem ? problemText(problem, t, locale) : undefined}
        labels={{
          empty: t('catalogue.fields.lookupEmpty'),
          loading: t('catalogue.fields.lookupLoading'),
          error: t('catalogue.fields.lookupError'),
          showOptions: t('catalogue.fields.showOptions'),
        }}
      />
    </div>
  );
}
