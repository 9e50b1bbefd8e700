import { describe, expect, it } from 'vitest';
import { discountCodesSet, unitsSet, voucherInfosSet, warehousesSet } from '@sen/domain';
import { catalogueEntryOfRoute, resourceNamed, type Resource } from '@sen/domain/resources';
import { testUser } from '../session/testUser';
import { cataloguePageAt } from './pageModel';
import { startUpNameOf } from './fields/startUpNames';
import { rowPath } from '@sen/api';
import { recordIdOf, recordPaths, recordTargetOf } from './form/paths';
import { rowActionsOf } from './list/rowActions';

const catalogue = { catalogueEntryOfRoute, resourceNamed };
const admin = { user: testUser({ is_admin: 1 }), voucherLocks: [] };
const units = unitsSet as unknown as Resource;
const voucherInfos = voucherInfosSet as unknown as Resource;

describe('the start-up resources on the catalogue pages', () => {
  it('opens their routes as catalogue list, new, view and edit pages', () => {
    for (const route of [
      '/stock/units',
      '/stock/warehouses',
      '/system/branchs',
      '/accounting/taxs',
      '/sales/vouchers',
      '/accounting/voucher-infos',
      '/accounting/voucher-locks',
      '/system/custom1',
      '/system/call-center/providers',
    ])
      expect(cataloguePageAt(catalogue, route, 'list'), route).toMatchObject({ page: 'list' });
    expect(cataloguePageAt(catalogue, '/stock/units', 'new')).toEqual({
      page: 'new',
      resource: unitsSet,
    });
    expect(cataloguePageAt(catalogue, '/accounting/voucher-infos', 'edit', 'HDB~0')).toEqual({
      page: 'edit',
      resource: voucherInfosSet,
      id: 'HDB~0',
    });
    expect(resourceNamed('warehouses')).toBe(warehousesSet);
  });

  it('addresses a row by _id, and a voucher info by its voucher type and status', () => {
    const id = '5f0c3c1e-8f2a-4b7e-9a43-0c1d2e3f4a5b';
    expect(recordIdOf(units, { _id: id, ma_dvt: 'HOP' })).toBe(id);
    expect(rowPath(units, recordTargetOf(units, id))).toBe(`/stock/units/${id}`);
    const key = recordIdOf(voucherInfos, { _id: id, ma_ct: 'HDB', status: '0' });
    expect(key).toBe('HDB~0');
    expect(recordTargetOf(voucherInfos, key)).toEqual({ ma_ct: 'HDB', status: '0' });
    expect(rowPath(voucherInfos, recordTargetOf(voucherInfos, key))).toBe('/accounting/voucher-infos/HDB/0');
    expect(recordPaths(voucherInfos.route).edit(key)).toBe('/accounting/voucher-infos/HDB~0/edit');
  });

  it('offers no print on resources that declare print: false', () => {
    expect(rowActionsOf(units, units, { ma_dvt: 'HOP' }, false, admin).map((a) => a.kind)).toEqual([
      'view',
      'edit',
      'delete',
    ]);
  });

  it('names a branch code from the rows the app holds', () => {
    const branches = [{ ma_dvcs: 'CN01', ten_dvcs: 'Chi nhánh Quận 1' }];
    const rowsOf = (set: string) => (set === 'branchs' ? branches : []);
    const branch = (discountCodesSet as unknown as Resource).fields.ma_dvcs!;
    expect(startUpNameOf(branch, 'CN01', rowsOf)).toBe('Chi nhánh Quận 1');
    expect(startUpNameOf(branch, 'CN09', rowsOf)).toBeUndefined();
    expect(startUpNameOf(branch, '', rowsOf)).toBeUndefined();
    expect(startUpNameOf(units.fields.ma_dvt!, 'HOP', rowsOf)).toBeUndefined();
  });
});
