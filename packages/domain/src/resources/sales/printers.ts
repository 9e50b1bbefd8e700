import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { shared } from '../shared-fields.js';

/** Where a printer stands: the kitchen, the bar, the counter. */
export const printerStations = [
  ['BEP', 'Bếp', 'Kitchen'],
  ['BAR', 'Quầy bar', 'Bar'],
  ['QUAY', 'Quầy thu ngân', 'Counter'],
] as const;

export type PrinterStation = (typeof printerStations)[number][0];

/** Paper widths and the dots a line of each holds at 203 dpi. */
export const paperWidths = [
  ['80', '80 mm (576 điểm)', '80 mm (576 dots)'],
  ['58', '58 mm (384 điểm)', '58 mm (384 dots)'],
] as const;

export type PaperWidth = (typeof paperWidths)[number][0];

/** The printable dots of a line of each paper width. */
export const paperDots: Readonly<Record<PaperWidth, number>> = { '80': 576, '58': 384 };

/** The TCP port network ESC/POS printers listen on (raw printing, 'JetDirect'). */
export const DEFAULT_PRINTER_PORT = 9100;

/** A host name or an address: letters, digits, dots, dashes (IPv4, names) or hex and colons (IPv6). */
const hostPattern = /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?|[0-9A-Fa-f:]{2,39})$/;

/** Product group codes separated by commas ('NVT001, NVT005'), or nothing. */
const groupListPattern = /^\s*(?:[A-Za-z0-9._-]+(?:\s*,\s*[A-Za-z0-9._-]+)*\s*)?$/;

/** The product group codes of a printer's list ('NVT001, NVT005' -> ['NVT001', 'NVT005']), upper-cased. */
export const printerGroupsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [
        ...new Set(
          value
            .split(',')
            .map((code) => code.trim().toUpperCase())
            .filter(Boolean),
        ),
      ]
    : [];

/**
 * Kitchen and bar printers (máy in bếp/bar): network ESC/POS printers of a branch, reached by the server over TCP
 * (port 9100). Each prints the kitchen tickets of the product groups it lists (`nhom_vt`); see the routing rule of
 * `POST /api/sales/kitchen-tickets` (apps/server/src/printing/kitchen-tickets.ts).
 */
export const printers = defineResource({
  name: 'printers',
  route: '/sales/printers',
  table: 'sales_printers',
  title: ['Máy in bếp/bar', 'Kitchen and bar printers'],
  branchScope: 'selected',
  fields: {
    ma_may_in: f.code(['Mã máy in', 'Printer code'], { required: true, unique: true, max: 32 }),
    ten_may_in: f.text(['Tên máy in', 'Printer name'], { required: true, max: 200 }),
    bo_phan: f.enum(['Bộ phận', 'Station'], printerStations, { required: true, defaultValue: 'BEP' }),
    dia_chi_ip: f.text(['Địa chỉ IP / tên máy', 'IP address / host name'], {
      required: true,
      max: 253,
      pattern: { regex: hostPattern, message: '192.168.1.50 / may-in-bep.local' },
      help: 'The address of the printer on the branch network; the server connects to it.',
    }),
    cong: f.number(['Cổng', 'Port'], { min: 1, max: 65535, defaultValue: DEFAULT_PRINTER_PORT }),
    kho_giay: f.enum(['Khổ giấy', 'Paper width'], paperWidths, { required: true, defaultValue: '80' }),
    nhom_vt: f.text(['Nhóm hàng in', 'Product groups printed'], {
      max: 1000,
      pattern: { regex: groupListPattern, message: 'NVT001, NVT005' },
      help: 'Product group codes separated by commas; empty: every group no other printer of the branch lists.',
    }),
    ...shared('ghi_chu'),
    ...shared('trang_thai'),
  },
  sections: [
    {
      title: ['Máy in', 'Printer'],
      fields: ['ma_may_in', 'ten_may_in', 'ma_dvcs', 'bo_phan', 'dia_chi_ip', 'cong', 'kho_giay'],
    },
    { title: ['Phiếu in', 'Tickets'], fields: ['nhom_vt', 'ghi_chu', 'trang_thai'] },
  ],
  keyFields: ['ma_may_in'],
  listColumns: [
    'ma_may_in',
    'ten_may_in',
    'bo_phan',
    'dia_chi_ip',
    'cong',
    'kho_giay',
    'nhom_vt',
    'ma_dvcs',
    'trang_thai',
  ],
  filters: ['ma_may_in', 'ma_dvcs', 'bo_phan', 'trang_thai'],
  search: ['ma_may_in', 'ten_may_in', 'dia_chi_ip'],
  defaultSort: ['ma_dvcs', 'ma_may_in'],
});

/** What the routing rule reads of a printer: its code, station and product group list (`nhom_vt`). */
export type RoutedPrinter = { ma_may_in: string; bo_phan: string; nhom_vt?: string | null };

/**
 * Which printer of a branch prints which lines of a kitchen ticket (the printers in use, in code order; each line
 * by its product group, `ma_nhom_vt`):
 *
 * 1. every printer whose list names the line's group takes it (a bar printer listing the drinks);
 * 2. otherwise every printer with an empty list does: it prints every group no other printer lists;
 * 3. otherwise the branch's first kitchen printer (bo_phan BEP) does, whatever its list;
 * 4. otherwise no printer does: the line is answered as not printed.
 *
 * `lines` are the indexes of the ticket's lines, ascending, per printer code (printers that take none are left
 * out); `unrouted` the lines no printer takes.
 */
export const routeTicketLines = (
  printers: readonly RoutedPrinter[],
  groups: readonly (string | null | undefined)[],
): { lines: Map<string, number[]>; unrouted: number[] } => {
  const listed = printers.map((printer) => ({ printer, groups: printerGroupsOf(printer.nhom_vt) }));
  const catchAll = listed.filter((p) => p.groups.length === 0).map((p) => p.printer);
  const kitchen = printers.find((printer) => printer.bo_phan === 'BEP');
  const lines = new Map<string, number[]>();
  const unrouted: number[] = [];
  groups.forEach((group, index) => {
    const code = group?.trim().toUpperCase() ?? '';
    const naming = code ? listed.filter((p) => p.groups.includes(code)).map((p) => p.printer) : [];
    const takers = naming.length > 0 ? naming : catchAll.length > 0 ? catchAll : kitchen ? [kitchen] : [];
    if (takers.length === 0) unrouted.push(index);
    for (const printer of takers) {
      const taken = lines.get(printer.ma_may_in) ?? [];
      taken.push(index);
      lines.set(printer.ma_may_in, taken);
    }
  });
  return { lines, unrouted };
};
