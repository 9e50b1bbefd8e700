import { resourceCatalogue, type Field, type LineField, type LookupField } from '@sen/domain/resources';
import { describe, expect, it } from 'vitest';
import {
  catalogueRows,
  codePrefixOf,
  seedOrder,
  voucherNumber,
  type CatalogueRow,
} from '../../src/seed/catalogue-rows.js';
import { demoSalers, existingDemoRows, startupKeys } from '../../src/seed/demo-catalogue.js';
import { demoCustomers } from '../../src/seed/demo-customers.js';
import { mobilePrefixes } from '../../src/seed/vietnamese-names.js';

const today = new Date('2026-03-15T03:00:00Z');
const make = () =>
  catalogueRows(resourceCatalogue, {
    today,
    existing: existingDemoRows(),
    startupKeys,
    fixed: { salers: demoSalers },
  });
const { order, rows } = make();
const rowsOf = (name: string): CatalogueRow[] => rows.get(name) ?? [];
const existing = existingDemoRows();

/** Every value a lookup may store: the target's rows (made or existing) under its value field. */
const valuesOf = (field: LookupField): Set<unknown> => {
  const target = resourceCatalogue.find((r) => r.name === field.resource);
  const valueField = field.valueField ?? target?.keyFields[0] ?? startupKeys[field.resource]!;
  return new Set(
    [...(existing.get(field.resource) ?? []), ...rowsOf(field.resource)].map((r) => r[valueField]),
  );
};

