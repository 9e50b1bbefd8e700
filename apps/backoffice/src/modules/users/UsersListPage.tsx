import { useMemo, useState } from 'react';
import type { CSSProperties } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Badge, Button, ConfirmDialog, DataTable, type DataTableColumn } from '@sen/ui';
import { can } from '@sen/auth';
import { createTableQuery, USERS_MENU_ID, type User, type UsersQuery } from '@sen/domain';
import { useAuthState, useServices } from '../../app/ServicesContext';
import { useTranslation } from '../../i18n/react';
import { failureText } from '../auth/errors';
import { useUrlTable } from '../catalogue/list/useUrlTable';
import { notify } from '../notify/notify';
import { useTableKit } from '../table/useTableKit';
import { userKeys, usersCalls } from './usersApi';

const LIST_PATH = '/system/users';
const page: CSSProperties = { display: 'grid', gap: 12 };
const rowButtons: CSSProperties = { display: 'flex', gap: 4 };
const toolbarEnd: CSSProperties = { display: 'flex', gap: 8, marginInlineStart: 'auto' };
const noFilters: readonly string[] = [];
const defaults = createTableQuery();

/**
 * /system/users: the tenant's users in a server-paged data table (search over user name, display name and email
 * ignoring accents, sort, page; the query in the address bar), with New / View / Edit / Delete as `can` allows on
 * menu id `system.users`; deleting asks 'Xác nhận'.
 */
export function UsersListPage() {
  const { t } = useTranslation();
  const { api } = useServices();
  const { user: me } = useAuthState();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const kit = useTableKit('system.users');
  const { state, setState } = useUrlTable(noFilters, defaults);
  const query: UsersQuery = {
    pageIndex: state.pageIndex,
    pageSize: state.pageSize,
    sortKey: state.sortKey,
    sortType: state.sortKey ? state.sortType : undefined,
    searchKey: state.searchKey,
  };
  const list = useQuery({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => usersCalls(api).list(query, signal),
    placeholderData: keepPreviousData,
  });
  const [pending, setPending] = useState<User | null>(null);
  const remove = useMutation({
    mutationFn: (user: User) => usersCalls(api).remove(user.id),
    onSuccess: () => {
      notify('success', t('users.deleted'));
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
    onError: (error) => notify('failure', failureText(error, t)),
    onSettled: () => setPending(null),
  });

  const may = {
    add: can(me, { menuId: USERS_MENU_ID, right: 'add' }),
    edit: can(me, { menuId: USERS_MENU_ID, right: 'edit' }),
    del: can(me, { menuId: USERS_MENU_ID, right: 'del' }),
  };
  const rowPath = (user: User) => `${LIST_PATH}/${encodeURIComponent(user.id)}`;

  const columns = useMemo<DataTableColumn<User>[]>(
    () => [
      {
        id: 'user_name',
        header: t('users.userName'),
        accessor: (u) => u.user_name,
        sortable: true,
        width: 160,
      },
      {
        id: 'ten_nsd',
        header: t('users.displayName'),
        accessor: (u) => u.ten_nsd,
        sortable: true,
        width: 220,
      },
      { id: 'email', header: t('users.email'), accessor: (u) => u.email ?? '', sortable: true, width: 200 },
      { id: 'branchs', header: t('users.branchs'), accessor: (u) => u.branchs, width: 160 },
      {
        id: 'ma_nvbh',
        header: t('users.saler'),
        accessor: (u) => (u.ma_nvbh ? `${u.ma_nvbh} - ${u.ten_nvbh ?? ''}` : ''),
        sortable: true,
        width: 180,
      },
      {
        id: 'is_admin',
        header: t('users.isAdmin'),
        accessor: (u) => (u.is_admin ? t('users.yes') : t('users.no')),
        cell: (u) => (u.is_admin ? <Badge tone="info">{t('users.adminBadge')}</Badge> : null),
        sortable: true,
        width: 120,
      },
      {
        id: 'locked',
        header: t('users.status'),
        accessor: (u) => (u.locked ? t('users.lockedBadge') : t('users.active')),
        cell: (u) =>
          u.locked ? (
            <Badge tone="danger">{t('users.lockedBadge')}</Badge>
          ) : (
            <Badge tone="success">{t('users.active')}</Badge>
          ),
        sortable: true,
        width: 120,
      },
      {
        id: 'actions',
        header: t('users.actions'),
        width: 220,
        pinned: 'right',
        cell: (u) => (
          <span style={rowButtons}>
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('users.viewRow', { user: u.user_name })}
              onPress={() => void navigate({ to: rowPath(u) })}
            >
              {t('users.view')}
            </Button>
            {may.edit && (
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('users.editRow', { user: u.user_name })}
                onPress={() => void navigate({ to: `${rowPath(u)}/edit` })}
              >
                {t('users.edit')}
              </Button>
            )}
            {may.del && u.user_name.toLowerCase() !== me?.user_name.toLowerCase() && (
              <Button
                size="sm"
                variant="danger"
                aria-label={t('users.deleteRow', { user: u.user_name })}
                onPress={() => setPending(u)}
              >
                {t('users.delete')}
              </Button>
            )}
          </span>
        ),
      },
    ],
    // rowPath and navigate are stable for the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, may.edit, may.del, me?.user_name],
  );

  return (
    <section style={page} aria-label={t('users.table')}>
      <DataTable<User>
        mode="server"
        aria-label={t('users.table')}
        columns={columns}
        rows={list.data?.items ?? []}
        total={list.data?.total ?? 0}
        state={state}
        onStateChange={setState}
        keyboardScope="page"
        getRowId={(u) => u.id}
        getRowLabel={(u) => u.user_name}
        onRowAction={(u) => void navigate({ to: rowPath(u) })}
        isLoading={list.isPending || (list.isFetching && list.isPlaceholderData)}
        error={list.isError ? `${t('users.error')}: ${failureText(list.error, t)}` : undefined}
        onRetry={() => void list.refetch()}
        settings={kit.settings}
        settingsKey={kit.settingsKey}
        onSettingsSave={kit.onSettingsSave}
        settingsLabels={kit.settingsLabels}
        labels={{ ...kit.labels, emptyTitle: state.searchKey ? t('users.emptySearch') : t('users.empty') }}
        toolbar={
          may.add ? (
            <span style={toolbarEnd}>
              <Button size="sm" onPress={() => void navigate({ to: `${LIST_PATH}/new` })}>
                {t('users.new')}
              </Button>
            </span>
          ) : undefined
        }
      />
      <ConfirmDialog
        isOpen={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={t('system.confirm')}
        message={pending ? t('users.confirmDelete', { user: pending.user_name }) : ''}
        confirmLabel={t('system.agree')}
        cancelLabel={t('system.cancel')}
        tone="danger"
        isPending={remove.isPending}
        onConfirm={() => pending && remove.mutate(pending)}
      />
    </section>
  );
}
