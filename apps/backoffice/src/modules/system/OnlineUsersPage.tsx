import { useMemo, useState } from 'react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { TFunction } from '../../i18n';
import { Badge, Button, ConfirmDialog, DataTable } from '@sen/ui';
import type { DataTableColumn } from '@sen/ui';
import { can, isAdminUser } from '@sen/auth';
import type { OnlineSession, UserInfo } from '@sen/domain';
import { operationKeys } from '@sen/api';
import { useTranslation } from '../../i18n/react';
import { useAuthState } from '../../app/ServicesContext';
import { failureText } from '../auth/errors';
import { notify } from '../notify/notify';
import { formatDateTime } from '@sen/domain';
import { useOperationsApi } from './useOperationsApi';
import { serverListProps } from '../table/serverListProps';
import { useListTable } from '../table/useListTable';
import * as styles from './system.styles';

/** Whether the user may end this session's user at its address (the server checks the same rule). */
const canLogOut = (user: UserInfo | null, session: OnlineSession): boolean =>
  session.ip !== null &&
  (session.user_name.toLowerCase() === user?.user_name.toLowerCase() ||
    can(user, { menuId: 'system.online', right: 'edit' }));

type Target = { user_name: string; ip: string; own: boolean };

const sessionColumns = (
  t: TFunction,
  user: UserInfo | null,
  onLogOut: (target: Target) => void,
): DataTableColumn<OnlineSession>[] => [
  {
    id: 'user',
    header: t('system.online.user'),
    accessor: (session) => `${session.user_name} (${session.ten_nsd})`,
    cell: (session) => (
      <span>
        <strong>{session.user_name}</strong> <span style={styles.muted}>{session.ten_nsd}</span>{' '}
        {session.current && <Badge tone="success">{t('system.online.current')}</Badge>}
      </span>
    ),
    width: 260,
  },
  {
    id: 'ip',
    header: t('system.online.ip'),
    accessor: (s) => s.ip ?? t('system.online.unknown'),
    width: 140,
  },
  {
    id: 'device_id',
    header: t('system.online.device'),
    accessor: (s) => s.device_id ?? t('system.online.unknown'),
    cell: (s) => <span style={styles.code}>{s.device_id ?? t('system.online.unknown')}</span>,
    width: 200,
  },
  {
    id: 'signed_in_at',
    header: t('system.online.signedIn'),
    accessor: (s) => formatDateTime(s.signed_in_at, { seconds: true }),
    width: 170,
  },
  {
    id: 'last_refreshed_at',
    header: t('system.online.lastRefreshed'),
    accessor: (s) => formatDateTime(s.last_refreshed_at, { seconds: true }),
    width: 170,
  },
  {
    id: 'actions',
    header: t('system.online.actions'),
    cell: (session) =>
      canLogOut(user, session) && session.ip !== null ? (
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('system.online.logoutRow', { user: session.user_name, ip: session.ip })}
          onPress={() =>
            onLogOut({
              user_name: session.user_name,
              ip: session.ip ?? '',
              own: session.user_name.toLowerCase() === user?.user_name.toLowerCase(),
            })
          }
        >
          {t('system.online.logout')}
        </Button>
      ) : null,
    width: 130,
    pinned: 'right',
  },
];

/**
 * /system/online: the staff sessions signed in now (user, address, device, sign-in and last refresh, the
 * caller's own marked), with 'log out' per user and address and, for administrators, 'log out everyone else'.
 */
export function OnlineUsersPage() {
  const { t } = useTranslation();
  const { user } = useAuthState();
  const { calls, mutations } = useOperationsApi();
  const { state, setState, settled, tableProps } = useListTable('system.online');
  const query = { pageIndex: state.pageIndex, pageSize: state.pageSize };
  const sessions = useQuery({
    queryKey: operationKeys.online(query),
    queryFn: ({ signal }) => calls.usersOnline(query, signal),
    placeholderData: keepPreviousData,
    enabled: settled,
  });
  const [target, setTarget] = useState<Target | null>(null);
  const [confirmAll, setConfirmAll] = useState(false);
  const onError = (error: Error) => notify('failure', failureText(error, t));
  const logoutUserAt = useMutation({ ...mutations.logoutUserAt(), onError });
  const logoutAll = useMutation({ ...mutations.logoutAll(), onError });
  const columns = useMemo(() => sessionColumns(t, user, setTarget), [t, user]);

  const endTarget = () => {
    if (!target) return;
    logoutUserAt.mutate(
      { user_name: target.user_name, ip: target.ip },
      {
        onSuccess: ({ ended }) => notify('success', t('system.online.loggedOut', { count: ended })),
        onSettled: () => setTarget(null),
      },
    );
  };
  const endOthers = () =>
    logoutAll.mutate(undefined, {
      onSuccess: ({ ended }) => notify('success', t('system.online.loggedOut', { count: ended })),
      onSettled: () => setConfirmAll(false),
    });

  return (
    <div style={styles.page}>
      {isAdminUser(user) && (
        <div style={styles.actions}>
          <Button variant="danger" onPress={() => setConfirmAll(true)}>
            {t('system.online.logoutOthers')}
          </Button>
        </div>
      )}
      <DataTable
        {...tableProps}
        mode="server"
        aria-label={t('system.online.table')}
        columns={columns}
        state={state}
        onStateChange={setState}
        searchable={false}
        getRowId={(session) => session.session_id}
        getRowLabel={(session) => `${session.user_name} ${session.ip ?? ''}`.trim()}
        {...serverListProps(
          sessions,
          tableProps.labels,
          { error: t('system.online.error'), empty: t('system.online.empty') },
          t,
        )}
        height={480}
      />
      <ConfirmDialog
        isOpen={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title={t('system.confirm')}
        message={
          target
            ? `${t('system.online.logoutConfirm', { user: target.user_name, ip: target.ip })}${
                target.own ? ` ${t('system.online.logoutOwnConfirm')}` : ''
              }`
            : ''
        }
        confirmLabel={t('system.agree')}
        cancelLabel={t('system.cancel')}
        tone="danger"
        isPending={logoutUserAt.isPending}
        onConfirm={endTarget}
      />
      <ConfirmDialog
        isOpen={confirmAll}
        onOpenChange={setConfirmAll}
        title={t('system.confirm')}
        message={t('system.online.logoutOthersConfirm')}
        confirmLabel={t('system.agree')}
        cancelLabel={t('system.cancel')}
        tone="danger"
        isPending={logoutAll.isPending}
        onConfirm={endOthers}
      />
    </div>
  );
}
