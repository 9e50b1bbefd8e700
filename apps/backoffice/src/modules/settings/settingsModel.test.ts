import { describe, expect, it } from 'vitest';
import type { ConfigEntry } from '@sen/domain';
import {
  applySettings,
  booleanValue,
  changedSettings,
  draftOf,
  numberOf,
  numberValue,
  settingKey,
  settingKindOf,
} from './settingsModel';

const entries: ConfigEntry[] = [
  { group: 'crm', name: 'crm_partner_require_phone', value: 't' },
  { group: 'crm', name: 'crm_pancake_enabled', value: 'f' },
  { group: 'sale', name: 'sale_return_days', value: '0' },
  { group: 'sale', name: 'sale_service_room_type', value: 'main' },
  { group: 'call_center', name: 'access_key', value: 'k' },
];

describe('settingKindOf', () => {
  it('gives the boolean keys of spec section 9 a switch, even with a blank value', () => {
    expect(settingKindOf({ group: 'crm', name: 'crm_pancake_enabled', value: 'f' })).toBe('boolean');
    expect(settingKindOf({ group: 'stock', name: 'stock_product_batch', value: '' })).toBe('boolean');
    expect(settingKindOf({ group: 'call_center', name: 'enable', value: '' })).toBe('boolean');
  });

  it('gives the numeric keys a numeric input', () => {
    for (const name of ['sale_package_otp_max', 'sale_return_days', 'room_order_start_time']) {
      const group = name.startsWith('room') ? 'room' : 'sale';
      expect(settingKindOf({ group, name, value: '1' }), name).toBe('number');
    }
    expect(settingKindOf({ group: 'system', name: 'otp_expiration', value: '2' })).toBe('number');
  });

  it('masks credentials and leaves other values as text', () => {
    expect(settingKindOf({ group: 'call_center', name: 'access_key', value: 'x' })).toBe('secret');
    expect(settingKindOf({ group: 'push', name: 'server_key', value: 'x' })).toBe('secret');
    expect(settingKindOf({ group: 'sale', name: 'sale_service_room_type', value: 'main' })).toBe('text');
    expect(settingKindOf({ group: 'call_center', name: 'port', value: '5060' })).toBe('text');
    expect(settingKindOf({ group: 'invoice', name: 'sale_invoice_series', value: '' })).toBe('text');
  });

  it("treats an unknown key holding 't' or 'f' as a boolean", () => {
    expect(settingKindOf({ group: 'custom', name: 'x_enabled', value: 't' })).toBe('boolean');
    expect(settingKindOf({ group: 'custom', name: 'x_label', value: 'tên' })).toBe('text');
  });
});

describe('the settings draft', () => {
  it('starts from the loaded values and reports only what changed, by name and group', () => {
    const draft = draftOf(entries);
    expect(changedSettings(entries, draft)).toEqual([]);
    const edited = {
      ...draft,
      [settingKey(entries[1] as ConfigEntry)]: booleanValue(true),
      'sale.sale_return_days': numberValue(7),
      'sale.sale_service_room_type': 'main',
    };
    expect(changedSettings(entries, edited)).toEqual([
      { group: 'crm', name: 'crm_pancake_enabled', value: 't' },
      { group: 'sale', name: 'sale_return_days', value: '7' },
    ]);
  });

  it('applies saved changes to the loaded entries', () => {
    const next = applySettings(entries, [{ group: 'crm', name: 'crm_pancake_enabled', value: 't' }]);
    expect(next.find((e) => e.name === 'crm_pancake_enabled')?.value).toBe('t');
    expect(next.find((e) => e.name === 'crm_partner_require_phone')?.value).toBe('t');
    expect(next).toHaveLength(entries.length);
  });

  it('stores switches as t/f and numbers as digits (0 when cleared)', () => {
    expect(booleanValue(false)).toBe('f');
    expect(numberValue(null)).toBe('0');
    expect(numberValue(12)).toBe('12');
    expect(numberOf('3')).toBe(3);
    expect(numberOf('')).toBeNull();
    expect(numberOf('abc')).toBeNull();
  });
});
