import { describe, expect, it } from 'vitest';
import { buildMenuTree, commandTitle } from './menu';
import { cmd } from './testCommands';

describe('buildMenuTree', () => {
  const commands = [
    cmd('crm', '', '', 'CRM', 2),
    cmd('dashboard', '', '', 'Tổng quan', 1),
    cmd('dashboard.analytics', 'dashboard', '/dashboard/analytics', 'Phân tích', 1),
    cmd('crm.customer', 'crm', '', 'Khách hàng', 1),
    cmd('crm.partners-vip', 'crm.customer', '/crm/partners-vip', 'Khách hàng VIP', 2),
    cmd('crm.partners', 'crm.customer', '/crm/partners', 'Khách hàng', 1),
    cmd('sales', '', '', 'Bán hàng', 3),
  ];

  it('nests items under their groups, ordered by stt', () => {
    expect(buildMenuTree(commands, 'vi')).toEqual([
      {
        id: 'dashboard',
        title: 'Tổng quan',
        children: [{ id: 'dashboard.analytics', title: 'Phân tích', href: '/dashboard/analytics' }],
      },
      {
        id: 'crm',
        title: 'CRM',
        children: [
          {
            id: 'crm.customer',
            title: 'Khách hàng',
            children: [
              { id: 'crm.partners', title: 'Khách hàng', href: '/crm/partners' },
              { id: 'crm.partners-vip', title: 'Khách hàng VIP', href: '/crm/partners-vip' },
            ],
          },
        ],
      },
    ]);
  });

  it('drops groups without any command the user has', () => {
    const tree = buildMenuTree(commands, 'vi');
    expect(tree.map((node) => node.id)).not.toContain('sales');
    const onlyGroups = buildMenuTree([cmd('crm', '', '', 'CRM'), cmd('crm.customer', 'crm', '', 'KH')], 'vi');
    expect(onlyGroups).toEqual([]);
  });

  it('uses the English titles in English, falling back to the Vietnamese one', () => {
    const tree = buildMenuTree(
      [
        cmd('dashboard', '', '', 'Tổng quan'),
        { ...cmd('d.a', 'dashboard', '/dashboard/analytics', 'Phân tích'), title_en: '' },
      ],
      'en',
    );
    expect(tree[0]?.title).toBe('Tổng quan (en)');
    expect(tree[0]?.children?.[0]?.title).toBe('Phân tích');
  });

  it('puts commands whose parent is missing at the top level and survives cycles', () => {
    const tree = buildMenuTree(
      [cmd('x', 'missing', '/crm/tags', 'Nhãn'), cmd('a', 'b', '', 'A'), cmd('b', 'a', '/hr/shifts', 'B')],
      'vi',
    );
    expect(tree).toEqual([{ id: 'x', title: 'Nhãn', href: '/crm/tags' }]);
  });

  it('breaks stt ties by menu id', () => {
    const tree = buildMenuTree(
      [cmd('b', '', '/hr/shifts', 'B', 1), cmd('a', '', '/hr/employees', 'A', 1)],
      'vi',
    );
    expect(tree.map((n) => n.id)).toEqual(['a', 'b']);
  });

  it('commandTitle picks the title by locale', () => {
    expect(commandTitle({ title: 'Khách hàng', title_en: 'Customers' }, 'vi')).toBe('Khách hàng');
    expect(commandTitle({ title: 'Khách hàng', title_en: 'Customers' }, 'en')).toBe('Customers');
  });
});
