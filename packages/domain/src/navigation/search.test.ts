import { describe, expect, it } from 'vitest';
import { flattenMenu, searchNavigation } from './search.js';
import type { MenuNode } from './search.js';

const menu: MenuNode[] = [
  { id: 'dashboard', title: 'Tổng quan', href: '/dashboard/analytics' },
  {
    id: 'crm',
    title: 'CRM',
    children: [
      { id: 'crm.partners', title: 'Khách hàng', href: '/crm/partners' },
      { id: 'crm.partners-search', title: 'Tra cứu khách hàng', href: '/crm/partners-search' },
      {
        id: 'crm.care',
        title: 'Công việc',
        children: [
          { id: 'crm.tasks', title: 'Danh sách công việc', href: '/crm/tasks' },
          { id: 'crm.task.calendar', title: 'Đặt lịch hẹn', href: '/crm/task/calendar' },
          { id: 'crm.empty', title: 'Nhóm trống' },
        ],
      },
    ],
  },
  {
    id: 'sales',
    title: 'Bán hàng',
    href: '/sales',
    children: [{ id: 'sales.vip', title: 'Khách VIP', href: '/sales/vip' }],
  },
];

const titles = (entries: readonly { title: string }[]) => entries.map((entry) => entry.title);

describe('flattenMenu', () => {
  it('lists every page in menu order with the titles of the groups above it', () => {
    expect(flattenMenu(menu)).toEqual([
      { id: 'dashboard', title: 'Tổng quan', href: '/dashboard/analytics', trail: [] },
      { id: 'crm.partners', title: 'Khách hàng', href: '/crm/partners', trail: ['CRM'] },
      {
        id: 'crm.partners-search',
        title: 'Tra cứu khách hàng',
        href: '/crm/partners-search',
        trail: ['CRM'],
      },
      { id: 'crm.tasks', title: 'Danh sách công việc', href: '/crm/tasks', trail: ['CRM', 'Công việc'] },
      {
        id: 'crm.task.calendar',
        title: 'Đặt lịch hẹn',
        href: '/crm/task/calendar',
        trail: ['CRM', 'Công việc'],
      },
      // A group with a page of its own is an entry too; its children carry its title.
      { id: 'sales', title: 'Bán hàng', href: '/sales', trail: [] },
      { id: 'sales.vip', title: 'Khách VIP', href: '/sales/vip', trail: ['Bán hàng'] },
    ]);
  });

  it('skips groups without a page and blank hrefs', () => {
    expect(
      flattenMenu([{ id: 'g', title: 'Nhóm', href: '  ', children: [{ id: 'x', title: 'X' }] }]),
    ).toEqual([]);
  });
});

describe('searchNavigation', () => {
  const commands = flattenMenu(menu);

  it('matches without accents and folds đ to d', () => {
    expect(titles(searchNavigation({ commands, query: 'dat lich' }).commands)).toEqual(['Đặt lịch hẹn']);
    expect(titles(searchNavigation({ commands, query: 'DAT' }).commands)).toEqual(['Đặt lịch hẹn']);
    expect(titles(searchNavigation({ commands, query: 'tong quan' }).commands)).toEqual(['Tổng quan']);
    expect(searchNavigation({ commands, query: 'không có' }).commands).toEqual([]);
  });

  it('ranks title prefixes first, then title word matches, then trail and path matches', () => {
    const found = searchNavigation({ commands, query: 'khach' }).commands;
    // 'Khách hàng' and 'Khách VIP' start with the query; 'Tra cứu khách hàng' only has it as a word.
    expect(titles(found)).toEqual(['Khách hàng', 'Khách VIP', 'Tra cứu khách hàng']);
    // Word order does not matter for word matches; 'Khách VIP' matches through its group 'Bán hàng'.
    expect(titles(searchNavigation({ commands, query: 'hang khach' }).commands)).toEqual([
      'Khách hàng',
      'Tra cứu khách hàng',
      'Khách VIP',
    ]);
    // 'cong viec' starts no title but is a word match in 'Danh sách công việc', and the group trail of
    // 'Đặt lịch hẹn' (CRM › Công việc).
    expect(titles(searchNavigation({ commands, query: 'cong viec' }).commands)).toEqual([
      'Danh sách công việc',
      'Đặt lịch hẹn',
    ]);
    // Trail words combine with title words.
    expect(titles(searchNavigation({ commands, query: 'crm lich' }).commands)).toEqual(['Đặt lịch hẹn']);
    // Paths match too.
    expect(titles(searchNavigation({ commands, query: 'partners' }).commands)).toEqual([
      'Khách hàng',
      'Tra cứu khách hàng',
    ]);
    expect(titles(searchNavigation({ commands, query: 'task/calendar' }).commands)).toEqual(['Đặt lịch hẹn']);
  });

  it('lists a page that is both a shortcut and a command once, as a shortcut with the command trail', () => {
    const result = searchNavigation({
      shortcuts: [
        { href: '/crm/tasks/', title: 'Công việc' },
        { href: '/crm/call-logs', title: 'Cuộc gọi' },
        { href: '/crm/tasks', title: 'Công việc (trùng)' },
      ],
      commands: [...commands, { id: 'dup', title: 'Khách hàng (bản sao)', href: '/crm/partners', trail: [] }],
      query: '',
    });
    expect(result.shortcuts).toEqual([
      { id: '/crm/tasks/', title: 'Công việc', href: '/crm/tasks/', trail: ['CRM', 'Công việc'] },
      { id: '/crm/call-logs', title: 'Cuộc gọi', href: '/crm/call-logs', trail: [] },
    ]);
    expect(titles(result.commands)).toEqual([
      'Tổng quan',
      'Khách hàng',
      'Tra cứu khách hàng',
      'Đặt lịch hẹn',
      'Bán hàng',
      'Khách VIP',
    ]);
  });

  it('ranks shortcuts and commands separately', () => {
    const result = searchNavigation({
      shortcuts: [
        { href: '/crm/partners-search', title: 'Tra cứu khách hàng' },
        { href: '/crm/partners', title: 'Khách hàng' },
      ],
      commands,
      query: 'khach hang',
    });
    expect(titles(result.shortcuts)).toEqual(['Khách hàng', 'Tra cứu khách hàng']);
    expect(titles(result.commands)).toEqual(['Khách VIP']);
  });

  it('returns everything in order for a blank query', () => {
    const result = searchNavigation({ shortcuts: [{ href: '/x', title: 'X' }], commands, query: '   ' });
    expect(titles(result.shortcuts)).toEqual(['X']);
    expect(result.commands).toEqual(commands);
  });
});
