import { useTranslation } from '../../i18n/react';
import { Card } from '@sen/ui';
import { useAuthState } from '../../app/ServicesContext';
import * as styles from './profile.styles';

/** /user/profile: the signed-in user's information as the server sent it. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { user, commands, branches } = useAuthState();
  if (!user) return null;

  const none = t('profile.none');
  const granted = user.user_rights.branchs
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
  const branchNames = granted.map((code) => {
    const branch = branches.find((b) => b.ma_dvcs === code);
    return branch ? `${code} - ${branch.ten_dvcs}` : code;
  });
  const role =
    user.is_admin === 1
      ? t('profile.admin')
      : user.user_type === 'customer'
        ? t('profile.customer')
        : t('profile.staff');
  const rows: [string, string][] = [
    [t('profile.userName'), user.user_name],
    [t('profile.displayName'), user.ten_nsd || none],
    [t('profile.email'), user.email || none],
    [t('profile.role'), role],
    [
      t('profile.branches'),
      user.is_admin === 1 ? t('profile.allBranches') : branchNames.length > 0 ? branchNames.join(', ') : none,
    ],
    [t('profile.saler'), user.saler ? `${user.saler.ma_nvbh} - ${user.saler.ten_nvbh}` : none],
    [
      t('profile.employeeScope'),
      user.user_rights.employee_yn === 1
        ? t('profile.employeeScopeOwn', { employees: user.user_rights.employees.join(', ') || none })
        : t('profile.employeeScopeAll'),
    ],
    [t('profile.agent'), user.agent_id || none],
    [t('profile.commands'), String(commands.filter((c) => c.command.trim()).length)],
  ];

  return (
    <Card>
      <dl style={styles.list}>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt style={styles.term}>{label}</dt>
            <dd style={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
