import { useState } from 'react';
import type { CSSProperties } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { Badge, Button, ConfirmDialog, EmptyState, Spinner } from '@sen/ui';
import { can } from '@sen/auth';
import {
  commandRoutes,
  formatBoolean,
  formatDateTime,
  rightFlagNames,
  USERS_MENU_ID,
  type UserDetail,
} from '@sen/domain';
import { useAuthState, useServices } from '../../app/ServicesContext';
import { useTranslation } from '../../i18n/react';
import { failureText } from '../auth/errors';
import * as styles from '../catalogue/form/form.styles';
import { notify } from '../notify/notify';
import { grantedRows, matrixOf } from './rightsMatrix';
import { userKeys, usersCalls } from './usersApi';

const LIST_PATH = '/system/users';
const dl: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '6px 16px',
  margin: 0,
};
const dt: CSSProperties = { fontWeight: 600 };
const dd: CSSProperties = { margin: 0 };

const titleOf = new Map(commandRoutes.map((route) => [route.menuId, route.title]));

/** /system/users/$id: the user read-only (account, scope, call center, granted rights) with Edit and Delete. */
export function UserViewPage({ id }: { id: string }) {
  const { api } = useServices();
  const { t } = useTranslation();
  const user = useQuery({
    queryKey: userKeys.one(id),
    queryFn: ({ signal }) => usersCalls(api).get(id, signal),
  });
  if (user.isPending) return <Spinner label={t('users.loading')} />;
  if (user.isError)
    return (
      <EmptyState
        title={t('users.loadFailed')}
        description={user.error.message}
        action={<Button onPress={() => void user.refetch()}>{t('users.retry')}</Button>}
      />
    );
  return <UserView user={user.data} />;
}

function UserView({ user }: { user: UserDetail }) {
  const { api } = useServices();
  const { user: me } = useAuthState();
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'vi';
  const router = useRouter();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const self = user.user_name.toLowerCase() === me?.user_name.toLowerCase();
  const mayEdit = can(me, { menuId: USERS_MENU_ID, right: 'edit' });
  const mayDelete = can(me, { menuId: USERS_MENU_ID, right: 'del' }) && !self;
  const rows = grantedRows(matrixOf(user.rights));
  const yesNo = (value: boolean) => formatBoolean(value, locale);

  const remove = async () => {
    setBusy(true);
    try {
      await usersCalls(api).remove(user.id);
      notify('success', t('users.deleted'));
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
      void router.navigate({ href: LIST_PATH });
    } catch (error) {
      notify('failure', failureText(error, t));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const field = (label: string, value: string) => (
    <>
      <dt style={dt}>{label}</dt>
      <dd style={dd}>{value || '—'}</dd>
    </>
  );

  return (
    <div style={styles.page}>
      <div style={styles.toolbar} role="toolbar" aria-label={user.user_name}>
        <Button variant="secondary" onPress={() => void router.navigate({ href: LIST_PATH })}>
          {t('users.backToList')}
        </Button>
        <div style={styles.toolbarEnd}>
          {mayEdit && (
            <Button
              onPress={() =>
                void router.navigate({ href: `${LIST_PATH}/${encodeURIComponent(user.id)}/edit` })
              }
            >
              {t('users.edit')}
            </Button>
          )}
          {mayDelete && (
            <Button variant="danger" onPress={() => setConfirming(true)}>
              {t('users.delete')}
            </Button>
          )}
        </div>
      </div>

      <section style={styles.section} aria-label={t('users.sections.account')}>
        <h2 style={styles.sectionTitle}>
          {user.user_name} {user.is_admin && <Badge tone="info">{t('users.adminBadge')}</Badge>}{' '}
          {user.locked ? (
            <Badge tone="danger">{t('users.lockedBadge')}</Badge>
          ) : (
            <Badge tone="success">{t('users.active')}</Badge>
          )}
        </h2>
        <dl style={dl}>
          {field(t('users.userName'), user.user_name)}
          {field(t('users.displayName'), user.ten_nsd)}
          {field(t('users.email'), user.email ?? '')}
          {field(t('users.isAdmin'), yesNo(user.is_admin))}
          {field(t('users.locked'), yesNo(user.locked))}
          {field(t('users.createdAt'), formatDateTime(user.created_at, { seconds: true }))}
        </dl>
      </section>

      <section style={styles.section} aria-label={t('users.sections.scope')}>
        <h2 style={styles.sectionTitle}>{t('users.sections.scope')}</h2>
        <dl style={dl}>
          {field(
            t('users.branchs'),
            user.branchs.split(',').filter(Boolean).join(', ') || t('users.noBranchs'),
          )}
          {field(t('users.saler'), user.ma_nvbh ? `${user.ma_nvbh} - ${user.ten_nvbh ?? ''}` : '')}
          {field(t('users.employeeScope'), yesNo(user.employee_yn))}
          {user.employee_yn &&
            field(t('users.employees'), user.employees.join(', ') || t('users.noEmployees'))}
          {field(t('users.agentId'), user.agent_id ?? '')}
        </dl>
      </section>

      <section style={styles.section} aria-label={t('users.sections.rights')}>
        <h2 style={styles.sectionTitle}>{t('users.sections.rights')}</h2>
        {user.is_admin && <p style={styles.hint}>{t('users.adminRightsNote')}</p>}
        {rows.length === 0 ? (
          <p style={styles.hint}>{t('users.rights.none')}</p>
        ) : (
          <table style={styles.linesTable} aria-label={t('users.rights.table')}>
            <thead>
              <tr>
                <th scope="col" style={styles.linesHead}>
                  {t('users.rights.function')}
                </th>
                {rightFlagNames.map((name) => (
                  <th scope="col" key={name} style={{ ...styles.linesHead, textAlign: 'center' }}>
                    {t(`users.rights.names.${name}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.menuId} data-menu-id={row.menuId}>
                  <th scope="row" style={{ ...styles.linesCell, textAlign: 'start', fontWeight: 'normal' }}>
                    {titleOf.get(row.menuId)?.[locale] ?? row.menuId}
                  </th>
                  {rightFlagNames.map((name) => (
                    <td key={name} style={{ ...styles.linesCell, textAlign: 'center' }}>
                      {row.names.includes(name) ? (
                        <span role="img" aria-label={t(`users.rights.names.${name}`)}>
                          ✓
                        </span>
                      ) : null}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('system.confirm')}
        message={t('users.confirmDelete', { user: user.user_name })}
        confirmLabel={t('system.agree')}
        cancelLabel={t('system.cancel')}
        tone="danger"
        isPending={busy}
        onConfirm={() => void remove()}
      />
    </div>
  );
}
