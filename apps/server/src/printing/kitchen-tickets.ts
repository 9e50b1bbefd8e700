import { configValue, errorMessage, isTrue, type Locale } from '@sen/domain';
import { routeTicketLines, type PaperWidth, type PrinterStation } from '@sen/domain/resources';
import { sql } from 'kysely';
import type { AppDeps } from '../app-deps.js';
import { ApiError } from '../http/api-error.js';
import { tenantConfigs } from '../services/tenant-configs.js';
import { ticketBytes } from './ticket-render.js';
import type { TicketPrinter } from './ticket-printer.js';

/**
 * Kitchen and bar tickets (phiếu bếp/bar): the lines a till sends are split among the branch's printers in use by
 * product group (`routeTicketLines`, @sen/domain sales/printers.ts), each printer's ticket drawn (ticket-render.ts)
 * and sent to it (ticket-printer.ts), all at once. Every printer answers for itself: one off or out of paper
 * does not keep the others' tickets back, and the answer says which printer failed with which lines and why.
 */

export type KitchenTicketLineInput = {
  ma_vt: string;
  ten_vt: string;
  so_luong: number;
  dvt?: string | null | undefined;
  ghi_chu?: string | null | undefined;
  ma_nhom_vt?: string | null | undefined;
};

export type KitchenTicketInput = {
  ma_dvcs: string;
  so_ct?: string | null | undefined;
  ten_ban?: string | null | undefined;
  ten_phong?: string | null | undefined;
  reprint: boolean;
  chi_tiet: readonly KitchenTicketLineInput[];
};

export type PrinterOutcome = {
  ma_may_in: string;
  ten_may_in: string;
  bo_phan: string;
  dia_chi: string;
  dong: number[];
  da_in: boolean;
  code: string | null;
  message: string | null;
};

export type KitchenTicketAnswer = {
  da_in: boolean;
  may_in: PrinterOutcome[];
  chua_in: { dong: number; code: string; message: string }[];
};

type PrinterRow = {
  ma_may_in: string;
  ten_may_in: string | null;
  bo_phan: string | null;
  dia_chi_ip: string | null;
  cong: number | null;
  kho_giay: string | null;
  nhom_vt: string | null;
};

/** 'host:port', an IPv6 address in brackets. */
const addressText = (host: string, port: number) =>
  host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`;

/** The groups of the lines that name none, from the tenant's products and services. */
const groupsOf = async (
  deps: AppDeps,
  tenantId: string,
  lines: readonly KitchenTicketLineInput[],
): Promise<(string | null)[]> => {
  const missing = [...new Set(lines.filter((line) => !line.ma_nhom_vt?.trim()).map((line) => line.ma_vt))];
  const known = new Map<string, string | null>();
  if (missing.length > 0) {
    const { rows } = await sql<{ ma_vt: string; ma_nhom_vt: string | null }>`
      SELECT ma_vt, ma_nhom_vt FROM products WHERE tenant_id = ${tenantId} AND ma_vt = ANY(${missing}::text[])
      UNION ALL
      SELECT ma_vt, ma_nhom_vt FROM stock_services WHERE tenant_id = ${tenantId} AND ma_vt = ANY(${missing}::text[])`.execute(
      deps.db,
    );
    for (const row of rows) if (!known.get(row.ma_vt)) known.set(row.ma_vt, row.ma_nhom_vt);
  }
  return lines.map((line) => line.ma_nhom_vt?.trim() || known.get(line.ma_vt) || null);
};

/**
 * Sends the tickets of `input` to the printers of its branch. 403 KITCHEN_REPRINT_DISABLED for a reprint unless
 * the tenant's sale_service_reprint is on; 409 PRINTER_NONE when the branch has no printer in use. Otherwise
 * answers each printer's outcome, worded in `locale`.
 */
export const sendKitchenTickets = async (
  deps: AppDeps,
  printer: TicketPrinter,
  context: { tenantId: string; locale: Locale; cashier: string; at?: Date },
  input: KitchenTicketInput,
): Promise<KitchenTicketAnswer> => {
  const { tenantId, locale } = context;
  if (input.reprint && !isTrue(configValue(await tenantConfigs(deps.db, tenantId), 'sale_service_reprint')))
    throw new ApiError(403, 'KITCHEN_REPRINT_DISABLED');
  const printers = (
    await sql<PrinterRow>`
      SELECT ma_may_in, ten_may_in, bo_phan, dia_chi_ip, cong::float8 AS cong, kho_giay, nhom_vt
      FROM sales_printers
      WHERE tenant_id = ${tenantId} AND ma_dvcs = ${input.ma_dvcs} AND trang_thai IS TRUE
        AND coalesce(dia_chi_ip, '') <> ''
      ORDER BY ma_may_in`.execute(deps.db)
  ).rows;
  if (printers.length === 0) throw new ApiError(409, 'PRINTER_NONE', { ma_dvcs: input.ma_dvcs });
  const branch = await deps.db
    .selectFrom('branches')
    .select('ten_dvcs')
    .where('tenant_id', '=', tenantId)
    .where('ma_dvcs', '=', input.ma_dvcs)
    .executeTakeFirst();

  const groups = await groupsOf(deps, tenantId, input.chi_tiet);
  const routed = routeTicketLines(
    printers.map((p) => ({ ma_may_in: p.ma_may_in, bo_phan: p.bo_phan ?? '', nhom_vt: p.nhom_vt })),
    groups,
  );
  const at = context.at ?? new Date();

  const may_in = await Promise.all(
    printers
      .filter((p) => routed.lines.has(p.ma_may_in))
      .map(async (p): Promise<PrinterOutcome> => {
        const dong = routed.lines.get(p.ma_may_in) ?? [];
        const host = p.dia_chi_ip ?? '';
        const port = p.cong ?? 9100;
        const station = (p.bo_phan ?? 'BEP') as PrinterStation;
        const bytes = ticketBytes(
          {
            branch: branch?.ten_dvcs ?? input.ma_dvcs,
            station,
            so_ct: input.so_ct,
            ban: input.ten_ban,
            phong: input.ten_phong,
            at,
            cashier: context.cashier,
            reprint: input.reprint,
            lines: dong.map((i) => input.chi_tiet[i]!),
          },
          (p.kho_giay === '58' ? '58' : '80') as PaperWidth,
        );
        const sent = await printer.send({ host, port }, bytes);
        const printerName = p.ten_may_in ?? p.ma_may_in;
        const address = addressText(host, port);
        return {
          ma_may_in: p.ma_may_in,
          ten_may_in: printerName,
          bo_phan: station,
          dia_chi: address,
          dong,
          da_in: sent.ok,
          code: sent.ok ? null : sent.code,
          message: sent.ok
            ? null
            : errorMessage(sent.code, locale, {
                printer: printerName,
                address,
                host,
                reason: sent.reason,
                seconds: sent.seconds ?? 0,
              }),
        };
      }),
  );
  const chua_in = routed.unrouted.map((dong) => ({
    dong,
    code: 'PRINTER_NONE_FOR_LINE',
    message: errorMessage('PRINTER_NONE_FOR_LINE', locale, {
      ten_vt: input.chi_tiet[dong]!.ten_vt,
      ma_nhom_vt: groups[dong] ?? '—',
    }),
  }));
  return { da_in: chua_in.length === 0 && may_in.every((p) => p.da_in), may_in, chua_in };
};
