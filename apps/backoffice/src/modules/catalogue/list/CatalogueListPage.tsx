import { useMemo, useState } from 'react';
import type { CSSProperties } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Button, ConfirmDialog, DataTable, vars } from '@sen/ui';
import type { DataTableState } from '@sen/ui';
import { createTableQuery, DEFAULT_PAGE_SIZE, isPageSize } from '@sen/domain';
import type { Resource, View } from '@sen/domain/resources';
import { englishDataTableLabels, defaultDataTableLabels, englishTableSettingsLabels } from '@sen/ui';
import { useAuthState, useServices } from '../../../app/ServicesContext';
import { useTranslation } from '../../../i18n/react';
import { failureText } from '../../auth/errors';
import { usePageHeading } from '../../layout/usePageHeading';
import { notify } from '../../notify/notify';
import { useLabelLocale } from '../fields/labelLocale';
import { actionsColumn, listColumnsOf, type CatalogueRow } from './columns';
import { exportColumnsOf } from './exportRows';
import { FilterBar } from './FilterBar';
import { ImportDialog } from './ImportDialog';
import { listModelOf, listQueryOf, withFixedFilters, type FixedFilters, type ListModel } from './listQuery';
import { mayAdd, rowActionsOf, type RowAction } from './rowActions';
import { ExportButtons } from './ExportButtons';
import { useExport } from './useExport';
import { useServerTableSettings } from './useServerTableSettings';
import { useUrlTable } from './useUrlTable';
import { isWritableView, pageResourceOf } from '../viewResource';

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
const rowButtons: CSSProperties = { display: 'flex', gap: 4 };
const page: CSSProperties = { display: 'grid', gap: vars.space.md };

/** The query key of a catalogue list (every list of the resource is invalidated by its writes). */
export const catalogueListKey = (resource: Pick<Resource, 'name'>, path: string, query: unknown) =>
  ['sen', 'catalogue', resource.name, 'list', path, query] as const;

/** A confirmation pending: delete, approve, unapprove or a view's action on one row. */
type Pending = { row: CatalogueRow; action: Exclude<RowAction, { kind: 'view' | 'edit' | 'print' }> } | null;

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

