import { describe, expect, it } from 'vitest';
import { resourceNamed, type EnumField, type Resource } from '@sen/domain/resources';
import { isOpenTaskStatus, openTaskStatuses, todoFiltersOf } from './todoFilters';

describe('the to-do filters', () => {
  it("limit the list to the user's own appointments (owner field ma_nvbh) in every open status, or in one", () => {
    const user = { saler: { ma_nvbh: 'NV001', ten_nvbh: 'Nguyễn Thị Lan' } };
    expect(todoFiltersOf(user, 'open')).toEqual({ ma_nvbh: 'NV001', trang_thai: ['0', '1', '2'] });
    expect(todoFiltersOf(user, '1')).toEqual({ ma_nvbh: 'NV001', trang_thai: '1' });
  });

  it('give nothing to a user without a salesperson code (no appointment is theirs)', () => {
    expect(todoFiltersOf({ saler: null }, '0')).toBeUndefined();
    expect(todoFiltersOf({ saler: { ma_nvbh: ' ', ten_nvbh: '' } }, '0')).toBeUndefined();
    expect(todoFiltersOf(null, '0')).toBeUndefined();
  });

  it('match the tasks resource: its owner field, and open statuses that are its own (done and closed left out)', () => {
    const tasks = resourceNamed('tasks') as Resource;
    expect(tasks.ownerField).toBe('ma_nvbh');
    expect(tasks.filterFields).toEqual(expect.arrayContaining(['ma_nvbh', 'trang_thai']));
    const statuses = (tasks.fields.trang_thai as EnumField).options.map((o) => o.value);
    expect(statuses).toEqual(expect.arrayContaining([...openTaskStatuses]));
    expect(statuses.filter(isOpenTaskStatus)).toEqual(['0', '1', '2']);
    expect(isOpenTaskStatus('3')).toBe(false);
  });
});
