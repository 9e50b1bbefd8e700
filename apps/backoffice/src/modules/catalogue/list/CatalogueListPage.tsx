import { useMemo, useState } from 'react';
import type { CSSProperties } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Button, ConfirmDialog, DataTable, DropdownMenu, vars } from '@sen/ui';
import type { DataTableState } from '@sen/ui';
import type { Resource, View } from '@sen/domain/resources';
import { englishDataTableLabels, defaultDataTableLabels, englishTableSettingsLabels } from '@sen/ui';
import { useAuthState } from '../../../app/ServicesContext';
import { useTranslation } from '../../../i18n/react';
import { failureText } from '../../auth/errors';
import { usePageHeading } from '../../layout/usePageHeading';
import { notify } from '../../notify/notify';
import { useLabelLocale } from '../fields/labelLocale';
import { useLookupNames } from '../fields/useLookupNames';
import { actionsColumn, listColumnsOf, type CatalogueRow } from './columns';
import { exportColumnsOf } from './exportRows';
import { FilterBar } from './FilterBar';
import { ImportDialog } from './ImportDialog';
import {
  listModelOf,
  tableListParams,
  withFixedFilters,
  type FixedFilters,
  type ListModel,
} from './listQuery';
import { listQueryOf, useDeleteRecord, useList } from '@sen/records';
import { mayAdd, rowActionsOf, rowMenuOf, type RowAction } from './rowActions';
import { ExportButtons } from './ExportButtons';
import { useExport } from './useExport';
import { useServerTableSettings } from './useServerTableSettings';
import { listDefaultsOf, useUrlTable } from './useUrlTable';
import { isWritableView, pageResourceOf } from '../viewResource';
import { TransitionConfirm, type PendingTransition } from '../form/TransitionConfirm';
import { recordIdOf, recordPaths } from '../form/paths';

export type CatalogueListPageProps = {
  /** The resource or view listed. */
  entry: Resource | View;
  /** The resource whose rows are listed (the entry itself, or a view's source). */
  resource: Resource;
  /** The approve page of an approvable voucher (`<route>/approve`). */
  approve?: boolean;
  /** Filters every request carries, without a control (a page of the user's own rows, e.g. /user/todo). */
  fixedFilters?: FixedFilters;
  /** The key of the table settings and of the page's state (the entry's route by default). */
  settingsKey?: string;
};

const toolbarEnd: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 8, marginInlineStart: 'auto' };
const rowButtons: CSSProperties = { display: 'flex', alignItems: 'center', gap: 4 };
const page: CSSProperties = { display: 'grid', gap: vars.space.md };

/** A deletion waiting for its confirmation. */
type Pending = { row: CatalogueRow } | null;

/**
 * The generic list page of a catalogue resource or view (spec section 2 data table behaviour): server paging,
 * sort and search (500 ms debounce, F3, Ctrl+arrows: the table kit), the query and filters in the address bar,
 * the date range of a dated resource, filter controls, type-aware cells, per-user table settings saved on the
 * server, New / export / import in the toolbar and the row buttons `can` allows.
 */
export function CatalogueListPage(props: CatalogueListPageProps) {
  const key = props.settingsKey ?? `${props.entry.route}${props.approve ? '/approve' : ''}`;
  return <ListScreen key={key} {...props} settingsKey={key} />;
}

const noFixedFilters: FixedFilters = {};
const noRows: readonly CatalogueRow[] = [];

