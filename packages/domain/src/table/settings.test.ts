import { describe, expect, it } from 'vitest';
import {
  EMPTY_TABLE_SETTINGS,
  SETTINGS_KEY_NOT_DEFINED,
  applyTableSettings,
  assertSettingsKey,
  isColumnWidth,
  moveColumn,
  normalizeTableSettings,
} from './settings.js';

const columns = [
  { id: 'code', label: 'Mã', canHide: false },
  { id: 'name', label: 'Tên' },
  { id: 'phone', label: 'Điện thoại' },
  { id: 'email', label: 'Email' },
];
const ids = (list: ReadonlyArray<{ id: string }>) => list.map((column) => column.id);

describe('assertSettingsKey', () => {
  it("throws 'Settings Key is not defined' without a key", () => {
    expect(SETTINGS_KEY_NOT_DEFINED).toBe('Settings Key is not defined');
    expect(() => assertSettingsKey(undefined)).toThrow('Settings Key is not defined');
    expect(() => assertSettingsKey(null)).toThrow('Settings Key is not defined');
    expect(() => assertSettingsKey('')).toThrow('Settings Key is not defined');
    expect(() => assertSettingsKey('  ')).toThrow('Settings Key is not defined');
    expect(assertSettingsKey('crm.partners')).toBe('crm.partners');
  });
});

describe('applyTableSettings', () => {
  it('keeps the columns as they are without settings', () => {
    expect(applyTableSettings(columns, undefined)).toEqual(columns);
    expect(applyTableSettings(columns, EMPTY_TABLE_SETTINGS)).toEqual(columns);
  });

  it('orders the columns, unlisted columns after the listed ones', () => {
    expect(ids(applyTableSettings(columns, { order: ['email', 'name'] }))).toEqual([
      'email',
      'name',
      'code',
      'phone',
    ]);
  });

  it('hides hidden columns, except those that cannot hide', () => {
    expect(ids(applyTableSettings(columns, { hidden: ['phone', 'code'] }))).toEqual([
      'code',
      'name',
      'email',
    ]);
  });

  it('gives widths and pins, left-pinned first and right-pinned last', () => {
    const result = applyTableSettings(columns, {
      order: ['code', 'name', 'phone', 'email'],
      widths: { name: 240 },
      pinned: { email: 'left', code: 'right' },
    });
    expect(ids(result)).toEqual(['email', 'name', 'phone', 'code']);
    expect(result[0]).toEqual({ id: 'email', label: 'Email', pinned: 'left' });
    expect(result[1]).toEqual({ id: 'name', label: 'Tên', width: 240 });
    expect(result[3]).toMatchObject({ id: 'code', pinned: 'right' });
    expect(result[2]).not.toHaveProperty('width');
    expect(result[2]).not.toHaveProperty('pinned');
  });

  it('ignores stale ids', () => {
    expect(ids(applyTableSettings(columns, { order: ['gone', 'phone'], hidden: ['gone'] }))).toEqual([
      'phone',
      'code',
      'name',
      'email',
    ]);
  });
});

describe('normalizeTableSettings', () => {
  it('completes the order and drops unknown ids and duplicates', () => {
    expect(
      normalizeTableSettings({ order: ['phone', 'phone', 'x'], hidden: ['name', 'name', 'x'] }, columns),
    ).toEqual({ order: ['phone', 'code', 'name', 'email'], hidden: ['name'], widths: {}, pinned: {} });
  });

  it('never hides a column that cannot hide', () => {
    expect(normalizeTableSettings({ hidden: ['code'] }, columns).hidden).toEqual([]);
  });

  it('keeps widths in range and drops non-numbers', () => {
    expect(
      normalizeTableSettings(
        { widths: { code: 10, name: 5000, phone: 120.6, email: Number.NaN, x: 100 } },
        columns,
      ).widths,
    ).toEqual({ code: 40, name: 2000, phone: 121 });
    expect(normalizeTableSettings({ widths: { name: '120' } }, columns).widths).toEqual({});
  });

  it("keeps only 'left' and 'right' pins", () => {
    expect(
      normalizeTableSettings({ pinned: { code: 'left', name: 'top', phone: 'right' } }, columns).pinned,
    ).toEqual({
      code: 'left',
      phone: 'right',
    });
  });

  it('reads anything stored, missing parts empty', () => {
    const empty = { hidden: [], order: ['code', 'name', 'phone', 'email'], widths: {}, pinned: {} };
    expect(normalizeTableSettings(null, columns)).toEqual(empty);
    expect(normalizeTableSettings('garbage', columns)).toEqual(empty);
    expect(normalizeTableSettings({ hidden: 'name', order: [1, 'email'] }, columns)).toEqual({
      ...empty,
      order: ['email', 'code', 'name', 'phone'],
    });
  });
});

describe('moveColumn', () => {
  const order = ['a', 'b', 'c'];
  it('moves a column one place up or down', () => {
    expect(moveColumn(order, 'b', 'up')).toEqual(['b', 'a', 'c']);
    expect(moveColumn(order, 'b', 'down')).toEqual(['a', 'c', 'b']);
    expect(order).toEqual(['a', 'b', 'c']);
  });
  it('does nothing at the ends or for an unknown id', () => {
    expect(moveColumn(order, 'a', 'up')).toEqual(order);
    expect(moveColumn(order, 'c', 'down')).toEqual(order);
    expect(moveColumn(order, 'x', 'up')).toEqual(order);
  });
});

describe('isColumnWidth', () => {
  it('accepts finite widths from 40 to 2000 px', () => {
    expect(isColumnWidth(40)).toBe(true);
    expect(isColumnWidth(2000)).toBe(true);
    expect(isColumnWidth(39)).toBe(false);
    expect(isColumnWidth(2001)).toBe(false);
    expect(isColumnWidth(Number.NaN)).toBe(false);
    expect(isColumnWidth('120')).toBe(false);
  });
});
