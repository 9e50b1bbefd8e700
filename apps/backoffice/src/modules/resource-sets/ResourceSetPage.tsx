import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { can } from '@sen/auth';
import { Button, ConfirmDialog, DataTable } from '@sen/ui';
import { decodeTableQuery } from '@sen/domain';
import type { ResourceSet, TableQueryState } from '@sen/domain';
import { resourceSetMutations, resourceSetQueries } from '@sen/api';
import { useAuthState, useServices } from '../../app/ServicesContext';
import { localeOf } from '../../i18n';
import { useTranslation } from '../../i18n/react';
import { failureText } from '../auth/errors';
import { usePageHeading } from '../layout/usePageHeading';
import { notify } from '../notify/notify';
import { useTableKit } from '../table/useTableKit';
import { branchChoices, branchText } from './branchOptions';
import { resourceColumns, type ResourceRowData } from './columns';
import { fieldSpecsOf } from './fieldSpecs';
import { ResourceSetEditor } from './ResourceSetEditor';
import * as styles from './resourceSets.styles';

/** The drawer's state: closed, a new row, or a saved row being edited. */
type Editing = { row?: ResourceRowData } | null;

/**
 * The screen of one resource set (spec section 7), derived from its declaration: a server-paged, searchable,
 * sortable list whose query lives in the address, and create / edit / delete in a drawer and a confirmation, each
 * offered only with the user's right on the set's menu id (the server checks it again).
 */
export function ResourceSetPage({ set }: { set: ResourceSet }) {
  // Keyed by the set: moving between two of these screens starts the second from its own address and state.
  return <ResourceSetScreen key={set.name} set={set} />;
}

function ResourceSetScreen({ set }: { set: ResourceSet }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n);
  const { api } = useServices();
  const queryClient = useQueryClient();
  const { user, branches, availableBranches, selectedBranches } = useAuthState();
  const { title } = usePageHeading();
  const kit = useTableKit(`resources.${set.name}`);
  const [query, setQuery] = useState<TableQueryState>(() => decodeTableQuery(kit.urlState?.read() ?? {}));
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ResourceRowData | null>(null);

  const fields = useMemo(() => fieldSpecsOf(set), [set]);
  const queries = useMemo(() => resourceSetQueries(api, set), [api, set]);
  const mutations = useMemo(() => resourceSetMutations(api, set, queryClient), [api, set, queryClient]);
  // The table's state is the list query as it is (the server takes the same names).
  const list = useQuery(queries.list(query));
  const remove = useMutation(mutations.remove);

  const allowed = (right: 'add' | 'edit' | 'del') => can(user, { menuId: set.menuId, right });
  const mayAdd = allowed('add');
  const mayEdit = allowed('edit');
  const mayDelete = allowed('del');
  const keyOf = (row: ResourceRowData) => set.keyOf(row);

  const columns = useMemo(
    () =>
      resourceColumns({
        setName: set.name,
        fields,
        branches,
        t,
        locale,
        keyOf: (row) => set.keyOf(row),
        onEdit: mayEdit ? (row) => setEditing({ row }) : undefined,
        onDelete: mayDelete ? (row) => setDeleting(row) : undefined,
      }),
    [set, fields, branches, t, locale, mayEdit, mayDelete],
  );
  const branchItems = useMemo(
    () =>
      branchChoices(availableBranches, selectedBranches).map((branch) => ({
        id: branch.ma_dvcs,
        label: branchText(branch.ma_dvcs, branches),
      })),
    [availableBranches, selectedBranches, branches],
  );
  const rows = (list.data?.items ?? []) as ResourceRowData[];

  const confirmDelete = () => {
    if (!deleting) return;
    const target = set.addressBy === 'key' ? deleting : String(deleting._id);
    remove.mutate(target, {
      onSuccess: () => {
        notify('success', t('resources.common.deleted'));
        setDeleting(null);
      },
      onError: (error) => {
        notify('error', failureText(error, t));
        setDeleting(null);
      },
    });
  };

  return (
    <section aria-label={title}>
      <DataTable
        {...kit}
        mode="server"
        aria-label={title}
        columns={columns}
        rows={rows}
        total={list.data?.total ?? 0}
        onStateChange={setQuery}
        getRowId={(row, index) => (typeof row._id === 'string' ? row._id : keyOf(row) || String(index))}
        getRowLabel={keyOf}
        onRowAction={mayEdit ? (row) => setEditing({ row }) : undefined}
        isLoading={list.isPending || (list.isFetching && list.isPlaceholderData)}
        error={list.isError ? `${t('resources.common.error')}: ${failureText(list.error, t)}` : undefined}
        onRetry={() => void list.refetch()}
        labels={{
          ...kit.labels,
          emptyTitle: query.searchKey ? t('resources.common.emptySearch') : t('resources.common.empty'),
        }}
        toolbar={
          mayAdd ? (
            <span style={styles.toolbarActions}>
              <Button onPress={() => setEditing({})}>{t('resources.common.add')}</Button>
            </span>
          ) : undefined
        }
        height={560}
      />
      {editing && (
        <ResourceSetEditor
          set={set}
          fields={fields}
          row={editing.row}
          branchItems={branchItems}
          title={
            editing.row
              ? t('resources.common.editTitle', { key: keyOf(editing.row), title })
              : t('resources.common.addTitle', { title })
          }
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        onConfirm={confirmDelete}
        title={t('resources.common.confirmTitle')}
        message={deleting ? t('resources.common.confirmDelete', { key: keyOf(deleting) }) : ''}
        confirmLabel={t('resources.common.confirmOk')}
        cancelLabel={t('resources.common.cancel')}
        tone="danger"
        isPending={remove.isPending}
      />
    </section>
  );
}
