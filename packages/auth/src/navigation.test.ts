import { describe, expect, it } from 'vitest';
import { decideNavigation } from './navigation.js';
import type { NavigationInput } from './navigation.js';
import { makeAdmin, makeUser } from '../test/helpers.js';

const user = makeUser();
const signedIn = (path: string, extra: Partial<NavigationInput> = {}): NavigationInput => ({
  path,
  signedIn: true,
  user,
  commands: [{ command: '/crm/partners' }, { command: '/sales/bills' }],
  ...extra,
});
const signedOut = (path: string, extra: Partial<NavigationInput> = {}): NavigationInput => ({
  path,
  signedIn: false,
  user: null,
  commands: [],
  ...extra,
});

const allowed = (input: NavigationInput) => {
  const decision = decideNavigation(input);
  if (decision.type !== 'allow') throw new Error(`expected allow, got redirect to ${decision.to}`);
  return decision;
};
const redirectOf = (input: NavigationInput) => {
  const decision = decideNavigation(input);
  if (decision.type !== 'redirect') throw new Error(`expected redirect, got ${decision.route.path}`);
  return decision.to;
};

describe('decideNavigation', () => {
  it('sends the root to the analytics dashboard', () => {
    expect(redirectOf(signedIn('/'))).toBe('/dashboard/analytics');
    expect(redirectOf(signedOut(''))).toBe('/dashboard/analytics');
  });

  it('sends unknown paths to the 404 page', () => {
    expect(redirectOf(signedIn('/no/such/page'))).toBe('/error-404');
    expect(redirectOf(signedOut('/crm/unknown-thing'))).toBe('/error-404');
  });

  it('uses the light layout when the webview flag is present, whatever its value', () => {
    expect(allowed(signedIn('/crm/partners', { search: '?webview=1' })).layout).toBe('light');
    expect(allowed(signedIn('/crm/partners', { search: 'webview' })).layout).toBe('light');
    expect(allowed(signedIn('/crm/partners?webview=')).layout).toBe('light');
    expect(allowed(signedIn('/crm/partners', { search: '?other=1' })).layout).toBe('main');
    expect(allowed(signedIn('/dashboard/analytics', { search: '?a=1&webview' })).layout).toBe('light');
  });

  it('keeps the auth and cashier layouts under the webview flag (it replaces the main layout only)', () => {
    expect(allowed(signedOut('/auth/login', { search: '?webview=1' })).layout).toBe('auth');
    expect(allowed(signedIn('/sales/serving/cashier', { search: '?webview=1' })).layout).toBe('cashier');
  });

  it('uses the auth layout on auth and status pages and the cashier layout on cashier pages', () => {
    expect(allowed(signedOut('/auth/forgot-password')).layout).toBe('auth');
    expect(allowed(signedOut('/error-404')).layout).toBe('auth');
    expect(allowed(signedOut('/blank')).layout).toBe('auth');
    expect(allowed(signedIn('/sales/retail-orders/cashier')).layout).toBe('cashier');
    expect(allowed(signedIn('/sales/retail-orders/cashier/order-detail/15')).layout).toBe('cashier');
    expect(allowed(signedIn('/sales/room-orders/cashier')).layout).toBe('cashier');
    expect(allowed(signedIn('/dashboard/analytics')).layout).toBe('main');
  });

  it('sends a signed-out user to login with the full wanted path and query as redirect', () => {
    const to = redirectOf(signedOut('/crm/partners/12/edit', { search: '?tab=notes&x=a b' }));
    expect(to).toBe(`/auth/login?redirect=${encodeURIComponent('/crm/partners/12/edit?tab=notes&x=a b')}`);
    const url = new URL(to, 'http://host');
    expect(url.pathname).toBe('/auth/login');
    expect(url.searchParams.get('redirect')).toBe('/crm/partners/12/edit?tab=notes&x=a b');
    expect(redirectOf(signedOut('/dashboard/analytics'))).toBe(
      `/auth/login?redirect=${encodeURIComponent('/dashboard/analytics')}`,
    );
    expect(redirectOf(signedOut('/generic/abc?id=1'))).toBe(
      `/auth/login?redirect=${encodeURIComponent('/generic/abc?id=1')}`,
    );
  });

  it('lets a command route through when a command prefixes the path at a segment boundary', () => {
    expect(allowed(signedIn('/crm/partners')).route.path).toBe('/crm/partners');
    expect(allowed(signedIn('/crm/partners/new')).route.path).toBe('/crm/partners/new');
    expect(allowed(signedIn('/crm/partners/42/edit')).route.path).toBe('/crm/partners/$id/edit');
    expect(allowed(signedIn('/crm/partners/')).route.path).toBe('/crm/partners');
  });

  it('does not let a command cover a sibling that only shares a text prefix', () => {
    expect(redirectOf(signedIn('/crm/partners-vip'))).toBe('/blank');
    expect(redirectOf(signedIn('/crm/partners-search'))).toBe('/blank');
  });

  it('sends a route without a command to the blank page', () => {
    expect(redirectOf(signedIn('/stock/products'))).toBe('/blank');
    expect(redirectOf(signedIn('/crm/partners', { commands: [] }))).toBe('/blank');
    expect(redirectOf(signedIn('/crm/partners', { commands: [{ command: '' }, { command: '/' }] }))).toBe(
      '/blank',
    );
  });

  it('needs a command of its own for an approve sub-route', () => {
    expect(allowed(signedIn('/sales/bills')).route.path).toBe('/sales/bills');
    expect(redirectOf(signedIn('/sales/bills/approve'))).toBe('/blank');
    const decision = allowed(
      signedIn('/sales/bills/approve', { commands: [{ command: '/sales/bills/approve' }] }),
    );
    expect(decision.route.action).toBe('approve');
    expect(redirectOf(signedIn('/sales/bills', { commands: [{ command: '/sales/bills/approve' }] }))).toBe(
      '/blank',
    );
  });

  it('lets admins through command routes without commands', () => {
    const admin = makeAdmin();
    expect(allowed(signedIn('/stock/products', { user: admin, commands: [] })).route.path).toBe(
      '/stock/products',
    );
    expect(allowed(signedIn('/sales/bills/approve', { user: admin, commands: [] })).route.action).toBe(
      'approve',
    );
  });

  it('lets admin-flagged system pages through with sign-in only', () => {
    expect(allowed(signedIn('/system/cryptography/encrypt', { commands: [] })).route.guard).toBe(
      'admin-flag',
    );
    expect(allowed(signedIn('/system/cryptography/customer-card', { commands: [] })).route.guard).toBe(
      'admin-flag',
    );
    expect(redirectOf(signedOut('/system/cryptography/encrypt'))).toMatch(/^\/auth\/login\?redirect=/);
    expect(redirectOf(signedIn('/system/users', { commands: [] }))).toBe('/blank');
  });

  it('lets signed-in-only pages through without commands', () => {
    for (const path of [
      '/sales/retail-orders/cashier',
      '/sales/retail-orders/cashier/order-list',
      '/sales/serving/cashier',
      '/generic/crm/custom-list',
      '/report/sales/by-day',
      '/user/profile',
      '/user/todo',
      '/user/notifications',
      '/system/settings',
      '/system/online',
      '/system/logs',
      '/apps/pancake',
      '/dashboard/analytics',
    ]) {
      expect(allowed(signedIn(path, { commands: [] })).route.guard).toBe('signed-in');
      expect(redirectOf(signedOut(path))).toBe(`/auth/login?redirect=${encodeURIComponent(path)}`);
    }
  });

  it('needs is_admin 1 for /admin, else login', () => {
    expect(allowed(signedIn('/admin/settings', { user: makeAdmin() })).route.guard).toBe('is-admin');
    expect(redirectOf(signedIn('/admin/settings'))).toBe(
      `/auth/login?redirect=${encodeURIComponent('/admin/settings')}`,
    );
    expect(redirectOf(signedIn('/admin/settings', { user: null }))).toMatch(/^\/auth\/login\?redirect=/);
    expect(redirectOf(signedOut('/admin/settings'))).toMatch(/^\/auth\/login\?redirect=/);
  });

  it('always lets the client area through', () => {
    expect(allowed(signedOut('/client/customer-info')).route.guard).toBe('client');
    expect(allowed(signedIn('/client/payment-card-histories', { commands: [] })).route.guard).toBe('client');
  });

  it('lets a signed-out user open login and sends a signed-in user back to the previous path or the root', () => {
    expect(allowed(signedOut('/auth/login', { search: '?redirect=%2Fcrm' })).layout).toBe('auth');
    expect(redirectOf(signedIn('/auth/login', { previousPath: '/crm/partners?page=2' }))).toBe(
      '/crm/partners?page=2',
    );
    expect(redirectOf(signedIn('/auth/login'))).toBe('/');
    expect(redirectOf(signedIn('/auth/login', { previousPath: '/auth/login?redirect=x' }))).toBe('/');
    expect(redirectOf(signedIn('/pages/login', { previousPath: '/user/profile' }))).toBe('/user/profile');
    expect(allowed(signedIn('/auth/register')).route.guard).toBe('public');
  });
});
