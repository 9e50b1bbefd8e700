import { describe, expect, it } from 'vitest';
import type { Command } from '@sen/domain';
import {
  catalogueEntries,
  catalogueEntryOfRoute,
  defineReport,
  type CatalogueEntry,
} from '@sen/domain/resources';
import { commandTargetOf } from './commandTarget';

const command = (overrides: Partial<Command>): Command =>
  ({ command: '', title: '', title_en: '', menu_id: '', menu_id0: '', stt: 0, ...overrides }) as Command;

const commands = [
  command({
    command: '/generic/crm/partners',
    title: 'Khách hàng (động)',
    menu_id: 'g.partners',
    menu_id0: 'g',
  }),
  command({ command: '/generic/legacy', title: 'Màn hình cũ', menu_id: 'g.legacy', menu_id0: 'g' }),
  command({ command: '/report/doanh-thu', title: 'Doanh thu', menu_id: 'r.dt', menu_id0: 'r' }),
];
const catalogue = { entryOfRoute: catalogueEntryOfRoute, entries: catalogueEntries };

describe('what a /generic or /report page shows', () => {
  it('maps a command whose path names a catalogue route to that entry', () => {
    const target = commandTargetOf('/generic/crm/partners', commands, catalogue);
    expect(target.command?.menu_id).toBe('g.partners');
    expect(target.entry?.name).toBe('partners');
  });

  it('keeps the command without an entry when its path names none (the page says so)', () => {
    const target = commandTargetOf('/generic/legacy/sub', commands, catalogue);
    expect(target.command?.menu_id).toBe('g.legacy');
    expect(target.entry).toBeUndefined();
  });

  it('finds a report by its name on a /report page, and nothing without a command or entry', () => {
    const report = defineReport({
      name: 'doanh-thu',
      route: '/sales/reports/revenue',
      title: ['Doanh thu', 'Revenue'],
      source: 'bills',
      groupBy: ['ma_kh'],
      measures: [{ field: 't_tt', aggregate: 'sum', label: ['Tiền', 'Amount'], as: 'tien' }],
    });
    const entries: CatalogueEntry[] = [report];
    const target = commandTargetOf('/report/doanh-thu', commands, { entryOfRoute: () => undefined, entries });
    expect(target).toEqual({ command: commands[2], entry: report });
    expect(commandTargetOf('/generic/unknown', commands, catalogue)).toEqual({ command: undefined });
  });
});
