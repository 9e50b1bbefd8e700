import { describe, expect, it } from 'vitest';
import { errorMessage } from '../i18n/errors.js';
import { resourceCatalogue, resourceNamed, viewCatalogue } from './catalogue.js';
import { defineResource } from './define-resource.js';
import { f } from './fields.js';
import {
  buildReferenceIndex,
  changesReferencedValue,
  lookupFieldsOf,
  lookupTargetNamed,
  lookupsOf,
  pickerMenuIdsOf,
  referencesTo,
  type Reference,
} from './references.js';

const find = (target: string, resource: string, field: string) =>
  referencesTo(target).find((r) => r.resource === resource && r.field === field);

describe('the reverse index of lookups', () => {
  it('a lookup with an alternative target points at both: a retail order line names goods or a service', () => {
    expect(find('products', 'retail-orders', 'ma_vt')).toMatchObject({
      lines: 'chi_tiet',
      targetField: 'ma_vt',
    });
    expect(find('stock-services', 'retail-orders', 'ma_vt')).toMatchObject({
      lines: 'chi_tiet',
      targetField: 'ma_vt',
    });
    const retail = resourceNamed('retail-orders')!;
    expect(
      lookupsOf(retail)
        .filter((l) => l.field === 'ma_vt')
        .map((l) => l.target),
    ).toEqual(['products', 'stock-services']);
    // Whoever sells at the till may pick a service's code and name.
    expect(pickerMenuIdsOf('stock-services')).toContain(retail.menuId);
  });

  it('finds header lookups: bills.ma_kh holds a partner ma_kh', () => {
    expect(find('partners', 'bills', 'ma_kh')).toEqual({
      resource: 'bills',
      title: { vi: 'Hóa đơn bán hàng', en: 'Sales bills' },
      lines: undefined,
      field: 'ma_kh',
      targetField: 'ma_kh',
      labelField: 'ten_kh',
      alsoMatch: [],
      narrowBy: {},
    });
  });

  it('finds lookups on voucher lines: bill lines ma_vt hold a product ma_vt', () => {
    expect(find('products', 'bills', 'ma_vt')).toMatchObject({
      lines: 'chi_tiet',
      targetField: 'ma_vt',
      alsoMatch: [],
    });
  });

  it('a resource nobody points at has no references', () => {
    const nobody = resourceCatalogue.filter((r) => referencesTo(r.name).length === 0).map((r) => r.name);
    expect(nobody).toContain('gift-orders');
    expect(referencesTo('no-such-resource')).toEqual([]);
  });

  it('start-up sets count, under the set name: products.ma_thue -> taxes, products.dvt -> units', () => {
    expect(lookupTargetNamed('taxs')?.name).toBe('taxes');
    expect(find('taxes', 'products', 'ma_thue')).toMatchObject({ targetField: 'ma_thue' });
    expect(find('units', 'products', 'dvt')).toMatchObject({ targetField: 'ma_dvt' });
    expect(find('branchs', 'bills', 'ma_dvcs')).toMatchObject({ targetField: 'ma_dvcs', alsoMatch: [] });
  });

  it('honours valueField and matches the other key fields the referencing row carries', () => {
    // call-logs.so_lh holds a task's so_ct; tasks are keyed ma_dvcs + so_ct and a call log has ma_dvcs.
    expect(find('tasks', 'call-logs', 'so_lh')).toMatchObject({
      targetField: 'so_ct',
      alsoMatch: ['ma_dvcs'],
    });
    // product-batches are keyed ma_vt + ma_lo; a receipt line holds ma_lo next to its ma_vt.
    expect(find('product-batches', 'receipt-orders', 'ma_lo')).toMatchObject({
      lines: 'chi_tiet',
      targetField: 'ma_lo',
      alsoMatch: ['ma_vt'],
    });
  });

  it('keeps a self reference (a parent department) and leaves views and reports out', () => {
    expect(find('departments', 'departments', 'ma_bp_me')).toMatchObject({ targetField: 'ma_bp' });
    const referencing = new Set(
      [...resourceCatalogue.flatMap((r) => referencesTo(r.name))].map((r) => r.resource),
    );
    for (const name of referencing) expect(resourceCatalogue.some((r) => r.name === name)).toBe(true);
  });

  it('is built from the resources given, header before lines', () => {
    const shelves = defineResource({
      name: 'test-shelves',
      route: '/stock/units',
      table: 'test_shelves',
      title: ['Kệ', 'Shelves'],
      fields: {
        ma_ke: f.code(['Mã kệ', 'Shelf code'], { required: true }),
        ma_vt: f.lookup(['Hàng', 'Product'], 'products'),
        ghi_chu: f.text(['Ghi chú', 'Note']),
      },
      keyFields: ['ma_ke'],
      listColumns: ['ma_ke'],
      search: ['ma_ke'],
      defaultSort: ['ma_ke'],
    });
    const index = buildReferenceIndex([shelves]);
    expect([...index.keys()]).toEqual(['products']);
    expect(index.get('products')?.map((r) => r.field)).toEqual(['ma_vt']);
  });
});

