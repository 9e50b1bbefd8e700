import { ApiRequestError, resourceSetKeys } from '@sen/api';
import { branchsSet, unitsSet, type UserInfo } from '@sen/domain';
import { paymentCardHistories, products, resourceNamed, type Resource } from '@sen/domain/resources';
import { describe, expect, it } from 'vitest';
import { canRead, customerAccess, messageOf, staffAccess } from './adapters.js';
import { QueryClient } from '@tanstack/react-query';
import {
  deleteRecordOptions,
  errorMessageOf,
  isRecordChanged,
  listQueryOptions,
  recordKeys,
  retryUnlessRefused,
} from './query-options.js';

const user = (rights: Partial<UserInfo> = {}): UserInfo =>
  ({
    is_admin: 0,
    r_read: [],
    r_edit: [],
    r_add: [],
    r_del: [],
    r_access: [],
    r_print: [],
    ...rights,
  }) as UserInfo;

describe('access', () => {
  it('staff read by their rights, staff-readable sets always; customers the customer-readable resources', () => {
    const cashier = staffAccess(user({ r_read: ['stock.products'] }));
    expect(canRead(cashier, products)).toBe(true);
    expect(canRead(cashier, paymentCardHistories)).toBe(false);
    expect(canRead(cashier, unitsSet)).toBe(false);
    expect(canRead(staffAccess(user({ r_edit: ['stock.units'] })), unitsSet)).toBe(true);
    expect(canRead(cashier, branchsSet)).toBe(true);
    expect(canRead(staffAccess(user({ is_admin: 1 })), paymentCardHistories)).toBe(true);
    expect(canRead(staffAccess(null), products)).toBe(false);
    expect(canRead(customerAccess(), paymentCardHistories)).toBe(true);
    expect(canRead(customerAccess(), products)).toBe(false);
    expect(canRead(customerAccess(), branchsSet)).toBe(false);
  });

  it('words the records’ messages in the app’s language, or the app’s own way', () => {
    expect(messageOf({ locale: () => 'vi' }, 'saved')).toBe('Lưu thành công!');
    expect(messageOf({ locale: () => 'en' }, 'saved')).toBe('Saved');
    expect(
      messageOf({ locale: () => 'vi', t: (key) => (key === 'saved' ? 'Đã lưu' : undefined) }, 'saved'),
    ).toBe('Đã lưu');
  });
});

describe('query options and failures', () => {
  it('share the resource sets’ cache keys, so writes through @sen/api refresh the records and back', () => {
    expect(recordKeys(products).all).toEqual(resourceSetKeys(products).all);
    const options = listQueryOptions({ get: async () => ({ items: [], total: 0 }) as never }, products, {
      search: 'kem',
      page: 2,
    });
    expect(options.queryKey).toEqual(resourceSetKeys(products).list({ searchKey: 'kem', pageIndex: '1' }));
  });

  it('show the server’s message, and know a save over someone else’s (409 RECORD_CHANGED)', () => {
    const changed = new ApiRequestError({
      status: 409,
      body: { code: 'RECORD_CHANGED', message: 'Bản ghi đã được người khác sửa' },
    });
    expect(errorMessageOf(changed)).toBe('Bản ghi đã được người khác sửa');
    expect(isRecordChanged(changed)).toBe(true);
    expect(isRecordChanged(new ApiRequestError({ status: 409, body: { code: 'RESOURCE_DUPLICATE' } }))).toBe(
      false,
    );
    expect(errorMessageOf(new TypeError('x is undefined'))).toBe(
      'Lỗi hệ thống, vui lòng thử lai sau ít phút!',
    );
  });

  it('read a view of a resource at the view’s path, under its own key in the resource’s', async () => {
    const asked: string[] = [];
    const http = { get: async (path: string) => (asked.push(path), { items: [], total: 0 }) as never };
    const rooms = resourceNamed('rooms') as Resource;
    const board = listQueryOptions(
      http,
      rooms,
      { pageSize: 1000 },
      { path: 'sales/room-orders', menuId: 'x' },
    );
    const plain = listQueryOptions(http, rooms, { pageSize: 1000 });
    expect(board.queryKey).not.toEqual(plain.queryKey);
    expect(board.queryKey.slice(0, 3)).toEqual(recordKeys(rooms).all);
    await new QueryClient().fetchQuery(board);
    expect(asked).toEqual(['/sales/room-orders']);
  });

  it('delete a row by its id, or a key-addressed one by its keys, then mark the resource stale', async () => {
    const deleted: string[] = [];
    const http = { delete: async (path: string) => void deleted.push(path) } as never;
    const client = new QueryClient();
    client.setQueryData(recordKeys(products).list({}), { items: [], total: 0 });
    const options = deleteRecordOptions(http, products, client);
    await options.mutationFn?.('p1', undefined as never);
    await options.onSuccess?.(undefined, 'p1', undefined, undefined as never);
    expect(deleted).toEqual(['/stock/products/p1']);
    expect(client.getQueryState(recordKeys(products).list({}))?.isInvalidated).toBe(true);
    const infos = resourceNamed('voucher-infos') as Resource;
    await deleteRecordOptions(http, infos, client).mutationFn?.(
      { ma_ct: 'HDB', status: '0' },
      undefined as never,
    );
    expect(deleted.at(-1)).toBe('/accounting/voucher-infos/HDB/0');
  });

  it('read again once after a network or server failure, never after a refusal', () => {
    expect(retryUnlessRefused(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryUnlessRefused(0, new ApiRequestError({ status: 503, body: {} }))).toBe(true);
    expect(retryUnlessRefused(1, new ApiRequestError({ status: 503, body: {} }))).toBe(false);
    expect(retryUnlessRefused(0, new ApiRequestError({ status: 404, body: {} }))).toBe(false);
    expect(retryUnlessRefused(0, new ApiRequestError({ status: 403, body: {} }))).toBe(false);
  });
});
