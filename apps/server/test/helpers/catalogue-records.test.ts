import { resourceCatalogue } from '@sen/domain/resources';
import { describe, expect, it } from 'vitest';
import { lookupTargetsOf, patchOf, probeFieldOf, recordOf } from './catalogue-records.js';

describe('generated catalogue records', () => {
  it.each(resourceCatalogue.map((r) => [r.name, r] as const))(
    '%s: a valid record and a valid patch',
    (_, resource) => {
      const record = recordOf(resource, { seed: 7 });
      const parsed = resource.record.safeParse(record);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      if (resource.linesField) expect((record[resource.linesField] as unknown[]).length).toBe(2);
      if (resource.voucher) expect(record.so_ct).toBeUndefined();
      const patch = patchOf(resource, 8);
      expect(resource.patchSchema.safeParse(patch).success).toBe(true);
      expect(patch[probeFieldOf(resource)]).not.toEqual(record[probeFieldOf(resource)]);
    },
  );

  it('different seeds give different natural keys; the same seed the same record', () => {
    for (const resource of resourceCatalogue) {
      const key = (seed: number) => resource.keyFields.map((k) => recordOf(resource, { seed })[k]).join('|');
      if (resource.voucher) continue;
      expect(key(1), resource.name).not.toBe(key(2));
      expect(recordOf(resource, { seed: 3 })).toEqual(recordOf(resource, { seed: 3 }));
    }
  });

  it('lookups take the resolver’s codes, branches other than ma_dvcs another branch, overrides win', () => {
    const bills = resourceCatalogue.find((r) => r.name === 'bills')!;
    const record = recordOf(bills, {
      seed: 1,
      lookup: (t) => `${t.resource}#${t.field}#${t.occurrence}`,
      overrides: { ma_nvbh: 'NV001' },
    });
    expect(record.ma_kh).toBe('partners#ma_kh#0');
    expect(record.ma_nvbh).toBe('NV001');
    expect((record.chi_tiet as Record<string, unknown>[])[0]!.ma_vt).toBe('products#ma_vt#0');
    expect(lookupTargetsOf(bills)).toContainEqual({
      resource: 'products',
      valueField: undefined,
      field: 'ma_vt',
      occurrence: 0,
    });
    const transfers = resourceCatalogue.find((r) => r.name === 'no-name-transfers');
    if (transfers) expect(recordOf(transfers, { seed: 1 }).ma_dvcs_nhan).toBe('CN02');
  });

  it('a lookup the check refuses takes another target row; a time the check refuses the end of the day', () => {
    const transfers = resourceCatalogue.find((r) => r.name === 'no-name-transfers')!;
    const record = recordOf(transfers, { seed: 1, overrides: { ma_dvcs: 'CN02' } });
    expect(record.ma_dvcs).toBe('CN02');
    expect(record.ma_dvcs_nhan).toBe('CN03');
    const hours = resourceCatalogue.find((r) => r.name === 'product-hours')!;
    for (const seed of [1, 20, 23]) expect(hours.check?.(recordOf(hours, { seed }))).toBeUndefined();
  });

  it('a cross-field check is met by leaving out the optional field it names', () => {
    const shifts = resourceCatalogue.find((r) => r.name === 'shifts')!;
    const record = recordOf(shifts, { seed: 1 });
    expect(shifts.check?.(record)).toBeUndefined();
  });
});
