import type { ColumnType, Generated, Selectable } from 'kysely';
import type { FileTables } from './tables/files.js';
import type { LedgerTables } from './tables/ledgers.js';
import type { NotificationTables } from './tables/notifications.js';
import type { OperationTables } from './tables/operations.js';
import type { ResourceSetTables } from './tables/resource-sets.js';

/** Columns the database fills in (defaults, identities, generated columns). */
export type Defaulted<T> = ColumnType<T, T | undefined, T>;
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** `date` columns: written as 'YYYY-MM-DD'; read them with to_char(...) to avoid time-zone shifts. */
export type DateColumn = ColumnType<Date, string, string>;

export type TenantsTable = {
  id: Generated<string>;
  code: string;
  name: string;
  is_demo: Defaulted<boolean>;
  created_at: Timestamp;
};

export type BranchesTable = {
  tenant_id: string;
  ma_dvcs: string;
  ten_dvcs: string;
  dia_chi: string | null;
  dien_thoai: string | null;
  /** The bank transfers are received on (the till's VietQR): BIN, account number, holder's name. */
  nh_bin: string | null;
  so_tk_nh: string | null;
  ten_tk_nh: string | null;
};

export type UsersTable = {
  id: Generated<string>;
  tenant_id: string;
  user_name: string;
  password_hash: string;
  ten_nsd: string;
  email: string | null;
  is_admin: Defaulted<boolean>;
  branchs: Defaulted<string>;
  employee_yn: Defaulted<boolean>;
  employees: Defaulted<string[]>;
  ma_nvbh: string | null;
  ten_nvbh: string | null;
  agent_id: string | null;
  agent_pass: string | null;
  locked: Defaulted<boolean>;
  created_at: Timestamp;
};

export type UserRightsTable = {
  tenant_id: string;
  user_id: string;
  menu_id: string;
  r_access: Defaulted<boolean>;
  r_read: Defaulted<boolean>;
  r_readall: Defaulted<boolean>;
  r_add: Defaulted<boolean>;
  r_edit: Defaulted<boolean>;
  r_del: Defaulted<boolean>;
  r_print: Defaulted<boolean>;
};

export type UserConfigsTable = { tenant_id: string; user_id: string; name: string; value: Defaulted<string> };

export type CommandsTable = {
  tenant_id: string;
  menu_id: string;
  menu_id0: Defaulted<string>;
  command: Defaulted<string>;
  title: string;
  title_en: string;
  stt: Defaulted<number>;
  icon: string | null;
};

export type ConfigsTable = { tenant_id: string; name: string; grp: string; value: Defaulted<string> };

export type DictionariesTable = {
  tenant_id: string;
  loai: string;
  ma_tudien: string;
  ten_tudien: string;
  ten_tudien_en: Defaulted<string>;
  stt: Defaulted<number>;
};

export type SttTable = {
  tenant_id: string;
  ma_dvcs: string;
  ma_ct: string;
  nam: number;
  tien_to: Defaulted<string>;
  so_hien_tai: Defaulted<number>;
  do_dai: Defaulted<number>;
};

export type VoucherLocksTable = { tenant_id: string; ma_dvcs: string; ma_ct: string; ngay_ks: DateColumn };

export type CallCenterProvidersTable = {
  tenant_id: string;
  provider: string;
  ten_ncc: string;
  enable: Defaulted<boolean>;
  endpoint: string | null;
};

/**
 * Customers: the partners resource of the catalogue (migration 0006 renamed id to `_id` and created_at to the
 * ngay_tao stamp, and added the declaration's other columns).
 */