describe('catalogue demo rows', () => {
  it('fills every catalogue resource, the same way each time', () => {
    for (const resource of resourceCatalogue)
      expect(rowsOf(resource.name).length, resource.name).toBeGreaterThan(0);
    const again = make();
    expect(JSON.stringify([...again.rows])).toBe(JSON.stringify([...rows]));
  });

  it('seeds a resource after the resources its lookups name', () => {
    const position = new Map(order.map((r, i) => [r.name, i]));
    const bills = position.get('bills')!;
    expect(position.get('partners')!).toBeLessThan(bills);
    expect(position.get('products')!).toBeLessThan(bills);
    expect(position.get('salers')!).toBeLessThan(position.get('partners')!);
  });

  it('resolves every lookup to a code of a seeded row of its target, and fills from that row', () => {
    let checked = 0;
    for (const resource of order) {
      const position = order.indexOf(resource);
      const fields = Object.entries(resource.fields as Record<string, Field>);
      const lineFields = Object.entries((resource.lineFields ?? {}) as Record<string, LineField>);
      for (const row of rowsOf(resource.name)) {
        const lines = resource.linesField ? (row[resource.linesField] as Record<string, unknown>[]) : [];
        for (const [name, field] of fields) {
          if (field.type !== 'lookup' || row[name] == null) continue;
          const target = order.findIndex((r) => r.name === field.resource);
          if (target > position) continue; // a cycle closed here: left empty by design
          expect(valuesOf(field).has(row[name]), `${resource.name}.${name} = ${String(row[name])}`).toBe(
            true,
          );
          checked++;
        }
        for (const line of lines)
          for (const [name, field] of lineFields) {
            if (field.type !== 'lookup' || line[name] == null) continue;
            expect(valuesOf(field).has(line[name]), `${resource.name} line ${name}`).toBe(true);
            checked++;
          }
      }
    }
    expect(checked).toBeGreaterThan(500);
    const customer = rowsOf('bills')[0]!;
    const partner = [...demoCustomers(), ...rowsOf('partners')].find((p) => p.ma_kh === customer.ma_kh);
    expect(customer.ten_kh).toBe(partner?.ten_kh);
  });

  it('leaves no field with a default value empty (its row schema has no null: GET of the list failed with 500)', () => {
    let checked = 0;
    for (const resource of order) {
      const fields = Object.entries(resource.fields as Record<string, Field>).filter(
        ([, field]) => field.defaultValue !== undefined,
      );
      const lineFields = Object.entries((resource.lineFields ?? {}) as Record<string, LineField>).filter(
        ([, field]) => field.defaultValue !== undefined,
      );
      for (const row of rowsOf(resource.name)) {
        for (const [name] of fields) {
          expect(row[name], `${resource.name}.${name} of ${String(row._id)}`).not.toBeNull();
          checked++;
        }
        const lines = resource.linesField ? (row[resource.linesField] as Record<string, unknown>[]) : [];
        for (const line of lines)
          for (const [name] of lineFields) {
            expect(line[name], `${resource.name} line ${name}`).not.toBeNull();
            checked++;
          }
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(rowsOf('expenses').every((row) => typeof row.tk === 'string' && row.tk !== '')).toBe(true);
  });

  it('gives vouchers one to four lines with the totals of their derive, numbered per branch and year', () => {
    for (const resource of resourceCatalogue.filter((r) => r.voucher)) {
      const made = rowsOf(resource.name);
      for (const row of made) {
        if (resource.linesField) {
          const lines = row[resource.linesField] as unknown[];
          expect(lines.length).toBeGreaterThanOrEqual(1);
          expect(lines.length).toBeLessThanOrEqual(4);
        }
        if (resource.derive) expect(resource.derive(row)).toEqual(row);
        expect(row.ma_ct).toBe(resource.voucher!.ma_ct);
      }
      for (const branch of ['CN01', 'CN02', 'CN03']) {
        const numbers = made
          .filter((r) => r.ma_dvcs === branch)
          .sort((a, b) => String(a.so_ct).localeCompare(String(b.so_ct)))
          .map((r) => r.so_ct);
        expect(numbers).toEqual(numbers.map((_, i) => voucherNumber(resource.voucher!.prefix, i + 1)));
      }
    }
    const bill = rowsOf('bills').find((b) => (b.chi_tiet as unknown[]).length > 1)!;
    const lines = bill.chi_tiet as { thanh_tien: number }[];
    expect(bill.t_tt).toBe(lines.reduce((t, l) => t + l.thanh_tien, 0));
    expect(Number(bill.t_tt) % 1).toBe(0);
  });

  it('makes believable Vietnamese customers: three-word names, 10-digit mobiles, addresses in the branch city', () => {
    const partners = rowsOf('partners');
    expect(partners).toHaveLength(160);
    expect(partners[0]!.ma_kh).toBe('KH0041');
    const prefixes = new Set<string>(mobilePrefixes);
    const phones = new Set(demoCustomers().map((c) => c.dien_thoai));
    for (const p of partners) {
      expect(String(p.ten_kh).split(' ').length).toBeGreaterThanOrEqual(3);
      if (p.dien_thoai != null) {
        expect(p.dien_thoai).toMatch(/^0[3789]\d{8}$/);
        expect(prefixes.has(String(p.dien_thoai).slice(0, 3))).toBe(true);
        expect(phones.has(String(p.dien_thoai)), 'phones are not shared').toBe(false);
        phones.add(String(p.dien_thoai));
      }
      const city = { CN01: 'Thành phố Hồ Chí Minh', CN02: 'Thành phố Hà Nội', CN03: 'Thành phố Đà Nẵng' }[
        String(p.ma_dvcs) as 'CN01'
      ];
      if (p.dia_chi != null) expect(String(p.dia_chi)).toContain(city);
      expect(['1', '2']).toContain(p.gioi_tinh);
    }
    // Phones the existence tests expect to be free stay free.
    for (const phone of ['0900000009', '0911111111', '0966500600', '0966700800', '0977300400', '0988100200'])
      expect(phones.has(phone), phone).toBe(false);
    expect(partners.filter((p) => String(p.ten_kh).startsWith('Nguyễn')).length).toBeGreaterThan(20);
  });

  it('spreads branch-scoped rows over CN01, CN02 and CN03 and keeps the salespeople the demo names', () => {
    expect(new Set(rowsOf('bills').map((b) => b.ma_dvcs))).toEqual(new Set(['CN01', 'CN02', 'CN03']));
    const salers = rowsOf('salers');
    expect(salers.slice(0, 5).map((s) => [s.ma_nvbh, s.ten_nvbh, s.ma_dvcs])).toEqual(
      demoSalers.map((s) => [s.ma_nvbh, s.ten_nvbh, s.ma_dvcs]),
    );
    const owners = new Set(salers.map((s) => s.ma_nvbh));
    for (const c of demoCustomers()) if (c.ma_nvbh) expect(owners.has(c.ma_nvbh), c.ma_nvbh).toBe(true);
  });

  it('dates vouchers within the last 90 days of this year and stamps every row', () => {
    for (const row of rowsOf('bills')) {
      expect(String(row.ngay_ct).startsWith('2026-')).toBe(true);
      expect(row.stt_rec).toBe(row._id);
      const days = (today.getTime() - new Date(`${String(row.ngay_ct)}T03:00:00Z`).getTime()) / 86_400_000;
      expect(days).toBeGreaterThanOrEqual(0);
      expect(days).toBeLessThan(90);
      expect(row.nguoi_tao).toBe('admin');
      expect(Number.isNaN(Date.parse(String(row.ngay_tao)))).toBe(false);
    }
  });

  it('derives code prefixes from the field name', () => {
    expect(codePrefixOf('ma_kh')).toBe('KH');
    expect(codePrefixOf('ma_nhom_kh')).toBe('NK');
    expect(codePrefixOf('ma_nvbh')).toBe('NV');
    expect(seedOrder([])).toEqual([]);
  });
});
