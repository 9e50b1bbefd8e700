import type { ColumnType, Generated } from 'kysely';
import type { DateColumn, Defaulted, Timestamp } from '../schema.js';

/** numeric columns: written as numbers, read as strings (exact decimals). */
type Numeric = ColumnType<string, number | string, number | string>;
/** bigint money columns: read as strings by node-postgres. */
type Money = ColumnType<string, number | string, number | string>;

/** One movement of the stock ledger (migrations/0016_stock_ledger.sql). */
export type StockLedgerTable = {
  _id: Generated<string>;
  tenant_id: string;
  source: string;
  source_id: string;
  ma_ct: string | null;
  so_ct: string | null;
  ngay_ct: DateColumn;
  ma_dvcs: string;
  line: number;
  ma_kho: string;
  ma_vt: string;
  ten_vt: string | null;
  dvt: string | null;
  ma_lo: Defaulted<string>;
  han_sd: DateColumn | null;
  sl_nhap: Numeric;
  sl_xuat: Numeric;
  so_luong: Numeric;
  tien: Money;
  posted_at: Timestamp;
};

/** Stock on hand per warehouse, product and batch. */
export type StockOnHandTable = {
  tenant_id: string;
  ma_kho: string;
  ma_vt: string;
  ma_lo: Defaulted<string>;
  so_luong: Numeric;
  gia_tri: Money;
};

/** One side of a movement of the account ledger (migrations/0017_account_ledger.sql). */
export type AccountLedgerTable = {
  _id: Generated<string>;
  tenant_id: string;
  source: string;
  source_id: string;
  ma_ct: string | null;
  so_ct: string | null;
  ngay_ct: DateColumn;
  ma_dvcs: string;
  line: number;
  tk: string;
  tk_du: Defaulted<string>;
  ma_kh: string | null;
  ten_kh: string | null;
  ma_httt: string | null;
  ma_the: string | null;
  card_entry_id: string | null;
  dien_giai: string | null;
  ps_no: Money;
  ps_co: Money;
  so_tien: ColumnType<string, never, never>;
  posted_at: Timestamp;
};

/** A package sold or sessions of it used (migrations/0020_package_ledger.sql). */
export type PackageLedgerTable = {
  _id: Generated<string>;
  tenant_id: string;
  source: string;
  source_id: string;
  ma_ct: string | null;
  so_ct: string | null;
  ngay_ct: DateColumn;
  ma_dvcs: string;
  line: number;
  ma_kh: string | null;
  ten_kh: string | null;
  ma_lt: string;
  ma_goi: string | null;
  ten_goi: string | null;
  ma_dv: string | null;
  so_buoi_ban: Defaulted<number>;
  so_buoi_dung: Defaulted<number>;
  tien_ban: Money;
  tien_dung: Money;
  posted_at: Timestamp;
};

/** A commission or a wage earned (migrations/0024_employee_ledger.sql). */
export type EmployeeLedgerTable = {
  _id: Generated<string>;
  tenant_id: string;
  source: string;
  source_id: string;
  ma_ct: string | null;
  so_ct: string | null;
  ngay_ct: DateColumn;
  ma_dvcs: string;
  line: number;
  loai: 'HH' | 'CONG';
  ma_nvbh: string | null;
  ten_nvbh: string | null;
  ma_nv: string | null;
  ten_nv: string | null;
  cap_bac: string | null;
  ma_kh: string | null;
  ten_kh: string | null;
  ma_vt: string | null;
  ten_vt: string | null;
  so_luong: Defaulted<number>;
  doanh_thu: Money;
  ty_le: Defaulted<number>;
  don_gia: Money;
  so_tien: Money;
  ma_hh: string | null;
  posted_at: Timestamp;
};

/** A no-name card sold, topped up or paid with (migrations/0034_no_name_ledger.sql). */
export type NoNameLedgerTable = {
  _id: Generated<string>;
  tenant_id: string;
  source: string;
  source_id: string;
  ngay_ct: DateColumn;
  ma_dvcs: string;
  ma_the: string;
  loai_gd: 'NAP' | 'TIEU';
  sells: Defaulted<boolean>;
  so_tien: Money;
  history_id: string | null;
  posted_at: Timestamp;
};

/** Points a membership card redeemed, money a payment card was credited for them (migrations/0036_point_ledger.sql). */
export type PointLedgerTable = {
  _id: Generated<string>;
  tenant_id: string;
  source: string;
  source_id: string;
  ngay_ct: DateColumn;
  ma_dvcs: string;
  card: 'KH' | 'TT';
  ma_the: string;
  loai_gd: 'DD' | 'THUONG';
  so_luong: Money;
  history_id: string | null;
  posted_at: Timestamp;
};

/** The ledgers the posting layer writes. */
export type LedgerTables = {
  account_ledger: AccountLedgerTable;
  employee_ledger: EmployeeLedgerTable;
  no_name_ledger: NoNameLedgerTable;
  package_ledger: PackageLedgerTable;
  point_ledger: PointLedgerTable;
  stock_ledger: StockLedgerTable;
  stock_on_hand: StockOnHandTable;
};
