import { useMemo, useState, type CSSProperties } from 'react';
import { Badge, Button, Dialog, Link, vars } from '@sen/ui';
import { businessToday, formatFieldValue } from '@sen/domain';
import {
  resourceNamed,
  type CalendarLayout,
  type Field,
  type Resource,
  type View,
} from '@sen/domain/resources';
import { isFieldRequired, useRecordForm, useRecordTransition } from '@sen/records';
import { useAuthState } from '../../../../app/ServicesContext';
import { useTranslation } from '../../../../i18n/react';
import { notify } from '../../../notify/notify';
import { useLabelLocale } from '../../fields/labelLocale';
import { FormField } from '../../form/FormField';
import { recordPaths } from '../../form/paths';
import { rowActionsOf } from '../../list/rowActions';
import { entriesOf, type CalendarRow } from './calendarModel';

const facts: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
};
const term: CSSProperties = { color: vars.color.textMuted };
const value: CSSProperties = { margin: 0, overflowWrap: 'anywhere' };
const section: CSSProperties = { display: 'grid', gap: vars.space.sm };
const sectionTitle: CSSProperties = {
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weightSemibold,
};
const buttons: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: vars.space.sm };
const grid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
};
const body: CSSProperties = { display: 'grid', gap: vars.space.lg };

export type EntryDialogProps = {
  entry: View;
  /** The resource as the view writes it (its path and rights: `pageResourceOf`). */
  resource: Resource;
  layout: CalendarLayout;
  row: CalendarRow;
  /** Whether the user may change the entry's time and staff (the edit right; not a settled one). */
  mayEdit: boolean;
  onClose: () => void;
  onChanged: () => void;
};

/**
 * An entry opened from the calendar (a click, or Enter on a focused entry): who, what, when and where, its status
 * with the transitions the status machine and the user's rights allow now, and its day, time, length and columns'
 * fields to change — the keyboard's way to do whatever dragging does (move: another time, technician or room;
 * resize: another length). Saving sends the version it was read at; the server's refusal shows on its field.
 */
export function EntryDialog({ entry, resource, layout, row, mayEdit, onClose, onChanged }: EntryDialogProps) {
  const { t } = useTranslation();
  const locale = useLabelLocale();
  const { configs, selectedBranches, user, voucherLocks } = useAuthState();
  const { run, isPending } = useRecordTransition(resource);
  const [saving, setSaving] = useState(false);
  const id = String(row._id ?? '');
  const record = useRecordForm({
    resource,
    configs,
    id,
    row,
    context: { today: businessToday(), selectedBranches },
    locale,
    failureText: t('catalogue.form.saveFailed'),
  });
  const binding = useMemo(
    () => ({ form: record.form, validatorsOf: record.validatorsOf, setField: record.setField }),
    [record.form, record.validatorsOf, record.setField],
  );
  const fields = resource.fields as Readonly<Record<string, Field>>;
  const [shown] = entriesOf(layout, resource, [row], { locale, mayEdit: () => false });
  const transitions = rowActionsOf(entry, resource, row, false, { user, voucherLocks }).flatMap((action) =>
    action.kind === 'transition' ? [action.transition] : [],
  );

  /** A field's label; a name a lookup fills ('ten_nv') is labelled as the lookup ('Nhân viên thực hiện'). */
  const labelOf = (name: string): string => {
    const filler = Object.values(fields).find(
      (field) => field.type === 'lookup' && Object.keys(field.fills ?? {}).includes(name),
    );
    return (filler ?? fields[name])?.label[locale] ?? name;
  };
  const listed = [layout.title, ...(layout.details ?? [])].flatMap((name) => {
    const field = fields[name];
    const text = field ? formatFieldValue(field, row[name], locale) : String(row[name] ?? '');
    return text === '' ? [] : [{ label: labelOf(name), text }];
  });
  const day = fields[layout.start] ? formatFieldValue(fields[layout.start]!, row[layout.start], locale) : '';
  const editable = [
    layout.start,
    layout.startTime,
    layout.duration ?? layout.end,
    ...(layout.resources ?? []).map((r) => r.field),
  ].filter((name): name is string => typeof name === 'string' && fields[name] !== undefined);
  const recordRoute = resourceNamed(entry.resource)?.route;

  const save = async () => {
    if (saving) return;
    setSaving(true);
    try {
      const outcome = await record.save();
      if (outcome.ok) {
        notify('success', t('calendar.saved'));
        onChanged();
        onClose();
      } else if (outcome.reason !== 'invalid') notify('failure', outcome.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`${t('calendar.entryTitle')}: ${shown?.title ?? ''}`}
      size="lg"
      closeLabel={t('calendar.cancel')}
      footer={
        <>
          {recordRoute && id && (
            <Link href={recordPaths(recordRoute).view(id)}>{t('calendar.openRecord')}</Link>
          )}
          <Button variant="secondary" onPress={onClose}>
            {t('calendar.cancel')}
          </Button>
          {mayEdit && (
            <Button variant="primary" isPending={saving} onPress={() => void save()}>
              {t('calendar.save')}
            </Button>
          )}
        </>
      }
    >
      <div style={body}>
        <dl style={facts}>
          {listed.map(({ label, text }) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt style={term}>{label}</dt>
              <dd style={value}>{text}</dd>
            </div>
          ))}
          <dt style={term}>{t('calendar.time')}</dt>
          <dd style={value}>{[day, shown?.time].filter(Boolean).join(' ')}</dd>
          {layout.status && (
            <>
              <dt style={term}>{t('calendar.status')}</dt>
              <dd style={value}>
                <Badge tone={shown?.tone ?? 'neutral'}>{shown?.statusLabel ?? ''}</Badge>
              </dd>
            </>
          )}
        </dl>
        {transitions.length > 0 && (
          <section style={section} aria-labelledby="calendar-entry-actions">
            <h3 id="calendar-entry-actions" style={sectionTitle}>
              {t('calendar.actions')}
            </h3>
            <div style={buttons}>
              {transitions.map((transition, index) => (
                <Button
                  key={transition.name}
                  size="sm"
                  variant={index === 0 ? 'primary' : 'secondary'}
                  isDisabled={isPending}
                  onPress={async () => {
                    try {
                      await run({ id, transition, path: entry.path });
                      notify(
                        'success',
                        t('catalogue.list.transitionDone', { action: transition.label[locale] }),
                      );
                      onChanged();
                      onClose();
                    } catch {
                      // Refused: the records hook told the server's message.
                    }
                  }}
                >
                  {transition.label[locale]}
                </Button>
              ))}
            </div>
          </section>
        )}
        {mayEdit && editable.length > 0 && (
          <section style={section} aria-labelledby="calendar-entry-change">
            <h3 id="calendar-entry-change" style={sectionTitle}>
              {t('calendar.change')}
            </h3>
            <form
              aria-labelledby="calendar-entry-change"
              style={grid}
              onSubmit={(event) => {
                event.preventDefault();
                void save();
              }}
            >
              {editable.map((name) => (
                <FormField
                  key={name}
                  record={binding}
                  name={name}
                  field={fields[name]!}
                  required={isFieldRequired(fields[name]!, configs)}
                  linkOwner={false}
                  locale={locale}
                />
              ))}
            </form>
          </section>
        )}
      </div>
    </Dialog>
  );
}
