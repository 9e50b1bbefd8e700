import { describe, expect, it } from 'vitest';
import { taxesSet, unitsSet } from '@sen/domain';
import { paymentTypes, productGroups, products, retailOrders, stockServices } from '@sen/domain/resources';
import { tillResources } from './till-resources';

describe("the till's resources", () => {
  const declarations = {
    retailOrders,
    products,
    stockServices,
    productGroups,
    paymentTypes,
    taxes: taxesSet,
    units: unitsSet,
  };

  it.each(Object.entries(declarations))(
    '%s: the path, menu id, read access of its declaration, paged',
    (name, declared) => {
      const kept = tillResources[name as keyof typeof tillResources];
      expect(kept.path).toBe(declared.path);
      expect(kept.menuId).toBe(declared.menuId);
      expect(kept.readAccess).toBe(declared.readAccess);
      // The sync reads each list in pages of its largest size.
      expect(declared.pagedByDefault).toBe(true);
    },
  );

  it("derives the retail order's lines and totals as its declaration does", () => {
    expect(tillResources.retailOrders.linesField).toBe(retailOrders.linesField);
    const order = {
      da_tt: 10_000,
      chi_tiet: [
        { ma_vt: 'VT01', so_luong: 3, gia: 12_345, ck: 0, thue_suat: 10 },
        { ma_vt: 'DV01', so_luong: 1, gia: 200_000, ck: 5, thue_suat: 0, ma_lt: 'LT01' },
      ],
    };
    const derived = tillResources.retailOrders.derive(order);
    expect(derived).toEqual(retailOrders.derive!(order));
    expect(derived.t_tt).toBeGreaterThan(0);
    expect(derived.con_no).toBe(Number(derived.t_tt) - 10_000);
  });
});