describe('the picker’s right: who may pick a target’s rows, and what of them', () => {
  it('code and name: what the references store, match and show', () => {
    expect(lookupFieldsOf('partners')).toEqual(['ma_kh', 'ten_kh']);
    expect(lookupFieldsOf('products')).toEqual(['ma_vt', 'ten_vt']);
    expect(lookupFieldsOf('stock-services')).toEqual(['ma_vt', 'ten_vt']);
    expect(lookupFieldsOf('employees')).toEqual(['ma_nv', 'ten_nv']);
    expect(lookupFieldsOf('partners')).not.toContain('dien_thoai');
    expect(lookupFieldsOf('gift-orders')).toEqual([]);
    // A return holds its bill's or retail order's number, matched within the branch, and the customer it names.
    expect(find('bills', 'returns', 'so_ct_hd')).toMatchObject({
      targetField: 'so_ct',
      alsoMatch: ['ma_dvcs'],
    });
    expect(find('retail-orders', 'returns', 'so_ct_bl')).toMatchObject({
      targetField: 'so_ct',
      alsoMatch: ['ma_dvcs'],
    });
    expect(lookupFieldsOf('bills')).toEqual(['so_ct', 'ma_dvcs', 'ma_kh']);
    expect(lookupFieldsOf('retail-orders')).toEqual(['so_ct', 'ma_dvcs', 'ma_kh']);
  });

  it('the screens of the records that look the target up, writable views included', () => {
    const partners = pickerMenuIdsOf('partners');
    expect(partners).toEqual(expect.arrayContaining(['sales.bills', 'crm.tasks', 'crm.partners-transfer']));
    // A customer's notes (partner-notes) are written under the customers screen's own menu id.
    expect(partners).toContain('crm.partners');
    expect(pickerMenuIdsOf('stock-services')).toContain('crm.tasks');
    expect(pickerMenuIdsOf('employees')).toContain('crm.tasks');
    expect(pickerMenuIdsOf('products')).toContain('sales.bills');
    // The "make a call" view writes call logs (which look customers up) under its own menu id.
    const callView = viewCatalogue.find((v) => !v.readOnly && v.resource === 'call-logs');
    expect(callView).toBeDefined();
    expect(partners).toContain(callView!.menuId);
    expect(pickerMenuIdsOf('gift-orders')).toEqual([]);
    expect(pickerMenuIdsOf('retail-orders')).toEqual(['sales.returns']);
    expect(pickerMenuIdsOf('bills')).toEqual(['sales.returns']);
  });

  it('a board whose lanes look a target up lets its users pick that target (the lanes are titled by name)', () => {
    const roomBoard = viewCatalogue.find((v) => v.name === 'room-orders')!;
    const tableBoard = viewCatalogue.find((v) => v.name === 'restaurant-table-orders')!;
    expect(pickerMenuIdsOf('room-groups')).toContain(roomBoard.menuId);
    expect(pickerMenuIdsOf('restaurant-table-groups')).toContain(tableBoard.menuId);
    expect(pickerMenuIdsOf('room-groups')).not.toContain(tableBoard.menuId);
  });
});

describe('lookupsOf: the lookups a write must find', () => {
  it('lists the lookups of a resource forwards, header before lines, with the target and the field label', () => {
    const bills = resourceCatalogue.find((r) => r.name === 'bills')!;
    const lookups = lookupsOf(bills);
    expect(lookups.map((l) => `${l.lines ?? ''}/${l.field}->${l.target}`)).toEqual([
      '/ma_dvcs->branchs',
      '/ma_kh->partners',
      '/ma_nvbh->salers',
      '/ma_kho->warehouses',
      '/ma_httt->payment-types',
      '/ma_the->payment-cards',
      '/ma_ck->discount-codes',
      'chi_tiet/ma_vt->products',
      'chi_tiet/dvt->units',
    ]);
    expect(lookups[1]).toMatchObject({ targetField: 'ma_kh', label: { vi: 'Khách hàng', en: 'Customer' } });
    expect(lookupsOf(bills)).toBe(lookups);
  });

  it('is the reverse index read forwards: every reference is a lookup of some resource', () => {
    const forwards = resourceCatalogue.flatMap((r) => lookupsOf(r)).length;
    const backwards = resourceCatalogue.reduce((n, r) => n + referencesTo(r.name).length, 0);
    const sets = ['branchs', 'units', 'warehouses', 'taxes', 'custom1', 'discount-codes'].reduce(
      (n, name) => n + referencesTo(name).length,
      0,
    );
    expect(forwards).toBe(backwards + sets);
  });
});

