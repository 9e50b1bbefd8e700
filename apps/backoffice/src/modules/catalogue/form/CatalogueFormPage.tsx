import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { Button, ConfirmDialog, EmptyState, Spinner } from '@sen/ui';
import { businessToday, formatDate, type UserInfo } from '@sen/domain';
import {
  shownLineFields,
  type EnumField,
  type Field,
  type LinesField,
  type LookupField,
  type Resource,
} from '@sen/domain/resources';
import { formValueOf, isFieldReadOnly, isFieldRequired, useRecord, useRecordForm } from '@sen/records';
import { useAuthState, useServices } from '../../../app/ServicesContext';
import { useTranslation } from '../../../i18n/react';
import { notify } from '../../notify/notify';
import { useLabelLocale } from '../fields';
import { useLookupOptions } from '../fields/useLookupOptions';
import { prefillOf } from './prefill';
import { FormField } from './FormField';
import { focusNextField, formShortcutOf } from './keyboard';
import { LinesEditor } from './LinesEditor';
import { catalogueKeys, recordIdOf, recordPaths, recordTargetOf } from './paths';
import { recordButtonsOf, statusChoicesFor } from './recordActions';
import { useUnsavedGuard } from './useUnsavedGuard';
import * as styles from './form.styles';

export type CatalogueFormPageProps = { resource: Resource; mode: 'new' | 'edit'; id?: string };

/** Whether the signed-in user is a salesperson (the ownership message then links to the customer). */
const isEmployee = (user: UserInfo | null): boolean => user?.saler != null;

/**
 * The new/edit page of a catalogue resource: its form sections with one input per field type, a voucher's lines
 * table with live totals, the spec's validators while typing and on leaving a field, Enter to move on, Ctrl+S to
 * save, Esc to cancel; saving POSTs or PUTs, says 'Thành công'/'Thất bại' and opens the view page; leaving with
 * unsaved changes asks first. An edit sends the row version it was loaded from: when someone else saved the record
 * in between (409 RECORD_CHANGED), nothing is overwritten and the page says so, with Reload.
 */
export function CatalogueFormPage({ resource, mode, id }: CatalogueFormPageProps) {
  const { t } = useTranslation();
  const record = useRecord(resource, mode === 'edit' && id ? recordTargetOf(resource, id) : undefined, {
    notifyFailure: false,
  });
  // Bumped by "Reload" after someone else saved the record: the form starts again from the row as now stored.
  const [generation, setGeneration] = useState(0);
  if (mode === 'edit' && record.isPending)
    return (
      <div style={styles.page} aria-busy="true">
        <Spinner label={t('catalogue.form.loading')} />
      </div>
    );
  if (mode === 'edit' && (record.isError || !record.data))
    return (
      <EmptyState
        title={t('catalogue.form.loadFailed')}
        description={record.error instanceof Error ? record.error.message : undefined}
        action={<Button onPress={() => void record.refetch()}>{t('catalogue.form.retry')}</Button>}
      />
    );
  return (
    <RecordForm
      key={`${resource.name}/${id ?? 'new'}/${generation}`}
      resource={resource}
      id={mode === 'edit' ? id : undefined}
      row={mode === 'edit' ? record.data : undefined}
      onReload={async () => {
        await record.refetch();
        setGeneration((n) => n + 1);
      }}
    />
  );
}

type RecordFormProps = {
  resource: Resource;
  id?: string;
  row?: Record<string, unknown>;
  /** Reads the record again and starts the form over from it (after 409 RECORD_CHANGED). */
  onReload: () => Promise<void>;
};

