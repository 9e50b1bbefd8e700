import { userInfoOf, type UserInfo } from '@sen/domain';
import type { Kysely } from 'kysely';
import type { CustomerRow, Database, UserRow } from '../db/schema.js';

const rightNames = ['r_access', 'r_read', 'r_readall', 'r_add', 'r_edit', 'r_del', 'r_print'] as const;
type RightName = (typeof rightNames)[number];

/** The signed-in staff user as the apps see it: rights as lists of menu ids per right. */
export const staffUserInfo = async (db: Kysely<Database>, user: UserRow): Promise<UserInfo> => {
  const [rights, configs] = await Promise.all([
    db
      .selectFrom('user_rights')
      .select(['menu_id', ...rightNames])
      .where('tenant_id', '=', user.tenant_id)
      .where('user_id', '=', user.id)
      .orderBy('menu_id')
      .execute(),
    db
      .selectFrom('user_configs')
      .select(['name', 'value'])
      .where('tenant_id', '=', user.tenant_id)
      .where('user_id', '=', user.id)
      .orderBy('name')
      .execute(),
  ]);
  const granted = (right: RightName) => rights.filter((row) => row[right]).map((row) => row.menu_id);
  return {
    user_name: user.user_name,
    ten_nsd: user.ten_nsd,
    email: user.email,
    is_admin: user.is_admin ? 1 : 0,
    user_type: 'staff',
    ma_kh: null,
    user_rights: { branchs: user.branchs, employees: user.employees, employee_yn: user.employee_yn ? 1 : 0 },
    r_access: granted('r_access'),
    r_read: granted('r_read'),
    r_readall: granted('r_readall'),
    r_add: granted('r_add'),
    r_edit: granted('r_edit'),
    r_del: granted('r_del'),
    r_print: granted('r_print'),
    saler: user.ma_nvbh ? { ma_nvbh: user.ma_nvbh, ten_nvbh: user.ten_nvbh ?? '' } : null,
    agent_id: user.agent_id,
    agent_pass: user.agent_pass,
    user_configs: configs,
  };
};

/** A customer signed in to the client portal: no rights, no branches, identified by ma_kh. */
export const customerUserInfo = (customer: CustomerRow): UserInfo =>
  userInfoOf({
    user_name: customer.dien_thoai ?? customer.ma_kh,
    ten_nsd: customer.ten_kh,
    email: customer.email,
    user_type: 'customer',
    ma_kh: customer.ma_kh,
  });
