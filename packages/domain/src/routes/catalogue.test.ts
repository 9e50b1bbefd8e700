import { describe, expect, it } from 'vitest';
import { appRoutes, commandRoutes, menuGroups } from './catalogue.js';
import { matchRoute, normalizePath, pathStartsWith } from './match.js';

describe('route catalogue', () => {
  it('has unique paths and menu ids for menu routes', () => {
    const paths = appRoutes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    const ids = commandRoutes.map((r) => r.menuId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('hangs every route and group under a known group', () => {
    const groupIds = new Set(menuGroups.map((g) => g.menuId));
    for (const node of [...menuGroups, ...appRoutes]) {
      if (node.parentId) expect(groupIds.has(node.parentId), node.parentId).toBe(true);
    }
  });

  it('covers the spec sections and their guards', () => {
    expect(matchRoute('/crm/partners')?.guard).toBe('command');
    expect(matchRoute('/system/cryptography/encrypt')?.guard).toBe('admin-flag');
    expect(matchRoute('/system/logs')?.guard).toBe('signed-in');
    expect(matchRoute('/admin/settings')?.guard).toBe('is-admin');
    expect(matchRoute('/client/customer-info')?.guard).toBe('client');
    expect(matchRoute('/auth/login')?.guard).toBe('public');
    expect(matchRoute('/sales/restaurant/cashier')?.guard).toBe('signed-in');
    expect(matchRoute('/crm/task/calendar')?.noScroll).toBe(true);
    expect(commandRoutes.length).toBeGreaterThan(170);
  });
});

describe('matchRoute', () => {
  it('prefers static segments over parameters', () => {
    expect(matchRoute('/crm/partners/new')?.path).toBe('/crm/partners/new');
    expect(matchRoute('/crm/partners/KH0001')?.path).toBe('/crm/partners/$id');
    expect(matchRoute('/crm/partners/KH0001/edit')?.menuId).toBe('crm.partners');
  });

  it('marks approve variants with their own menu id', () => {
    const route = matchRoute('/sales/bills/approve');
    expect(route?.action).toBe('approve');
    expect(route?.menuId).toBe('sales.bills.approve');
  });

  it('matches splats, ignores query and trailing slash, and rejects unknown paths', () => {
    expect(matchRoute('/report/doanh-thu/thang')?.path).toBe('/report/$');
    expect(matchRoute('/crm/partners/?pageIndex=2')?.path).toBe('/crm/partners');
    expect(matchRoute('/crm/nothing-here')).toBeUndefined();
    expect(matchRoute('/report')).toBeUndefined();
  });
});

describe('paths', () => {
  it('normalizes', () => {
    expect(normalizePath('/a/b/?x=1#h')).toBe('/a/b');
    expect(normalizePath('')).toBe('/');
  });
  it('compares prefixes at segment boundaries', () => {
    expect(pathStartsWith('/crm/partners/1', '/crm/partners')).toBe(true);
    expect(pathStartsWith('/crm/partners-vip', '/crm/partners')).toBe(false);
    expect(pathStartsWith('/crm/partners', '/crm/partners/')).toBe(true);
  });
});
