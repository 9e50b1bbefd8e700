import { z } from 'zod';

/** Every list the API returns has this shape. */
export const listOf = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int() });
export type List<T> = { items: T[]; total: number };

export const branchSchema = z.object({
  ma_dvcs: z.string(),
  ten_dvcs: z.string(),
  dia_chi: z.string().nullable(),
  dien_thoai: z.string().nullable(),
  nh_bin: z.string().nullable().optional(),
  so_tk_nh: z.string().nullable().optional(),
  ten_tk_nh: z.string().nullable().optional(),
  /** Opening hours 'HH:MM' (the booking calendar's day; appointments outside them are refused). */
  gio_mo: z.string().nullable().optional(),
  gio_dong: z.string().nullable().optional(),
});
export type Branch = z.infer<typeof branchSchema>;

export const commandSchema = z.object({
  /** Path prefix the command opens ('' for a menu group). */
  command: z.string(),
  title: z.string(),
  title_en: z.string(),
  menu_id: z.string(),
  /** Parent menu id ('' at the top). */
  menu_id0: z.string(),
  /** Order among siblings. */
  stt: z.number().int(),
  icon: z.string().nullable(),
});
export type Command = z.infer<typeof commandSchema>;

export const configSchema = z.object({ name: z.string(), group: z.string(), value: z.string() });
export type ConfigEntry = z.infer<typeof configSchema>;

export const dictionarySchema = z.object({
  /** Which dictionary the entry belongs to, e.g. 'gender', 'task_status'. */
  loai: z.string(),
  ma_tudien: z.string(),
  ten_tudien: z.string(),
  ten_tudien_en: z.string(),
});
export type DictionaryEntry = z.infer<typeof dictionarySchema>;

export const voucherLockSchema = z.object({
  ma_dvcs: z.string(),
  ma_ct: z.string(),
  /** Lock (closing) date YYYY-MM-DD: nothing on or before it may change. */
  ngay_ks: z.string(),
});
export type VoucherLock = z.infer<typeof voucherLockSchema>;

/** Voucher numbering: the next number per branch, voucher type and year. */
export const sttSchema = z.object({
  ma_dvcs: z.string(),
  ma_ct: z.string(),
  nam: z.number().int(),
  tien_to: z.string(),
  so_hien_tai: z.number().int(),
  do_dai: z.number().int(),
});
export type Stt = z.infer<typeof sttSchema>;

export const callCenterProviderSchema = z.object({
  provider: z.string(),
  ten_ncc: z.string(),
  enable: z.boolean(),
  endpoint: z.string().nullable(),
});
export type CallCenterProvider = z.infer<typeof callCenterProviderSchema>;

export const serverTimeSchema = z.object({ server_time: z.string() });

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});

export const errorSchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

export const dashboardSummarySchema = z.object({
  customers: z.number().int(),
  customers_new_30d: z.number().int(),
  branches: z.number().int(),
  users: z.number().int(),
  users_online: z.number().int(),
  sign_ins_today: z.number().int(),
  commands: z.number().int(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