export type CustomersTable = {
  _id: Generated<string>;
  tenant_id: string;
  ma_kh: string;
  ten_kh: string;
  dien_thoai: string | null;
  email: string | null;
  ngay_sinh: DateColumn | null;
  gioi_tinh: string | null;
  dia_chi: string | null;
  ma_dvcs: string | null;
  ma_nvbh: string | null;
  ten_nvbh: ColumnType<string | null, string | null | undefined, string | null>;
  ma_nhom_kh: ColumnType<string | null, string | null | undefined, string | null>;
  ma_nguon: ColumnType<string | null, string | null | undefined, string | null>;
  ghi_chu: ColumnType<string | null, string | null | undefined, string | null>;
  nguoi_tao: ColumnType<string | null, string | null | undefined, string | null>;
  ngay_tao: Timestamp;
  nguoi_sua: ColumnType<string | null, string | null | undefined, string | null>;
  ngay_sua: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  search_text: ColumnType<string, never, never>;
};

export type SubjectType = 'staff' | 'customer';

export type RefreshTokensTable = {
  id: Generated<string>;
  tenant_id: string;
  subject_type: SubjectType;
  subject_id: string;
  family_id: string;
  token_hash: string;
  device_id: string | null;
  ip: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  revoked_at: Timestamp | null;
};

export type LoginFailuresTable = {
  id: Generated<string>;
  tenant_id: string;
  user_name: string;
  ip: string;
  at: Timestamp;
};

export type OtpCodesTable = {
  id: Generated<string>;
  tenant_id: string;
  phone: string;
  code_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  /** Guesses checked against this code so far. */
  attempts: Generated<number>;
  /** The address that asked for it. */
  ip: string | null;
  /**
   * What it is for: 'sign-in', 'package:<service voucher _id>' (migrations/0022_otp_purpose.sql), or
   * 'prepaid:<retail order _id>' (a till's spending of the customer's prepaid value, services/prepaid-otp.ts).
   */
  purpose: Generated<string>;
  created_at: Timestamp;
};

/**
 * What a customer confirmed by one-time code that a retail order spends of their prepaid value — package sessions
 * and their prepaid card — under the order's id, which the till makes before the order is stored
 * (migrations/0042_prepaid_otp.sql, services/prepaid-otp.ts). The order's writes stamp it as its `lt_xac_nhan`.
 */
export type PrepaidOtpConfirmationsTable = {
  tenant_id: string;
  order_id: string;
  ma_kh: string;
  lt_xac_nhan: string;
  confirmed_at: Generated<Timestamp>;
};

export type SmsLogsTable = {
  id: Generated<string>;
  tenant_id: string;
  phone: string;
  message: string;
  status: string;
  /** '' for messages sent by hand and codes; 'task-reminder' for appointment reminders. */
  kind: Defaulted<string>;
  /** What it was sent for (a reminder's job key), so it is never sent twice. */
  ref: string | null;
  provider_message_id: string | null;
  error: string | null;
  created_at: Timestamp;
};

export type SignInsTable = {
  id: Generated<string>;
  tenant_id: string;
  user_name: string;
  ip: string | null;
  /** The Device-Id header of the sign-in, when sent. */
  device_id: string | null;
  at: Timestamp;
};

export type SchemaMigrationsTable = { version: string; name: string; applied_at: Timestamp };

/** The tables of the first migration. */
export type CoreTables = {
  tenants: TenantsTable;
  branches: BranchesTable;
  users: UsersTable;
  user_rights: UserRightsTable;
  user_configs: UserConfigsTable;
  commands: CommandsTable;
  configs: ConfigsTable;
  dictionaries: DictionariesTable;
  stt: SttTable;
  voucher_locks: VoucherLocksTable;
  call_center_providers: CallCenterProvidersTable;
  customers: CustomersTable;
  refresh_tokens: RefreshTokensTable;
  login_failures: LoginFailuresTable;
  otp_codes: OtpCodesTable;
  sms_logs: SmsLogsTable;
  sign_ins: SignInsTable;
  schema_migrations: SchemaMigrationsTable;
};

/** Every table; each area declares its own in `./tables/`. */
export type Database = CoreTables & {
  prepaid_otp_confirmations: PrepaidOtpConfirmationsTable;
} & ResourceSetTables &
  OperationTables &
  NotificationTables &
  FileTables &
  LedgerTables;

export type Tenant = Selectable<TenantsTable>;
export type UserRow = Selectable<UsersTable>;
export type CustomerRow = Selectable<CustomersTable>;
