import { z } from 'zod';
import { bilingual } from '../input/issue-message.js';

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

/** Whole VND as the ledgers keep it (a return may make a day's figure negative). */
const vnd = z.number().int();
const count = z.number().int().min(0);
const dayText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** A place kind's use now: in use (a room in service, a table with guests) of those in use or free. */
const placesInUse = z.object({ in_use: count, total: count });

/**
 * The owner's dashboard (GET /api/dashboard/analytics) for one day in the selected branches within the user's scope.
 * Each figure is null when the user may not read its source (never a refusal of the page). Revenue is what the
 * sales revenue report counts for the day — posted bills and retail orders less posted returns, tax included — read
 * from the account ledger (revenue 511 and output VAT 3331).
 */
export const dashboardSummarySchema = z.object({
  day: dayText.describe("The day of the figures (today in Vietnam by default), 'YYYY-MM-DD'"),
  branches: z
    .array(z.object({ ma_dvcs: z.string(), ten_dvcs: z.string() }))
    .describe('The branches the figures cover: those selected within the user’s scope'),
  revenue: z
    .object({
      total: vnd.describe('Revenue of the day (tax included)'),
      vouchers: count.describe('Posted bills and retail orders of the day (returns not counted)'),
      by_branch: z.array(
        z.object({ ma_dvcs: z.string(), ten_dvcs: z.string(), total: vnd, vouchers: count }),
      ),
      by_payment: z
        .array(
          z.object({
            key: z
              .string()
              .describe("The payment type's code, 'CARD' (prepaid cards) or 'DEBT' (left owing)"),
            ma_httt: z.string().nullable(),
            name: z.string(),
            total: vnd,
          }),
        )
        .describe('How the revenue was paid, largest first; the parts add up to the total'),
    })
    .nullable(),
  trend: z
    .array(z.object({ day: dayText, total: vnd }))
    .nullable()
    .describe('Revenue of each of the 30 days ending on the day, oldest first'),
  appointments: z
    .object({
      total: count,
      by_status: z.array(z.object({ trang_thai: z.string(), count })),
    })
    .nullable()
    .describe('Appointments of the day by status (every status, zero included)'),
  rooms: placesInUse.nullable().describe('Rooms in service now (out-of-order ones not counted)'),
  tables: placesInUse.nullable().describe('Tables with guests now (out-of-use ones not counted)'),
  top_services: z
    .array(z.object({ ma_vt: z.string(), ten_vt: z.string(), quantity: z.number(), total: vnd }))
    .nullable()
    .describe(
      "The day's 5 services of most revenue: service vouchers' lines and sales' lines of products of kind DV",
    ),
  top_staff: z
    .array(z.object({ ma_nvbh: z.string(), ten_nvbh: z.string(), vouchers: count, total: vnd }))
    .nullable()
    .describe("The day's 5 salespeople of most revenue"),
  customers: z
    .object({
      new: count.describe('Customers whose first posted sale is on the day'),
      returning: count.describe('Customers of the day who had bought before'),
      walk_in: count.describe('Sales of the day to no named customer'),
    })
    .nullable(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

/**
 * The vouchers the dashboard counts: revenue, top staff and customers of the sales (bills, retail orders, less
 * returns); top services of those and of the service vouchers (sales-services). Their changes are pushed live.
 */
export const dashboardSaleResources = ['bills', 'retail-orders', 'returns', 'sales-services'] as const;
/** Every resource whose changes move a dashboard figure: the sales, the appointments, the rooms and tables. */
export const dashboardResources: readonly string[] = [
  ...dashboardSaleResources,
  'tasks',
  'rooms',
  'restaurant-tables',
];

/** The appointment statuses where the customer came: arrived ('2', in service) and done ('3'). */
export const CAME_TASK_STATUSES: readonly string[] = ['2', '3'];

/** How many of the day's appointments the customer came to, whether still in service or done. */
export const customersCame = (byStatus: readonly { trang_thai: string; count: number }[]): number =>
  byStatus.reduce((sum, s) => sum + (CAME_TASK_STATUSES.includes(s.trang_thai) ? s.count : 0), 0);

export const dashboardQuerySchema = z.object({
  day: dayText
    .refine(
      (day) => {
        const date = new Date(`${day}T00:00:00Z`);
        return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
      },
      bilingual({ vi: 'Không phải một ngày có thật', en: 'Not a calendar day' }),
    )
    .optional()
    .describe("The day, 'YYYY-MM-DD' (today in Vietnam by default)"),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;
