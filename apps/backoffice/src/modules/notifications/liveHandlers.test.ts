import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { notificationKeys, queryKeys, resourceSetKeys } from '@sen/api';
import type { NotificationHistory, NotificationItem } from '@sen/domain';
import { catalogueKeys } from '../catalogue/form/paths';
import { liveHandlers, liveQueryMeta } from './liveHandlers';

const item: NotificationItem = {
  id: 'n9',
  title: 'Họp giao ban lúc 8:00',
  body: '',
  link: '',
  type: 'broadcast',
  sender: 'admin',
  is_read: false,
  created_at: '2026-11-22T08:00:00.000Z',
};

const cached = (client: QueryClient, unread: boolean, totalUnread: number) => {
  const key = notificationKeys.history({ page: 1, limit: 5, unread });
  client.setQueryData<NotificationHistory>(key, { notifications: [], total: 0, total_unread: totalUnread });
  return key;
};

describe('live notification handlers', () => {
  it('a new notification adds one to every cached unread count, marks the lists stale and shows its title', () => {
    const client = new QueryClient();
    const all = cached(client, false, 2);
    const unread = cached(client, true, 2);
    const toasts: string[] = [];
    liveHandlers({ getQueryClient: () => client, showToast: (title) => toasts.push(title) }).onNotification(
      item,
    );
    expect(client.getQueryData<NotificationHistory>(all)?.total_unread).toBe(3);
    expect(client.getQueryData<NotificationHistory>(unread)?.total_unread).toBe(3);
    expect(client.getQueryState(all)?.isInvalidated).toBe(true);
    expect(toasts).toEqual(['Họp giao ban lúc 8:00']);
  });

  it('the unread message sets the count; a reconnection refetches', () => {
    const client = new QueryClient();
    const all = cached(client, false, 5);
    const handlers = liveHandlers({ getQueryClient: () => client, showToast: () => {} });
    handlers.onUnread(0);
    expect(client.getQueryData<NotificationHistory>(all)?.total_unread).toBe(0);
    expect(client.getQueryState(all)?.isInvalidated).toBe(true);
    const other = new QueryClient();
    const key = cached(other, false, 1);
    liveHandlers({ getQueryClient: () => other, showToast: () => {} }).onConnected();
    expect(other.getQueryState(key)?.isInvalidated).toBe(true);
  });

  it('before the QueryClient loads, a notification still shows its toast', () => {
    const toasts: string[] = [];
    const handlers = liveHandlers({ getQueryClient: () => null, showToast: (title) => toasts.push(title) });
    handlers.onNotification(item);
    handlers.onUnread(3);
    handlers.onConnected();
    expect(toasts).toEqual([item.title]);
  });

  it('a record change marks that resource’s lists and records stale, nothing else; a reconnection the live boards', () => {
    const client = new QueryClient();
    const rooms = resourceSetKeys({ name: 'rooms' }).list({ pageIndex: '0' }, 'sales/room-orders');
    const room = resourceSetKeys({ name: 'rooms' }).row('/sales/rooms/r1');
    const picked = resourceSetKeys({ name: 'rooms' }).lookup('P1');
    const tables = resourceSetKeys({ name: 'restaurant-tables' }).list({}, 'sales/restaurant/table-orders');
    for (const key of [rooms, room, picked, tables]) client.setQueryData(key, { items: [] });
    const handlers = liveHandlers({ getQueryClient: () => client, showToast: () => {} });
    handlers.onRecordChange({
      resource: 'rooms',
      action: 'update',
      id: '0f6b3c1e-9d2a-4a7e-8a51-3c2d1e0f9a8b',
      ma_dvcs: 'CN01',
    });
    expect(client.getQueryState(rooms)?.isInvalidated).toBe(true);
    expect(client.getQueryState(room)?.isInvalidated).toBe(true);
    expect(client.getQueryState(picked)?.isInvalidated).toBe(true);
    expect(client.getQueryState(tables)?.isInvalidated).toBe(false);

    const other = new QueryClient();
    const board = [...catalogueKeys.all('rooms'), 'board'];
    const plain = resourceSetKeys({ name: 'units' }).list({});
    other.getQueryCache().build(other, { queryKey: board, meta: liveQueryMeta }).setData({ items: [] });
    other.setQueryData(plain, { items: [] });
    liveHandlers({ getQueryClient: () => other, showToast: () => {} }).onConnected();
    expect(other.getQueryState(board)?.isInvalidated).toBe(true);
    expect(other.getQueryState(plain)?.isInvalidated).toBe(false);
  });

  it("a sale, an appointment, a room or a table marks the dashboard's figures stale; other changes do not", () => {
    const client = new QueryClient();
    const dashboard = queryKeys.dashboard.analytics();
    client.setQueryData(dashboard, { day: '2033-05-09' });
    const handlers = liveHandlers({ getQueryClient: () => client, showToast: () => {} });
    const change = (resource: string) => ({
      resource,
      action: 'create' as const,
      id: '0f6b3c1e-9d2a-4a7e-8a51-3c2d1e0f9a8b',
      ma_dvcs: 'CN01',
    });
    handlers.onRecordChange(change('tickets'));
    expect(client.getQueryState(dashboard)?.isInvalidated).toBe(false);
    for (const resource of [
      'retail-orders',
      'bills',
      'returns',
      'sales-services',
      'tasks',
      'rooms',
      'restaurant-tables',
    ]) {
      client.setQueryData(dashboard, { day: '2033-05-09' });
      handlers.onRecordChange(change(resource));
      expect(client.getQueryState(dashboard)?.isInvalidated, resource).toBe(true);
    }
  });
});
