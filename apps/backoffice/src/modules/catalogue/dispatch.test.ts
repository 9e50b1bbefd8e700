import { describe, expect, it } from 'vitest';
import {
  catalogueEntryOfRoute,
  resourceNamed,
  defineReport,
  defineView,
  f,
  defineResource,
  type CatalogueEntry,
} from '@sen/domain/resources';
import { cataloguePageOf, listRouteOf } from './dispatch';

const lookup = catalogueEntryOfRoute;

describe('the dispatch of a path to a catalogue page', () => {
  it('opens the list of a resource at its route, with or without a trailing slash or query', () => {
    const page = cataloguePageOf('/crm/partners/?searchKey=lan', lookup);
    expect(page).toMatchObject({ page: 'list', approve: false });
    expect(page.page === 'list' && page.entry.name).toBe('partners');
  });

  it('opens new, view, edit and print pages of a resource, decoding the id', () => {
    expect(cataloguePageOf('/crm/partners/new', lookup)).toMatchObject({ page: 'new' });
    expect(cataloguePageOf('/crm/partners/abc%2F1', lookup)).toMatchObject({ page: 'view', id: 'abc/1' });
    expect(cataloguePageOf('/sales/bills/42/edit', lookup)).toMatchObject({ page: 'edit', id: '42' });
    expect(cataloguePageOf('/stock/products/7/print', lookup)).toMatchObject({ page: 'print', id: '7' });
    const edit = cataloguePageOf('/sales/bills/42/edit', lookup);
    expect(edit.page === 'edit' && edit.resource.name).toBe('bills');
  });

  it('opens new, view, edit and print pages of a writable view against the view, none of a read-only one', () => {
    const created = cataloguePageOf('/crm/call-logs/call/new', lookup, resourceNamed);
    expect(created.page === 'new' && created.resource).toMatchObject({
      name: 'call-logs',
      path: 'crm/call-logs/call',
      menuId: 'crm.call-logs.call',
    });
    const edit = cataloguePageOf('/crm/call-logs/call/7/edit', lookup, resourceNamed);
    expect(edit).toMatchObject({ page: 'edit', id: '7', resource: { route: '/crm/call-logs/call' } });
    expect(listRouteOf(edit)).toBe('/crm/call-logs/call');
    expect(cataloguePageOf('/crm/call-logs/call/7', lookup, resourceNamed)).toMatchObject({ page: 'view' });
    expect(cataloguePageOf('/crm/call-logs/call/7/print', lookup, resourceNamed)).toMatchObject({
      page: 'print',
    });
    expect(cataloguePageOf('/crm/call-center/call-logs/new', lookup, resourceNamed)).toEqual({
      page: 'none',
    });
    expect(cataloguePageOf('/crm/call-center/call-logs/7/edit', lookup, resourceNamed)).toEqual({
      page: 'none',
    });
    // Without the resources the view's form pages cannot be made.
    expect(cataloguePageOf('/crm/call-logs/call/new', lookup)).toEqual({ page: 'none' });
  });

  it('opens an approvable voucher list in approve mode, and nothing for a resource without approval', () => {
    const page = cataloguePageOf('/sales/bills/approve', lookup);
    expect(page).toMatchObject({ page: 'list', approve: true });
    expect(cataloguePageOf('/crm/partners/approve', lookup)).toEqual({ page: 'none' });
  });

  it('opens nothing for unknown paths, extra segments or an edit of "new"', () => {
    expect(cataloguePageOf('/crm/unknown', lookup)).toEqual({ page: 'none' });
    expect(cataloguePageOf('/crm/partners/1/edit/more', lookup)).toEqual({ page: 'none' });
    expect(cataloguePageOf('/crm/partners/new/edit', lookup)).toEqual({ page: 'none' });
    expect(cataloguePageOf('/crm/partners/%E0%A4%A/edit', lookup)).toEqual({ page: 'none' });
  });

  it('opens views as lists and reports as reports; views and reports have no form pages', () => {
    const base = defineResource({
      name: 'things',
      route: '/crm/partners',
      table: 'things',
      title: ['Vật', 'Things'],
      fields: { ma: f.code(['Mã', 'Code'], { required: true }) },
      keyFields: ['ma'],
      listColumns: ['ma'],
      search: ['ma'],
      defaultSort: ['ma'],
    });
    const view = defineView({
      name: 'vip',
      route: '/crm/partners-vip',
      title: ['VIP', 'VIP'],
      resource: 'things',
    });
    const report = defineReport({
      name: 'rev',
      route: '/sales/reports/revenue',
      title: ['Doanh thu', 'Revenue'],
      source: 'bills',
      groupBy: ['ma_kh'],
      measures: [{ field: 't_tt', aggregate: 'sum', label: ['Tiền', 'Amount'], as: 'tien' }],
    });
    const entries = new Map<string, CatalogueEntry>([
      [base.route!, base],
      [view.route, view],
      [report.route, report],
    ]);
    const local = (route: string) => entries.get(route);
    expect(cataloguePageOf('/crm/partners-vip', local)).toMatchObject({ page: 'list', entry: view });
    expect(cataloguePageOf('/crm/partners-vip/new', local)).toEqual({ page: 'none' });
    expect(cataloguePageOf('/crm/partners-vip/1', local)).toEqual({ page: 'none' });
    const reportPage = cataloguePageOf('/sales/reports/revenue', local);
    expect(reportPage).toEqual({ page: 'report', entry: report });
    expect(listRouteOf(reportPage)).toBe('/sales/reports/revenue');
    expect(listRouteOf(cataloguePageOf('/crm/partners/9', local))).toBe('/crm/partners');
    expect(listRouteOf({ page: 'none' })).toBeUndefined();
  });
});