function ListScreen({
  entry,
  resource,
  approve = false,
  fixedFilters = noFixedFilters,
  settingsKey,
}: CatalogueListPageProps & { settingsKey: string }) {
  const { t } = useTranslation();
  const locale = useLabelLocale();
  const { api } = useServices();
  const { user, voucherLocks } = useAuthState();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { title } = usePageHeading();
  const model: ListModel = useMemo(
    () => withFixedFilters(listModelOf(entry, resource), fixedFilters),
    [entry, resource, fixedFilters],
  );
  const settings = useServerTableSettings(settingsKey);
  const defaults = useMemo(
    () =>
      createTableQuery({
        pageSize: settings.pageSize && isPageSize(settings.pageSize) ? settings.pageSize : DEFAULT_PAGE_SIZE,
      }),
    [settings.pageSize],
  );
  const { state, setState } = useUrlTable(model.filters, defaults);
  const query = useMemo(() => listQueryOf(state, model, fixedFilters), [state, model, fixedFilters]);
  const list = useQuery({
    queryKey: catalogueListKey(resource, model.listPath, query),
    queryFn: ({ signal }) =>
      api.get<{ items: CatalogueRow[]; total: number }>(model.listPath, query, { signal }),
    placeholderData: keepPreviousData,
    enabled: settings.settled,
  });
  const [pending, setPending] = useState<Pending>(null);
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
  const rowPath = (row: CatalogueRow) => `${target.route}/${encodeURIComponent(String(row._id ?? ''))}`;
  const keyOf = (row: CatalogueRow) => resource.keyOf(row);

  const mutate = useMutation({
    mutationFn: async ({ row, action }: NonNullable<Pending>) => {
      const id = encodeURIComponent(String(row._id ?? ''));
      switch (action.kind) {
        case 'delete':
          return api.delete(`/${target.path}/${id}`);
        case 'approve':
          return api.post(`/${resource.path}/${id}/approve`);
        case 'unapprove':
          return api.delete(`/${resource.path}/${id}/approve`);
        case 'viewAction':
          return api.post(`/${entry.path}/${id}/${action.action.name}`);
      }
    },
    onSuccess: (_answer, { action }) => {
      const done =
        action.kind === 'delete'
          ? t('catalogue.list.deleted')
          : action.kind === 'approve'
            ? t('catalogue.list.approved')
            : action.kind === 'unapprove'
              ? t('catalogue.list.unapproved')
              : t('catalogue.list.actionDone');
      notify('success', done);
      void queryClient.invalidateQueries({ queryKey: ['sen', 'catalogue', resource.name] });
    },
    onError: (error) => notify('failure', failureText(error, t)),
    onSettled: () => setPending(null),
  });

  const buttonOf = (row: CatalogueRow, action: RowAction) => {
    const key = keyOf(row);
    switch (action.kind) {
      case 'view':
        return (
          <Button
            key="view"
            size="sm"
            variant="ghost"
            aria-label={t('catalogue.list.viewRow', { key })}
            onPress={() => void navigate({ to: rowPath(row) })}
          >
            {t('catalogue.list.view')}
          </Button>
        );
      case 'edit':
        return (
          <Button
            key="edit"
            size="sm"
            variant="secondary"
            aria-label={t('catalogue.list.editRow', { key })}
            onPress={() => void navigate({ to: `${rowPath(row)}/edit` })}
          >
            {t('catalogue.list.edit')}
          </Button>
        );
      case 'print':
        return (
          <Button
            key="print"
            size="sm"
            variant="ghost"
            aria-label={t('catalogue.list.printRow', { key })}
            onPress={() => void navigate({ to: `${rowPath(row)}/print` })}
          >
            {t('catalogue.list.print')}
          </Button>
        );
      case 'delete':
        return (
          <Button
            key="delete"
            size="sm"
            variant="danger"
            aria-label={t('catalogue.list.deleteRow', { key })}
            onPress={() => setPending({ row, action })}
          >
            {t('catalogue.list.delete')}
          </Button>
        );
      case 'approve':
      case 'unapprove':
        return (
          <Button
            key={action.kind}
            size="sm"
            variant="primary"
            aria-label={t(`catalogue.list.${action.kind}Row`, { key })}
            onPress={() => setPending({ row, action })}
          >
            {t(`catalogue.list.${action.kind}`)}
          </Button>
        );
      case 'viewAction':
        return (
          <Button
            key={action.action.name}
            size="sm"
            variant="secondary"
            aria-label={t('catalogue.list.actionRow', { action: action.action.label[locale], key })}
            onPress={() => setPending({ row, action })}
          >
            {action.action.label[locale]}
          </Button>
        );
    }
  };

  const columns = useMemo(() => {
    const base = listColumnsOf(model.columns, resource.fields, locale);
    const buttons =
      entry.kind === 'view' ? entry.actions.length + (isWritableView(entry) ? 4 : 0) : approve ? 3 : 4;
    if (buttons === 0) return base;
    return [
      ...base,
      actionsColumn(t('catalogue.list.actions'), Math.max(110, buttons * 64), (row) => (
        <span style={rowButtons}>
          {rowActionsOf(entry, resource, row, approve, context).map((a) => buttonOf(row, a))}
        </span>
      )),
    ];
    // buttonOf reads only stable values and the row.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [model, resource, entry, approve, context, locale, t]);

  const exportColumns = useMemo(
    () => exportColumnsOf(model.columns, resource.fields, locale),
    [model, resource, locale],
  );
  const exporter = useExport({
    listPath: model.listPath,
    query,
    columns: exportColumns,
    name: entry.name,
    locale,
  });

  const canAdd = mayAdd(entry, approve, context);
  const filtered = Object.values(state.filters ?? {}).some((v) => v !== undefined);
  const english = locale === 'en';
  const rows = list.data?.items ?? [];

  const confirmText = (() => {
    if (!pending) return '';
    const key = keyOf(pending.row);
    switch (pending.action.kind) {
      case 'delete':
        return t('catalogue.list.confirmDelete', { key });
      case 'approve':
        return t('catalogue.list.confirmApprove', { key });
      case 'unapprove':
        return t('catalogue.list.confirmUnapprove', { key });
      case 'viewAction':
        return t('catalogue.list.confirmAction', { action: pending.action.action.label[locale], key });
    }
  })();

  return (
    <section aria-label={title} style={page}>
      {model.filters.length > 0 && (
        <FilterBar
          names={model.filters}
          fields={resource.fields}
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
        isLoading={!settings.settled || list.isPending || (list.isFetching && list.isPlaceholderData)}
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
        onConfirm={() => pending && mutate.mutate(pending)}
        title={t('catalogue.list.confirmTitle')}
        message={confirmText}
        confirmLabel={t('catalogue.list.confirmOk')}
        cancelLabel={t('catalogue.list.cancel')}
        tone={pending?.action.kind === 'delete' ? 'danger' : 'primary'}
        isPending={mutate.isPending}
      />
    </section>
  );
}
