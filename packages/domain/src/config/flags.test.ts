import { describe, expect, it } from 'vitest';
import { configDefaults, configNumber, configValue, isTrue } from './flags.js';
import { configLabelOf } from './flag-labels.js';

describe('config flags', () => {
  it('has the spec defaults', () => {
    expect(isTrue(configValue([], 'crm_partner_require_phone'))).toBe(true);
    expect(isTrue(configValue([], 'crm_partner_validate_website'))).toBe(false);
    expect(configValue([], 'sale_service_room_type')).toBe('main');
    expect(configNumber([], 'sale_package_otp_max')).toBe(3);
    expect(configNumber([], 'otp_expiration')).toBe(2);
    expect(configNumber([], 'otp_max_hourly')).toBe(10);
    expect(configNumber([], 'sale_return_days')).toBe(0);
    expect(configDefaults.filter((c) => c.group === 'call_center')).toHaveLength(11);
  });
  it('lets stored values win over defaults', () => {
    expect(configNumber([{ name: 'otp_max_hourly', group: 'system', value: '4' }], 'otp_max_hourly')).toBe(4);
  });
  it('has no duplicate names', () => {
    const keys = configDefaults.map((c) => `${c.group}.${c.name}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('configuration labels', () => {
  it('every flag has a Vietnamese and an English label, never its key', () => {
    for (const flag of configDefaults) {
      expect(configLabelOf(flag.name, 'vi'), flag.name).not.toBe(flag.name);
      expect(configLabelOf(flag.name, 'en'), flag.name).not.toBe(flag.name);
    }
    expect(configLabelOf('stock_allow_negative', 'vi')).toBe('Cho phép xuất kho âm');
    expect(configLabelOf('a_newer_flag', 'vi')).toBe('a_newer_flag');
  });
});