function RecordForm({ resource, id, row, onReload }: RecordFormProps) {
  const { queryClient } = useServices();
  const { configs, selectedBranches, user, voucherLocks } = useAuthState();
  const { t } = useTranslation();
  const locale = useLabelLocale();
  const router = useRouter();
  const paths = recordPaths(resource.route);
  const root = useRef<HTMLFormElement>(null);

  // One form per record (the component is keyed by it): its options are read once.
  const recordForm = useRecordForm({
    resource,
    configs,
    id,
    row,
    context: { today: businessToday(), selectedBranches },
    locale,
    failureText: t('catalogue.form.saveFailed'),
  });
  const { form, validatorsOf, setField, addLine, removeLine, moveLine, isDirty } = recordForm;
  // A new record may start from its address (`/crm/tasks/new?ma_kh=KH0001`): each value set as if typed, a lookup's
  // as if picked (its row's fills: the customer's name and phone), once.
  const search = useRouterState({ select: (state) => state.location.search as Record<string, unknown> });
  const [prefill] = useState(() => (id ? [] : prefillOf(resource.fields, search)));
  const lookupOptions = useLookupOptions();
  useEffect(() => {
    let stopped = false;
    for (const [name, text] of prefill) {
      const field = resource.fields[name]!;
      const value = formValueOf(field, text);
      if (field.type !== 'lookup') {
        setField(name, value);
        continue;
      }
      void lookupOptions(field as LookupField, text).then(
        (options) => {
          if (!stopped) setField(name, value, options.find((option) => option.id === text)?.row ?? null);
        },
        () => {
          if (!stopped) setField(name, value);
        },
      );
    }
    return () => {
      stopped = true;
    };
  }, [prefill, resource, setField, lookupOptions]);
  // What the fields bind to: stable, so a field re-renders with its own state only.
  const binding = useMemo(
    () => ({ form, validatorsOf, setField, addLine, removeLine, moveLine }),
    [form, validatorsOf, setField, addLine, removeLine, moveLine],
  );
  // Someone else saved the record after this form read it (409 RECORD_CHANGED): the server's message and Reload.
  const [changed, setChanged] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  // An edited record the user may not change (a locked voucher, another salesperson's record) says why; Save is off.
  const buttons = row ? recordButtonsOf(resource, row, { user, voucherLocks }) : null;
  const refusal = buttons?.refusal ?? null;
  // An edited record prints what is stored (the print page reads it again): unsaved changes ask first.
  const printable = Boolean(id && resource.print && buttons?.print.shown);
  // The status field offers only what the status machine allows: a new record's starting statuses, or the stored
  // one and those the user's allowed transitions lead to (the server refuses any other with its message).
  const statusField = useMemo((): EnumField | undefined => {
    const name = resource.statuses?.field;
    const field = name ? resource.fields[name] : undefined;
    const choices = statusChoicesFor(resource, row, { user, voucherLocks });
    if (field?.type !== 'enum' || !choices) return undefined;
    return { ...field, options: field.options.filter((o) => choices.includes(o.value)) };
  }, [resource, row, user, voucherLocks]);
  const blocker = useUnsavedGuard(isDirty);

  const focusFirstProblem = () =>
    requestAnimationFrame(() => {
      const invalid = root.current?.querySelector<HTMLElement>(
        '[data-field] [aria-invalid="true"], [data-field] [data-invalid] input, [data-field] [data-invalid] [role="spinbutton"]',
      );
      invalid?.focus();
    });

  const save = async () => {
    if (refusal) return;
    const outcome = await recordForm.save();
    if (outcome.ok) {
      notify('success', t('catalogue.form.saved'));
      void queryClient?.invalidateQueries({ queryKey: catalogueKeys.all(resource.name) });
      const savedId = recordIdOf(resource, outcome.row) || id;
      void router.navigate({ href: savedId ? paths.view(savedId) : paths.list });
      return;
    }
    if (outcome.reason === 'changed') {
      setChanged(outcome.message || t('catalogue.form.changed'));
      return;
    }
    if (outcome.reason === 'server') notify('failure', outcome.message || t('catalogue.form.saveFailed'));
    focusFirstProblem();
  };
  const cancel = () => void router.navigate({ href: id ? paths.view(id) : paths.list });

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    const shortcut = formShortcutOf({
      key: event.key,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      altKey: event.altKey,
      shiftKey: event.shiftKey,
      defaultPrevented: event.defaultPrevented,
      targetTag: target.tagName,
      targetRole: target.getAttribute('role'),
      expanded: target.getAttribute('aria-expanded') === 'true',
    });
    if (!shortcut) return;
    event.preventDefault();
    if (shortcut === 'save') void save();
    else if (shortcut === 'cancel') cancel();
    else if (root.current) focusNextField(root.current, target);
  };

  const renderField = (name: string) => {
    const field: Field | undefined =
      name === resource.statuses?.field && statusField ? statusField : resource.fields[name];
    if (!field) return null;
    if (field.type === 'lines')
      return (
        <LinesEditor
          key={name}
          record={binding}
          name={name}
          label={field.label[locale]}
          fields={shownLineFields(field as LinesField)}
          configs={configs}
          locale={locale}
        />
      );
    return (
      <FormField
        key={name}
        record={binding}
        name={name}
        // Read-only as declared, or while the config flag it is typed under is off (editableWhen).
        field={isFieldReadOnly(field, configs) && !field.readOnly ? { ...field, readOnly: true } : field}
        required={isFieldRequired(field, configs)}
        linkOwner={isEmployee(user)}
        locale={locale}
      />
    );
  };

  return (
    <form
      ref={root}
      style={styles.page}
      noValidate
      onKeyDown={onKeyDown}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      aria-label={resource.title[locale]}
    >
      <div style={styles.toolbar}>
        <span style={styles.hint}>{t('catalogue.form.shortcuts')}</span>
        <div style={styles.toolbarEnd}>
          <Button variant="secondary" onPress={cancel}>
            {t('catalogue.form.cancel')}
          </Button>
          {printable && id && (
            <Button variant="secondary" onPress={() => void router.navigate({ href: paths.print(id) })}>
              {t('catalogue.form.print')}
            </Button>
          )}
          <Button type="submit" isPending={recordForm.saving} isDisabled={refusal !== null}>
            {t('catalogue.form.save')}
          </Button>
        </div>
      </div>
      {changed && (
        <div role="alert" style={{ ...styles.alert, ...styles.changed }} data-changed="">
          <span>{changed}</span>
          <Button
            size="sm"
            variant="secondary"
            isPending={reloading}
            onPress={() => {
              setReloading(true);
              void onReload().finally(() => setReloading(false));
            }}
          >
            {t('catalogue.form.reload')}
          </Button>
        </div>
      )}
      {refusal && (
        <div role="note" style={styles.alert} data-refusal={refusal.reason}>
          {refusal.reason === 'locked'
            ? t('catalogue.form.locked', { date: formatDate(refusal.lockDate) })
            : t(
                refusal.reason === 'approved' ? 'catalogue.form.approvedLocked' : 'catalogue.form.outOfScope',
              )}
        </div>
      )}
      {resource.sections.map((section) => (
        <fieldset key={section.title.en} style={styles.section}>
          <legend style={styles.sectionTitle}>{section.title[locale]}</legend>
          <div style={styles.grid}>{section.fields.map(renderField)}</div>
        </fieldset>
      ))}
      <ConfirmDialog
        isOpen={blocker.status === 'blocked'}
        onOpenChange={(open) => {
          if (!open) blocker.reset?.();
        }}
        onConfirm={() => blocker.proceed?.()}
        title={t('catalogue.form.confirmTitle')}
        message={t('catalogue.form.confirmLeave')}
        confirmLabel={t('catalogue.form.confirmOk')}
        cancelLabel={t('catalogue.form.confirmCancel')}
        tone="danger"
      />
    </form>
  );
}
