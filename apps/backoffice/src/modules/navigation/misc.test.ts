import { describe, expect, it } from 'vitest';
import { stripTokenParams } from '@sen/auth';
import { safeRedirect } from './redirect';
import { visibleBookmarks } from './bookmarks';
import { cmd } from './testCommands';
import { testUser } from '../session/testUser';

const user = (isAdmin: 0 | 1) => testUser({ is_admin: isAdmin });

describe('safeRedirect', () => {
  it('keeps in-app paths with their query', () => {
    expect(safeRedirect('/crm/partners?searchKey=a')).toBe('/crm/partners?searchKey=a');
  });
  it('refuses other origins, non-strings and login pages', () => {
    expect(safeRedirect('//evil.example')).toBeUndefined();
    expect(safeRedirect('https://evil.example')).toBeUndefined();
    expect(safeRedirect('/\\evil')).toBeUndefined();
    expect(safeRedirect(42)).toBeUndefined();
    expect(safeRedirect('/auth/login?redirect=/x')).toBeUndefined();
  });
});

describe('stripTokenParams', () => {
  it('removes the tokens and keeps the rest', () => {
    expect(stripTokenParams('?access_token=a&refresh_token=b&webview=1')).toBe('?webview=1');
    expect(stripTokenParams('?access_token=a')).toBe('');
  });
});

describe('visibleBookmarks', () => {
  it('shows only the bookmarks the user may open, titled by command', () => {
    const commands = [
      cmd('crm.partners', 'crm', '/crm/partners', 'Khách hàng'),
      cmd('crm.tasks', 'crm', '/crm/tasks', 'Lịch hẹn'),
    ];
    expect(visibleBookmarks({ user: user(0), commands, locale: 'vi' })).toEqual([
      { href: '/crm/partners', title: 'Khách hàng' },
      { href: '/crm/tasks', title: 'Lịch hẹn' },
    ]);
  });
  it('shows every default bookmark to an administrator and none when signed out', () => {
    expect(visibleBookmarks({ user: user(1), commands: [], locale: 'en' }).map((b) => b.title)).toEqual([
      'Customers',
      'Appointment calendar',
      'Appointments',
      'Call logs',
      'Room board',
    ]);
    expect(visibleBookmarks({ user: null, commands: [], locale: 'vi' })).toEqual([]);
  });
  it('caps the list at MAX_STARRED_PAGES', () => {
    const paths = Array.from({ length: 12 }, () => '/crm/partners');
    expect(visibleBookmarks({ paths, user: user(1), commands: [], locale: 'vi' })).toHaveLength(10);
  });
});
