import { describe, expect, it } from 'vitest';
import { displayConfigValue, groupConfigs } from './configGroups';

describe('groupConfigs', () => {
  it('groups entries by group, both sorted by name', () => {
    const groups = groupConfigs([
      { name: 'sale_b', group: 'sale', value: 't' },
      { name: 'crm_a', group: 'crm', value: 'f' },
      { name: 'sale_a', group: 'sale', value: '3' },
    ]);
    expect(groups.map((g) => [g.group, g.entries.map((e) => e.name)])).toEqual([
      ['crm', ['crm_a']],
      ['sale', ['sale_a', 'sale_b']],
    ]);
  });
});

describe('displayConfigValue', () => {
  it('shows flags as on/off, hides secrets and marks empty values', () => {
    expect(displayConfigValue({ name: 'enable', value: 't' })).toEqual({ kind: 'on' });
    expect(displayConfigValue({ name: 'enable', value: 'f' })).toEqual({ kind: 'off' });
    expect(displayConfigValue({ name: 'url', value: '' })).toEqual({ kind: 'empty' });
    expect(displayConfigValue({ name: 'access_key', value: 'abc' })).toEqual({ kind: 'hidden' });
    expect(displayConfigValue({ name: 'sale_return_days', value: '7' })).toEqual({ kind: 'text', text: '7' });
  });
});
