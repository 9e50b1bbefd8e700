import { describe, expect, it } from 'vitest';
import { auditValueText, diffAuditRows } from './auditDiff';

describe('audit row diff', () => {
  it('lists changed, added and removed fields first, then the unchanged ones', () => {
    const before = { ma_dvt: 'HOP', ten_dvt: 'Hộp', status: true, tags: ['a'], old: 1 };
    const after = { ma_dvt: 'HOP', ten_dvt: 'Hộp giấy', status: true, tags: ['a'], extra: null };
    expect(diffAuditRows(before, after)).toEqual([
      { field: 'ten_dvt', kind: 'changed', before: 'Hộp', after: 'Hộp giấy' },
      { field: 'extra', kind: 'added', before: undefined, after: null },
      { field: 'old', kind: 'removed', before: 1, after: undefined },
      { field: 'ma_dvt', kind: 'same', before: 'HOP', after: 'HOP' },
      { field: 'status', kind: 'same', before: true, after: true },
      { field: 'tags', kind: 'same', before: ['a'], after: ['a'] },
    ]);
  });

  it('a create has only added fields and a delete only removed ones', () => {
    expect(diffAuditRows(null, { ma_dvt: 'KG' })).toEqual([
      { field: 'ma_dvt', kind: 'added', before: undefined, after: 'KG' },
    ]);
    expect(diffAuditRows({ ma_dvt: 'KG' }, null)).toEqual([
      { field: 'ma_dvt', kind: 'removed', before: 'KG', after: undefined },
    ]);
    expect(diffAuditRows(null, null)).toEqual([]);
  });

  it('compares nested values by content', () => {
    expect(diffAuditRows({ a: { x: 1 } }, { a: { x: 2 } })[0]?.kind).toBe('changed');
    expect(diffAuditRows({ a: { x: 1 } }, { a: { x: 1 } })[0]?.kind).toBe('same');
  });

  it('shows strings as they are and other values as JSON', () => {
    expect(auditValueText('Hộp')).toBe('Hộp');
    expect(auditValueText(12)).toBe('12');
    expect(auditValueText(null)).toBe('null');
    expect(auditValueText({ a: [1] })).toBe('{"a":[1]}');
    expect(auditValueText(undefined)).toBe('');
  });
});
