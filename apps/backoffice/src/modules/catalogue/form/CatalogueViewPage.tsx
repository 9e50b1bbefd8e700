import { useMemo, useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { Badge, Button, ConfirmDialog, DropdownMenu, EmptyState, FieldValue, Spinner } from '@sen/ui';
import { formatDate, formatDateTime } from '@sen/domain';
import {
  shownLineFields,
  statusLabelOf,
  statusOf,
  type LinesField,
  type Resource,
} from '@sen/domain/resources';
import { useAuthState } from '../../../app/ServicesContext';
import { useTranslation } from '../../../i18n/react';
import { lookupNameOf, useLabelLocale } from '../fields';
import { useLookupNames } from '../fields/useLookupNames';
import { LinesTable } from './LinesTable';
import { recordPaths, recordTargetOf } from './paths';
import { recordButtonsOf } from './recordActions';
import { useDeleteRecord, useRecord } from '@sen/records';
import { TransitionConfirm, type PendingTransition } from './TransitionConfirm';
import * as styles from './form.styles';
import { RecordCards, useRecordCards } from '../cards/RecordCards';

/** The record beside its cards: the cards go below it when the page is too narrow for both. */
const withCards = { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 16 } as const;
const recordPart = {
  flex: '999 1 520px',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
} as const;
const cardsPart = { flex: '1 1 280px', minWidth: 0 } as const;

export type CatalogueViewPageProps = { resource: Resource; id: string };

/** The natural key of a row as people say it: the key fields but the branch ('KH001', 'HD000012'). */
export const recordLabelOf = (
  resource: Pick<Resource, 'keyFields'>,
  row: Readonly<Record<string, unknown>>,
): string => {
  const keys = resource.keyFields.filter((k) => k !== 'ma_dvcs');
  return (keys.length > 0 ? keys : resource.keyFields).map((k) => String(row[k] ?? '')).join('/');
};

type Pending = 'delete' | null;

/** The fields the page shows, each in its own place (a lookup's name then needs no repeating beside its code). */
const shownFieldsOf = (resource: Pick<Resource, 'sections'>): ReadonlySet<string> =>
  new Set(resource.sections.flatMap((section) => section.fields));

const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The read-only page of one record: its sections, a voucher's lines table with totals, who created/changed/approved
 * it and when, its status (the label) with the transitions of its status machine the user may run now (the first as
 * a button, the others in one menu: approve and unapprove of a voucher among them), and the buttons Edit, Delete
 * (confirmed) and Print as `can` allows them; a record locked by a voucher lock (or another salesperson's) says why
 * it cannot be changed. Beside the record, the cards the record card registry gives it (its change history).
 */
export function CatalogueViewPage({ resource, id }: CatalogueViewPageProps) {
  const { user, voucherLocks } = useAuthState();
  const { t } = useTranslation();
  const locale = useLabelLocale();
  const router = useRouter();
  const paths = recordPaths(resource.route);
  const record = useRecord(resource, recordTargetOf(resource, id), { notifyFailure: false });
  const deletion = useDeleteRecord(resource);
  const viewed = useMemo(() => (record.data ? [record.data] : []), [record.data]);
  const viewedNames = useMemo(() => [...shownFieldsOf(resource)], [resource]);
  const lookupName = useLookupNames(viewed, viewedNames, resource.fields);
  const [pending, setPending] = useState<Pending>(null);
  const [transition, setTransition] = useState<PendingTransition | null>(null);
  const cards = useRecordCards(resource);

  if (record.isPending) return <Spinner label={t('catalogue.form.loading')} />;
  if (record.isError || !record.data)
    return (
      <EmptyState
        title={t('catalogue.form.loadFailed')}
        description={record.error instanceof Error ? record.error.message : undefined}
        action={<Button onPress={() => void record.refetch()}>{t('catalogue.form.retry')}</Button>}
      />
    );
  const row = record.data;
  const shown = shownFieldsOf(resource);
  const buttons = recordButtonsOf(resource, row, { user, voucherLocks });
  const key = recordLabelOf(resource, row);

  // The server's refusal is told in the user's language (409 RECORD_IN_USE 'Không thể xóa: … đang được dùng ở …').
  const run = async () => {
    const removed = await deletion.remove(recordTargetOf(resource, id)).then(
      () => true,
      () => false,
    );
    setPending(null);
    if (removed) void router.navigate({ href: paths.list });
  };

  const ask = (name: string) => {
    const chosen = buttons.transitions.find((t) => t.name === name);
    if (chosen) setTransition({ transition: chosen, id, label: key, path: resource.path });
  };
  const [firstTransition, ...otherTransitions] = buttons.transitions;
  const status = resource.statuses ? statusLabelOf(resource, statusOf(resource, row))[locale] : null;

  const stamp = (
    userField: string,
    atField: string,
    message: 'createdStamp' | 'changedStamp' | 'approvedStamp',
  ) => {
    const who = typeof row[userField] === 'string' ? (row[userField] as string) : '';
    if (!who) return null;
    return (
      <span data-stamp={userField}>
        {t(`catalogue.form.${message}`, { user: who, at: formatDateTime(textOf(row[atField])) })}
      </span>
    );
  };

  return (
    <div style={styles.page}>
      <div style={styles.toolbar} role="toolbar" aria-label={resource.title[locale]}>
        <Button variant="secondary" onPress={() => void router.navigate({ href: paths.list })}>
          {t('catalogue.form.backToList')}
        </Button>
        {status && (
          <span data-status={statusOf(resource, row)} aria-label={t('catalogue.form.status', { status })}>
            <Badge tone="info">{status}</Badge>
          </span>
        )}
        <div style={styles.toolbarEnd}>
          {firstTransition && (
            <Button variant="primary" onPress={() => ask(firstTransition.name)}>
              {firstTransition.label[locale]}
            </Button>
          )}
          {otherTransitions.length > 0 && (
            <DropdownMenu
              trigger={t('catalogue.form.moreActions')}
              variant="secondary"
              items={otherTransitions.map((other) => ({
                id: other.name,
                label: other.label[locale],
                onAction: () => ask(other.name),
              }))}
            />
          )}
          {buttons.edit.shown && (
            <Button
              isDisabled={!buttons.edit.enabled}
              onPress={() => void router.navigate({ href: paths.edit(id) })}
            >
              {t('catalogue.form.edit')}
            </Button>
          )}
          {resource.print && buttons.print.shown && (
            <Button variant="secondary" onPress={() => void router.navigate({ href: paths.print(id) })}>
              {t('catalogue.form.print')}
            </Button>
          )}
          {buttons.delete.shown && (
            <Button
              variant="danger"
              isDisabled={!buttons.delete.enabled}
              onPress={() => setPending('delete')}
            >
              {t('catalogue.form.delete')}
            </Button>
          )}
        </div>
      </div>
      {buttons.refusal && (
        <div role="note" style={styles.alert} data-refusal={buttons.refusal.reason}>
          {buttons.refusal.reason === 'locked'
            ? t('catalogue.form.locked', { date: formatDate(buttons.refusal.lockDate) })
            : t(
                buttons.refusal.reason === 'approved'
                  ? 'catalogue.form.approvedLocked'
                  : 'catalogue.form.outOfScope',
              )}
        </div>
      )}
      <div style={withCards}>
        <div style={recordPart}>
          {resource.sections.map((section) => (
            <section key={section.title.en} style={styles.section} aria-label={section.title[locale]}>
              <h2 style={{ ...styles.sectionTitle, marginTop: 0 }}>{section.title[locale]}</h2>
              <dl style={styles.viewList}>
                {section.fields.map((name) => {
                  const field = resource.fields[name];
                  if (!field) return null;
                  if (field.type === 'lines')
                    return (
                      <div key={name} style={styles.wide}>
                        <LinesTable
                          label={field.label[locale]}
                          fields={shownLineFields(field as LinesField)}
                          lines={Array.isArray(row[name]) ? (row[name] as Record<string, unknown>[]) : []}
                          locale={locale}
                        />
                      </div>
                    );
                  return (
                    <div key={name} data-view-field={name}>
                      <dt style={styles.viewTerm}>{field.label[locale]}</dt>
                      <dd style={styles.viewValue}>
                        <FieldValue
                          field={field}
                          value={row[name]}
                          lookupName={lookupNameOf(field, row, shown) ?? lookupName(field, row[name])}
                        />
                      </dd>
                    </div>
                  );
                })}
              </dl>
            </section>
          ))}
          <div style={styles.stamps}>
            {stamp('nguoi_tao', 'ngay_tao', 'createdStamp')}
            {stamp('nguoi_sua', 'ngay_sua', 'changedStamp')}
            {stamp('nguoi_duyet', 'ngay_duyet', 'approvedStamp')}
          </div>
        </div>
        {cards.length > 0 && (
          <div style={cardsPart}>
            <RecordCards resource={resource} id={id} row={row} />
          </div>
        )}
      </div>
      <ConfirmDialog
        isOpen={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        onConfirm={() => {
          if (pending) void run();
        }}
        title={t('catalogue.form.confirmTitle')}
        message={t('catalogue.form.confirmDelete', { key })}
        confirmLabel={t('catalogue.form.confirmOk')}
        cancelLabel={t('catalogue.form.confirmCancel')}
        tone="danger"
        isPending={deletion.isPending}
      />
      <TransitionConfirm resource={resource} pending={transition} onClose={() => setTransition(null)} />
    </div>
  );
}
