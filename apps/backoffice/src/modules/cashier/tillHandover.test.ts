import { describe, expect, it } from 'vitest';
import { appRoutes } from '@sen/domain';
import {
  cashierTills,
  posPageOfCashierPath,
  posTillUrl,
  tillOfCashierPath,
  withSession,
  customerOfHandover,
  withCustomer,
} from './tillHandover';

describe('tillOfCashierPath', () => {
  it('hands each cashier route of the route catalogue over to a till', () => {
    const cashierRoutes = appRoutes.filter((r) => r.parentId === 'cashier');
    expect(cashierRoutes.length).toBeGreaterThan(0);
    for (const route of cashierRoutes) {
      expect(tillOfCashierPath(route.path.replace('$id', 'HD0001')), route.path).toBeDefined();
    }
  });

  it('maps each mode to its till, sub-pages and a trailing slash included', () => {
    expect(tillOfCashierPath('/sales/retail-orders/cashier')).toBe('retail');
    expect(tillOfCashierPath('/sales/retail-orders/cashier/order-list')).toBe('orders');
    expect(tillOfCashierPath('/sales/retail-orders/cashier/order-detail/abc')).toBe('orders');
    expect(posPageOfCashierPath('/sales/retail-orders/cashier/order-list')).toBe('orders');
    expect(posPageOfCashierPath('/sales/retail-orders/cashier/order-detail/0195-ab/')).toBe('orders/0195-ab');
    expect(posPageOfCashierPath('/sales/serving/cashier')).toBe('serving');
    expect(posPageOfCashierPath('/crm/partners')).toBeUndefined();
    expect(tillOfCashierPath('/sales/serving/cashier/')).toBe('serving');
    expect(tillOfCashierPath('/sales/room-orders/cashier')).toBe('room');
    expect(tillOfCashierPath('/sales/restaurant/cashier')).toBe('restaurant');
  });

  it('leaves other paths alone (a record of /sales/retail-orders is not a till)', () => {
    expect(tillOfCashierPath('/sales/retail-orders')).toBeUndefined();
    expect(tillOfCashierPath('/sales/retail-orders/cashier-x')).toBeUndefined();
    expect(tillOfCashierPath('/sales/retail-orders/123')).toBeUndefined();
  });

  it('uses the four tills of the POS and its order list', () => {
    expect(new Set(cashierTills.map((c) => c.till))).toEqual(
      new Set(['retail', 'serving', 'room', 'restaurant', 'orders']),
    );
  });
});

describe('posTillUrl', () => {
  it('defaults to the POS served at /pos/', () => {
    expect(posTillUrl(undefined, 'retail')).toBe('/pos/retail');
    expect(posTillUrl('  ', 'room')).toBe('/pos/room');
  });

  it('joins a configured POS address with or without its trailing slash', () => {
    expect(posTillUrl('https://pos.example.vn/', 'serving')).toBe('https://pos.example.vn/serving');
    expect(posTillUrl('https://pos.example.vn', 'restaurant')).toBe('https://pos.example.vn/restaurant');
  });
});

describe('withSession', () => {
  it('puts the session handed over in the POS address', () => {
    expect(withSession('/pos/orders', { access_token: 'a.b.c', refresh_token: 'r+/=' })).toBe(
      '/pos/orders?access_token=a.b.c&refresh_token=r%2B%2F%3D',
    );
    expect(withSession('/pos/retail?q=1', { access_token: 'x', refresh_token: 'y' })).toBe(
      '/pos/retail?q=1&access_token=x&refresh_token=y',
    );
  });
});

describe('the customer a handover carries', () => {
  it('is the code of ?kh=, a plain code only', () => {
    expect(customerOfHandover({ kh: ' KH0001 ' })).toBe('KH0001');
    expect(customerOfHandover({ kh: 'KH-Ạ.1' })).toBe('KH-Ạ.1');
    expect(customerOfHandover({})).toBeUndefined();
    expect(customerOfHandover({ kh: 12 })).toBeUndefined();
    expect(customerOfHandover({ kh: 'a b' })).toBeUndefined();
    expect(customerOfHandover({ kh: 'x'.repeat(33) })).toBeUndefined();
  });

  it('goes into the till address, before the session', () => {
    const url = withCustomer('/pos/retail', 'KH0001');
    expect(url).toBe('/pos/retail?kh=KH0001');
    expect(withSession(url, { access_token: 'a', refresh_token: 'b' })).toBe(
      '/pos/retail?kh=KH0001&access_token=a&refresh_token=b',
    );
    expect(withCustomer('/pos/retail', undefined)).toBe('/pos/retail');
  });
});
