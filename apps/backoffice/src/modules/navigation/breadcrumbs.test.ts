import { describe, expect, it } from 'vitest';
import { computeBreadcrumbs, isDynamicPath, matchCommand } from './breadcrumbs';
import { cmd } from './testCommands';

const commands = [
  cmd('crm', '', '', 'CRM', 1),
  cmd('crm.customer', 'crm', '', 'Khách hàng', 1),
  cmd('crm.partners', 'crm.customer', '/crm/partners', 'Danh sách khách hàng', 1),
  cmd('reports', '', '', 'Báo cáo', 9),
  cmd('reports.sales', 'reports', '', 'Báo cáo bán hàng', 1),
  cmd('reports.sales.daily', 'reports.sales', '/report/sales-daily', 'Doanh thu ngày', 1),
  cmd('generic', '', '', 'Tiện ích', 10),
  cmd('generic.notes', 'generic', '/generic/notes', 'Ghi chú', 1),
];

const base = { commands, locale: 'vi' as const, homeLabel: 'Trang chủ' };

describe('computeBreadcrumbs', () => {
  it('starts with home and follows the command tree to a menu page', () => {
    expect(computeBreadcrumbs({ ...base, path: '/crm/partners' })).toEqual({
      title: 'Danh sách khách hàng',
      breadcrumbs: [
        { label: 'Trang chủ', href: '/' },
        { label: 'CRM' },
        { label: 'Khách hàng' },
        { label: 'Danh sách khách hàng' },
      ],
    });
  });

  it('links the list of a sub-page and ends with the sub-page title', () => {
    const heading = computeBreadcrumbs({ ...base, path: '/crm/partners/KH001/edit' });
    expect(heading.title).toBe('Sửa khách hàng');
    expect(heading.breadcrumbs).toEqual([
      { label: 'Trang chủ', href: '/' },
      { label: 'CRM' },
      { label: 'Khách hàng' },
      { label: 'Danh sách khách hàng', href: '/crm/partners' },
      { label: 'Sửa khách hàng' },
    ]);
  });

  it('drops a menu group named like the page under it (no "Khách hàng › Khách hàng")', () => {
    const named = commands.map((c) =>
      c.menu_id === 'crm.partners'
        ? cmd('crm.partners', 'crm.customer', '/crm/partners', 'Khách hàng', 1)
        : c,
    );
    expect(computeBreadcrumbs({ ...base, commands: named, path: '/crm/partners' }).breadcrumbs).toEqual([
      { label: 'Trang chủ', href: '/' },
      { label: 'CRM' },
      { label: 'Khách hàng' },
    ]);
    expect(computeBreadcrumbs({ ...base, commands: named, path: '/crm/partners/new' }).breadcrumbs).toEqual([
      { label: 'Trang chủ', href: '/' },
      { label: 'CRM' },
      { label: 'Khách hàng', href: '/crm/partners' },
      { label: 'Thêm khách hàng' },
    ]);
  });

  it('falls back to the catalogue groups when the server has no command for the page', () => {
    const heading = computeBreadcrumbs({ ...base, path: '/dashboard/analytics' });
    expect(heading).toEqual({
      title: 'Phân tích',
      breadcrumbs: [{ label: 'Trang chủ', href: '/' }, { label: 'Tổng quan' }, { label: 'Phân tích' }],
    });
    expect(
      computeBreadcrumbs({ ...base, path: '/dashboard/analytics', locale: 'en', homeLabel: 'Home' }).title,
    ).toBe('Analytics');
  });

  it('gives home, grandparent, parent, current for /report pages, titled by the longest matching command', () => {
    const heading = computeBreadcrumbs({ ...base, path: '/report/sales-daily/2024' });
    expect(heading).toEqual({
      title: 'Doanh thu ngày',
      breadcrumbs: [
        { label: 'Trang chủ', href: '/' },
        { label: 'Báo cáo' },
        { label: 'Báo cáo bán hàng' },
        { label: 'Doanh thu ngày' },
      ],
    });
  });

  it('gives home, parent, current for a /generic page with no grandparent', () => {
    const heading = computeBreadcrumbs({ ...base, path: '/generic/notes', locale: 'en', homeLabel: 'Home' });
    expect(heading).toEqual({
      title: 'Ghi chú (en)',
      breadcrumbs: [{ label: 'Home', href: '/' }, { label: 'Tiện ích (en)' }, { label: 'Ghi chú (en)' }],
    });
  });

  it('uses the catalogue title for a /report page no command matches', () => {
    expect(computeBreadcrumbs({ ...base, path: '/report/unknown' }).title).toBe('Báo cáo');
  });
});

describe('matchCommand', () => {
  it('prefers the longest command path at a segment boundary', () => {
    const list = [
      cmd('a', '', '/report', 'A'),
      cmd('b', '', '/report/sales', 'B'),
      cmd('c', '', '/report/sales-x', 'C'),
    ];
    expect(matchCommand('/report/sales/1', list)?.menu_id).toBe('b');
    expect(matchCommand('/report/salesman', list)?.menu_id).toBe('a');
    expect(matchCommand('/crm', list)).toBeUndefined();
  });

  it('recognises the dynamic paths', () => {
    expect(isDynamicPath('/report/x')).toBe(true);
    expect(isDynamicPath('/generic')).toBe(true);
    expect(isDynamicPath('/reports/x')).toBe(false);
  });
});
