import type { ColumnType, Generated } from 'kysely';
import type { DateColumn, Timestamp } from '../schema.js';

/** Filled in by the database (defaults). */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** Generated accent-folded search text: read only. */
type SearchText = ColumnType<string, never, never>;
/** jsonb written as a JSON string (`JSON.stringify`), read as the parsed value. */
type JsonObject = ColumnType<Record<string, unknown> | null, string | null, string | null>;

/** The `_id` migration 0002 adds to the tables of the first migration. */
type WithId = { _id: Generated<string> };

export type UnitsTable = {
  _id: Generated<string>;
  tenant_id: string;
  ma_dvt: string;
  ten_dvt: string;
  ten_dvt_en: string | null;
  ghi_chu: string | null;
  trang_thai: Defaulted<boolean>;
  search_text: SearchText;
};

export type TaxesTable = {
  _id: Generated<string>;
  tenant_id: string;
  ma_thue: string;
  ten_thue: string;
  thue_suat: number;
  tk_thue: string | null;
  ghi_chu: string | null;
  trang_thai: Defaulted<boolean>;
  search_text: SearchText;
};

export type WarehousesTable = {
  _id: Generated<string>;
  tenant_id: string;
  ma_kho: string;
  ten_kho: string;
  ma_dvcs: string;
  dia_chi: string | null;
  dien_thoai: string | null;
  thu_kho: string | null;
  ghi_chu: string | null;
  trang_thai: Defaulted<boolean>;
  search_text: SearchText;
};

export type DiscountCodesTable = {
  _id: Generated<string>;
  tenant_id: string;
  ma_ck: string;
  ten_ck: string;
  ma_dvcs: string;
  ty_le_ck: number | null;
  tien_ck: number | null;
  ngay_hl_tu: DateColumn;
  ngay_hl_den: DateColumn | null;
  so_lan_toi_da: number | null;
  ghi_chu: string | null;
  trang_thai: Defaulted<boolean>;
  search_text: SearchText;
};

export type Custom1Table = {
  _id: Generated<string>;
  tenant_id: string;
  ma: string;
  ten: string;
  ten_en: string | null;
  ghi_chu: string | null;
  stt: Defaulted<number>;
  trang_thai: Defaulted<boolean>;
  search_text: SearchText;
};

export type VoucherInfosTable = {
  _id: Generated<string>;
  tenant_id: string;
  ma_ct: string;
  status: string;
  ten_trang_thai: string;
  ten_trang_thai_en: string | null;
  mau_sac: string | null;
  cho_sua: Defaulted<boolean>;
  cho_xoa: Defaulted<boolean>;
  mac_dinh: Defaulted<boolean>;
  stt: Defaulted<number>;
  search_text: SearchText;
};

/** One change made through the API (services/audit-log.ts). */
export type AuditLogsTable = {
  id: Generated<string>;
  tenant_id: string;
  at: Timestamp;
  user_name: string;
  ip: string | null;
  device_id: string | null;
  action: 'create' | 'update' | 'delete';
  resource: string;
  resource_name: string;
  record_id: string | null;
  record_key: string | null;
  before: JsonObject;
  after: JsonObject;
};

/** Tables of resource sets (units, taxes, warehouses, ...) and the audit log. */
export type ResourceSetTables = {
  units: UnitsTable;
  taxes: TaxesTable;
  warehouses: WarehousesTable;
  discount_codes: DiscountCodesTable;
  custom1: Custom1Table;
  voucher_infos: VoucherInfosTable;
  audit_logs: AuditLogsTable;
  branches: WithId;
  dictionaries: WithId;
  stt: WithId;
  voucher_locks: WithId;
  configs: WithId;
  commands: WithId;
  call_center_providers: WithId;
};
