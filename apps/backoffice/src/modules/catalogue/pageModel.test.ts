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
import { cataloguePageAt } from './pageModel';

const catalogue = { catalogueEntryOfRoute, resourceNamed };

describe('the catalogue page a route opens', () => {
  it('opens the list of a resource and its new, view, edit and print pages', () => {
    const list = cataloguePageAt(catalogue, '/crm/partners', 'list');
    expect(list).toMatchObject({ page: 'list', approve: false });
    expect(list?.page === 'list' && list.entry.name).toBe('partners');
    expect(cataloguePageAt(catalogue, '/crm/partners', 'new')).toMatchObject({ page: 'new' });
    expect(cataloguePageAt(catalogue, '/crm/partners', 'view', 'abc/1')).toMatchObject({
      page: 'view',
      id: 'abc/1',
    });
    const edit = cataloguePageAt(catalogue, '/sales/bills', 'edit', '42');
    expect(edit).toMatchObject({ page: 'edit', id: '42' });
    expect(edit?.page === 'edit' && edit.resource.name).toBe('bills');
    expect(cataloguePageAt(catalogue, '/stock/products', 'print', '7')).toMatchObject({ page: 'print' });
    expect(cataloguePageAt(catalogue, '/stock/products', 'view', ' ')).toBeUndefined();
  });

  it('opens new, view, edit and print pages of a writable view against the view, none of a read-only one', () => {
    const created = cataloguePageAt(catalogue, '/crm/call-logs/call', 'new');
    expect(created?.page === 'new' && created.resource).toMatchObject({
      name: 'call-logs',
      path: 'crm/call-logs/call',
      menuId: 'crm.call-logs.call',
    });
    expect(cataloguePageAt(catalogue, '/crm/call-logs/call', 'edit', '7')).toMatchObject({
      page: 'edit',
      id: '7',
      resource: { route: '/crm/call-logs/call' },
    });
    expect(cataloguePageAt(catalogue, '/crm/call-center/call-logs', 'new')).toBeUndefined();
    expect(cataloguePageAt(catalogue, '/crm/call-center/call-logs', 'edit', '7')).toBeUndefined();
  });

  it('opens an approvable voucher list in approve mode, and nothing for a resource without approval', () => {
    expect(cataloguePageAt(catalogue, '/sales/bills', 'approve')).toMatchObject({
      page: 'list',
      approve: true,
    });
    expect(cataloguePageAt(catalogue, '/crm/partners', 'approve')).toBeUndefined();
    expect(cataloguePageAt(catalogue, '/crm/unknown', 'list')).toBeUndefined();
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
    const local = { catalogueEntryOfRoute: (route: string) => entries.get(route), resourceNamed };
    expect(cataloguePageAt(local, '/crm/partners-vip', 'list')).toMatchObject({ page: 'list', entry: view });
    expect(cataloguePageAt(local, '/crm/partners-vip', 'new')).toBeUndefined();
    expect(cataloguePageAt(local, '/crm/partners-vip', 'view', '1')).toBeUndefined();
    expect(cataloguePageAt(local, '/sales/reports/revenue', 'list')).toEqual({
      page: 'report',
      entry: report,
    });
  });
});