describe('LOOKUP_NOT_FOUND', () => {
  it('names the field and the code it could not find, in vi and en', () => {
    expect(errorMessage('LOOKUP_NOT_FOUND', 'vi', { field: 'Khách hàng', value: 'KH999' })).toBe(
      'Không tìm thấy Khách hàng KH999',
    );
    expect(errorMessage('LOOKUP_NOT_FOUND', 'en', { field: 'Customer', value: 'KH999' })).toBe(
      'Customer KH999 was not found',
    );
  });
});

describe('changesReferencedValue', () => {
  const byCode: Reference = {
    resource: 'bills',
    title: { vi: 'Hóa đơn bán hàng', en: 'Sales bills' },
    field: 'ma_kh',
    targetField: 'ma_kh',
    labelField: 'ten_kh',
    alsoMatch: [],
    narrowBy: {},
  };
  it('is true when the held code changes, false for any other field', () => {
    expect(changesReferencedValue(byCode, { ma_kh: 'KH1', ten_kh: 'A' }, { ma_kh: 'KH2', ten_kh: 'A' })).toBe(
      true,
    );
    expect(changesReferencedValue(byCode, { ma_kh: 'KH1', ten_kh: 'A' }, { ma_kh: 'KH1', ten_kh: 'B' })).toBe(
      false,
    );
  });
  it('is false for a row without a code, true when a matched key field changes', () => {
    expect(changesReferencedValue(byCode, { ma_kh: null }, { ma_kh: 'KH2' })).toBe(false);
    const batch = { ...byCode, targetField: 'ma_lo', alsoMatch: ['ma_vt'] };
    expect(changesReferencedValue(batch, { ma_lo: 'L1', ma_vt: 'SP1' }, { ma_lo: 'L1', ma_vt: 'SP2' })).toBe(
      true,
    );
  });
});

describe('RECORD_IN_USE messages', () => {
  it('say what cannot be deleted or re-coded and where it is used, in vi and en', () => {
    const params = { record: 'Khách hàng KH001', where: 'Hóa đơn bán hàng', count: 2 };
    expect(errorMessage('RECORD_IN_USE', 'vi', params)).toBe(
      'Không thể xóa: Khách hàng KH001 đang được dùng ở Hóa đơn bán hàng (2 dòng)',
    );
    expect(errorMessage('RECORD_CODE_IN_USE', 'vi', params)).toBe(
      'Không thể đổi mã: Khách hàng KH001 đang được dùng ở Hóa đơn bán hàng (2 dòng)',
    );
    expect(
      errorMessage('RECORD_IN_USE', 'en', { ...params, record: 'Customers KH001', where: 'Sales bills' }),
    ).toBe('Cannot delete: Customers KH001 is used in Sales bills (rows: 2)');
  });
});

describe('narrowed lookups (narrowBy)', () => {
  it('a voucher’s prepaid card is narrowed by its customer, on bills, service vouchers and retail orders', () => {
    for (const name of ['bills', 'sales-services', 'retail-orders'])
      expect(find('payment-cards', name, 'ma_the')).toMatchObject({ narrowBy: { ma_kh: 'ma_kh' } });
    // A service line's package is one of the voucher's customer's.
    expect(find('customer-packages', 'sales-services', 'ma_lt')).toMatchObject({
      lines: 'chi_tiet',
      narrowBy: { ma_kh: 'ma_kh' },
    });
  });

  it('narrows only by the target’s list filters and the referencing record’s fields (a line’s, or its header’s)', () => {
    for (const resource of resourceCatalogue)
      for (const lookup of lookupsOf(resource)) {
        const target = resourceNamed(lookup.target);
        const own = lookup.lines ? { ...resource.fields, ...resource.lineFields } : resource.fields;
        for (const [targetField, ownField] of Object.entries(lookup.narrowBy)) {
          expect(target?.filterFields, `${resource.name}.${lookup.field}`).toContain(targetField);
          expect(own, `${resource.name}.${lookup.field}`).toHaveProperty(ownField);
        }
      }
  });
});