function ListScreen({
  entry,
  resource,
  approve = false,
  fixedFilters = noFixedFilters,
  settingsKey,
}: CatalogueListPageProps & { settingsKey: string }) {
  const { t } = useTranslation();
  const locale = useLabelLocale();
  const { user, voucherLocks } = useAuthState();
  const navigate = useNavigate();
  const { title } = usePageHeading();
  const model: ListModel = useMemo(
    () => withFixedFilters(listModelOf(entry, resource), fixedFilters),
    [entry, resource, fixedFilters],
  );
  const settings = useServerTableSettings(settingsKey);
  const defaults = useMemo(() => listDefaultsOf(settings.pageSize), [settings.pageSize]);
  const { state, setState } = useUrlTable(model.filters, defaults);
  const params = useMemo(() => tableListParams(state, model, fixedFilters), [state, model, fixedFilters]);
  const list = useList(resource, params, {
    view: model.view,
    enabled: settings.settled,
    notifyFailure: false,
  });
  const rows = (list.data?.items ?? noRows) as readonly CatalogueRow[];
  const lookupName = useLookupNames(rows, model.columns, resource.fields);
  const [pending, setPending] = useState<Pending>(null);
  const [transition, setTransition] = useState<PendingTransition | null>(null);
  const [importing, setImporting] = useState(false);
  const context = useMemo(() => ({ user, voucherLocks }), [user, voucherLocks]);

  const changeState = (next: DataTableState) => {
    setState(next);
    if (next.pageSize !== state.pageSize && next.pageSize !== settings.pageSize) {
      settings
        .save({ pageSize: next.pageSize })
        .catch((error: unknown) => notify('failure', failureText(error, t)));
    }
  };

  // A writable view's rows open, change and go under the view's own address, API path and menu id.
  const target = pageResourceOf(entry, resource);
  const rowPath = (row: CatalogueRow) => recordPaths(target.route ?? '').view(recordIdOf(target, row));
  const keyOf = (row: CatalogueRow) => resource.keyOf(row);

  // Deleted through the page's own resource (a writable view's path); told by the records' toasts.
  const deletion = useDeleteRecord(target);
  const remove = (row: CatalogueRow) =>
    void deletion
      .remove(row)
      .catch(() => undefined)
      .finally(() => setPending(null));

  /** What an action does: open a page, or ask to confirm a deletion or a transition. */
  const perform = (row: CatalogueRow, action: RowAction) => {
    switch (action.kind) {
      case 'view':
        return void navigate({ to: rowPath(row) });
      case 'edit':
        return void navigate({ to: `${rowPath(row)}/edit` });
      case 'print':
        return void navigate({ to: `${rowPath(row)}/print` });
      case 'delete':
        return setPending({ row });
      case 'transition':
        return setTransition({
          transition: action.transition,
          id: String(row._id ?? ''),
          label: keyOf(row),
          path: action.path,
        });
    }
  };

  /** An action's words: 'Xem', 'Khóa thẻ'; and for assistive technology with the row's key. */
  const labelOf = (action: RowAction) =>
    action.kind === 'transition' ? action.transition.label[locale] : t(`catalogue.list.${action.kind}`);
  const rowLabelOf = (action: RowAction, key: string) =>
    action.kind === 'transition'
      ? t('catalogue.list.actionRow', { action: action.transition.label[locale], key })
      : t(`catalogue.list.${action.kind}Row`, { key });
  const idOf = (action: RowAction) =>
    action.kind === 'transition' ? `t:${action.transition.name}` : action.kind;

  /** The row's primary action as a button and the others in one compact menu (delete last, confirmed). */
  const rowActionsCell = (row: CatalogueRow) => {
    const key = keyOf(row);
    const { primary, menu } = rowMenuOf(rowActionsOf(entry, resource, row, approve, context));
    return (
      <span style={rowButtons}>
        {primary && (
          <Button
            size="sm"
            variant={primary.kind === 'transition' ? 'primary' : 'ghost'}
            aria-label={rowLabelOf(primary, key)}
            onPress={() => perform(row, primary)}
          >
            {labelOf(primary)}
          </Button>
        )}
        {menu.length > 0 && (
          <DropdownMenu
            trigger="⋯"
            size="sm"
            hideChevron
            aria-label={t('catalogue.list.moreActionsRow', { key })}
            items={menu.map((action) => ({
              id: idOf(action),
              label: labelOf(action),
              textValue: labelOf(action),
              onAction: () => perform(row, action),
            }))}
          />
        )}
      </span>
    );
  };

  const columns = useMemo(() => {
    const base = listColumnsOf(model.columns, resource.fields, locale, lookupName);
    const hasActions = entry.kind === 'resource' || !entry.readOnly || entry.actions.length > 0;
    if (!hasActions) return base;
    return [...base, actionsColumn(t('catalogue.list.actions'), 140, rowActionsCell)];
    // rowActionsCell reads only stable values and the row.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [model, resource, entry, approve, context, locale, t, lookupName]);

  const exportColumns = useMemo(
    () => exportColumnsOf(model.columns, resource.fields, locale),
    [model, resource, locale],
  );
  const exporter = useExport({
    listPath: model.listPath,
    query: listQueryOf(params),
    columns: exportColumns,
    name: entry.name,
    locale,
  });

  const canAdd = mayAdd(entry, approve, context);
  const filtered = Object.values(state.filters ?? {}).some((v) => v !== undefined);
  const english = locale === 'en';

  const confirmText = pending ? t('catalogue.list.confirmDelete', { key: keyOf(pending.row) }) : '';

  return (
    <section aria-label={title} style={page}>
      {model.filters.length > 0 && (
        <FilterBar
          names={model.filters}
          fields={model.filterFieldsByName}
          values={state.filters ?? {}}
          locale={locale}
          onChange={(filters) => changeState({ ...state, filters, pageIndex: 0 })}
        />
      )}
      <DataTable<CatalogueRow>
        mode="server"
        aria-label={title}
        columns={columns}
        rows={rows}
        total={list.data?.total ?? 0}
        state={state}
        onStateChange={changeState}
        dateRange={model.dateField !== undefined}
        keyboardScope="page"
        getRowId={(row, index) => (typeof row._id === 'string' ? row._id : String(index))}
        getRowLabel={keyOf}
        onRowAction={
          entry.kind === 'resource' || isWritableView(entry)
            ? (row) => {
                if (rowActionsOf(entry, resource, row, approve, context).some((a) => a.kind === 'view'))
                  void navigate({ to: rowPath(row) });
              }
            : undefined
        }
        isLoading={
          !settings.settled || (list.allowed && list.isPending) || (list.isFetching && list.isPlaceholderData)
        }
        error={list.isError ? `${t('catalogue.list.error')}: ${failureText(list.error, t)}` : undefined}
        onRetry={() => void list.refetch()}
        settings={settings.settings}
        settingsKey={settingsKey}
        onSettingsSave={settings.onSettingsSave}
        settingsLabels={english ? englishTableSettingsLabels : undefined}
        labels={{
          ...(english ? englishDataTableLabels : defaultDataTableLabels),
          emptyTitle: state.searchKey
            ? t('catalogue.list.emptySearch')
            : filtered
              ? t('catalogue.list.emptyFiltered')
              : t('catalogue.list.empty'),
          ...(canAdd && !state.searchKey && !filtered
            ? { emptyDescription: t('catalogue.list.emptyDescription') }
            : {}),
        }}
        toolbar={
          <span style={toolbarEnd}>
            <ExportButtons
              exporter={exporter}
              csvLabel={t('catalogue.list.exportCsv')}
              xlsxLabel={t('catalogue.list.exportXlsx')}
            />
            {canAdd && entry.kind === 'resource' && (
              <Button size="sm" variant="secondary" onPress={() => setImporting(true)}>
                {t('catalogue.list.import')}
              </Button>
            )}
            {canAdd && (
              <Button size="sm" onPress={() => void navigate({ to: `${target.route}/new` })}>
                {t('catalogue.list.new')}
              </Button>
            )}
          </span>
        }
        height={560}
      />
      {canAdd && entry.kind === 'resource' && (
        <ImportDialog
          isOpen={importing}
          onClose={() => setImporting(false)}
          resource={resource}
          title={title}
          locale={locale}
        />
      )}
      <ConfirmDialog
        isOpen={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        onConfirm={() => pending && remove(pending.row)}
        title={t('catalogue.list.confirmTitle')}
        message={confirmText}
        confirmLabel={t('catalogue.list.confirmOk')}
        cancelLabel={t('catalogue.list.cancel')}
        tone="danger"
        isPending={deletion.isPending}
      />
      <TransitionConfirm resource={resource} pending={transition} onClose={() => setTransition(null)} />
    </section>
  );
}
