import { describe, expect, it } from 'vitest';
import { subPageListPath, subPageRouteOf } from './subPages';

describe('the list whose command guards a catalogue sub-page', () => {
  it('maps new, view, edit and print pages of a menu list to the list path', () => {
    expect(subPageListPath('/sales/bills/new')).toBe('/sales/bills');
    expect(subPageListPath('/sales/bills/HD0001')).toBe('/sales/bills');
    expect(subPageListPath('/sales/bills/HD0001/edit')).toBe('/sales/bills');
    expect(subPageListPath('/stock/products/SP01/print/')).toBe('/stock/products');
  });

  it('maps the new, view and edit pages of a writable view to the view’s own list path', () => {
    expect(subPageListPath('/crm/call-logs/call/new')).toBe('/crm/call-logs/call');
    expect(subPageListPath('/crm/call-logs/call/abc/edit')).toBe('/crm/call-logs/call');
    expect(subPageListPath('/crm/task/calendar/new')).toBe('/crm/task/calendar');
    expect(subPageListPath('/sales/payment-cards/update/abc')).toBe('/sales/payment-cards/update');
    expect(subPageListPath('/crm/ticket/calendar/abc/edit')).toBe('/crm/ticket/calendar');
  });

  it('leaves declared routes to the route catalogue (their own sub routes, approve variants, lists)', () => {
    expect(subPageListPath('/crm/partners/new')).toBeUndefined();
    expect(subPageListPath('/crm/partners/123/edit')).toBeUndefined();
    expect(subPageListPath('/sales/bills')).toBeUndefined();
    expect(subPageListPath('/sales/bills/approve')).toBeUndefined();
  });

  it('maps nothing under unknown or non-command routes, nor other shapes', () => {
    expect(subPageListPath('/nowhere/at/all')).toBeUndefined();
    expect(subPageListPath('/dashboard/analytics/new')).toBeUndefined();
    expect(subPageListPath('/sales/bills/1/2/3')).toBeUndefined();
    expect(subPageListPath('/sales/new')).toBeUndefined();
  });

  it('titles a sub-page after its list, under the list’s menu id and guard, outside the menu', () => {
    expect(subPageRouteOf('/sales/bills/new')).toMatchObject({
      path: '/sales/bills/new',
      menuId: 'sales.bills',
      guard: 'command',
      inMenu: false,
    });
    const bills = subPageRouteOf('/sales/bills/new')!.title.vi.replace(/^Thêm /, '');
    expect(subPageRouteOf('/sales/bills/HD1/edit')?.title.vi).toBe(`Sửa ${bills}`);
    expect(subPageRouteOf('/sales/bills/HD1')?.title.vi).toBe(`Chi tiết ${bills}`);
    expect(subPageRouteOf('/sales/bills/HD1/print')?.title.en).toMatch(/: print$/);
    expect(bills[0]).toBe(bills[0]!.toLocaleLowerCase('vi'));
    expect(subPageRouteOf('/sales/bills')).toBeUndefined();
    expect(subPageRouteOf('/crm/partners/new')).toBeUndefined();
  });
});
