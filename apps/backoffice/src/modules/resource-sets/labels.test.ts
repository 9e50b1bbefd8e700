import { describe, expect, it } from 'vitest';
import {
  appRoutes,
  branchsSet,
  callCenterSet,
  custom1Set,
  discountCodesSet,
  taxesSet,
  unitsSet,
  voucherInfosSet,
  voucherLocksSet,
  warehousesSet,
} from '@sen/domain';
import { enShell } from '../../i18n/en-shell';
import { viShell } from '../../i18n/vi-shell';

type Labels = Record<string, string> | undefined;
const fieldsOf = (resources: object, name: string): Labels =>
  (resources as Record<string, { fields?: Record<string, string> } | undefined>)[name]?.fields;

/** The sets with a back-office screen, and the catalogue path of each. */
const screens = [
  ['/stock/units', unitsSet],
  ['/stock/warehouses', warehousesSet],
  ['/system/custom1', custom1Set],
  ['/system/branchs', branchsSet],
  ['/accounting/voucher-infos', voucherInfosSet],
  ['/accounting/taxs', taxesSet],
  ['/sales/vouchers', discountCodesSet],
  ['/accounting/voucher-locks', voucherLocksSet],
  ['/system/call-center/providers', callCenterSet],
] as const;

describe('resource-set screens', () => {
  it.each(screens)('%s is a catalogue page guarded by the set’s menu id', (path, set) => {
    const route = appRoutes.find((r) => r.path === path);
    expect(route?.menuId).toBe(set.menuId);
    expect(route?.guard).toBe('command');
  });

  it.each(screens)('%s has a Vietnamese and an English label for every field', (_path, set) => {
    const vi = fieldsOf(viShell.resources, set.name);
    const en = fieldsOf(enShell.resources, set.name);
    for (const field of Object.keys(set.record.shape)) {
      expect(vi?.[field], `vi ${set.name}.${field}`).toBeTruthy();
      expect(en?.[field], `en ${set.name}.${field}`).toBeTruthy();
    }
  });
});
