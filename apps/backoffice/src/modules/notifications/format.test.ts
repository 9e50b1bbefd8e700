import { describe, expect, it } from 'vitest';
import { notificationTarget, parseUserNames } from './format';

describe('notification formatting', () => {
  it('reads the recipients as distinct user names', () => {
    expect(parseUserNames(' thungan, nvbh01;admin  thungan ')).toEqual(['thungan', 'nvbh01', 'admin']);
    expect(parseUserNames(' , ')).toEqual([]);
  });

  it('opens app paths in the app, web addresses in a new tab and nothing else', () => {
    expect(notificationTarget('/crm/tasks/1')).toEqual({ kind: 'internal', href: '/crm/tasks/1' });
    expect(notificationTarget('https://sen.vn/a')).toEqual({ kind: 'external', href: 'https://sen.vn/a' });
    expect(notificationTarget('')).toEqual({ kind: 'none' });
    expect(notificationTarget('//evil.example')).toEqual({ kind: 'none' });
    expect(notificationTarget('javascript:alert(1)')).toEqual({ kind: 'none' });
  });
});
