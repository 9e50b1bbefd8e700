import 'fake-indexeddb/auto';
import { deleteDB } from 'idb';
import { afterEach, describe, expect, it } from 'vitest';
import { openPosDatabase, type LocalOrder, type PosDatabase } from './local-db';
import {
  backoffMs,
  newOrderId,
  pendingCount,
  sendLater,
  sendPending,
  settleOrder,
  takeOrder,
  type SendResult,
} from './outbox';

let db: PosDatabase;
let name = 0;
const fresh = async () => (db = await openPosDatabase(`outbox-test-${++name}`));
afterEach(async () => {
  db.close();
  await deleteDB(db.name);
});

const body = (t_tt: number) => ({ ma_kh: 'KH0001', trang_thai: '1', t_tt });

describe('the outbox', () => {
  it('keeps an order and queues it in one step, under a UUIDv7 that is also its _id', async () => {
    await fresh();
    const order = await takeOrder(db, 'sales/retail-orders', body(90_000), Date.UTC(2026, 10, 28, 3));
    expect(order.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(order.body._id).toBe(order.id);
    expect(await db.get('orders', order.id)).toMatchObject({ state: 'pending', deviceNumber: 1 });
    expect(await pendingCount(db)).toBe(1);
    const second = await takeOrder(db, 'sales/retail-orders', body(1), Date.UTC(2026, 10, 28, 4));
    expect(second.deviceNumber).toBe(2);
    expect(second.id > order.id).toBe(true);
  });

  it("numbers the day's orders from 1 again at midnight in Vietnam, whatever the device's zone", async () => {
    await fresh();
    // 23:50 on 28/11 in Hà Nội, then 00:10 and 00:20 on 29/11 (still the 28th in UTC and on a device left on it).
    const late = await takeOrder(db, 'sales/retail-orders', body(1), Date.parse('2026-11-28T16:50:00Z'));
    const first = await takeOrder(db, 'sales/retail-orders', body(2), Date.parse('2026-11-28T17:10:00Z'));
    const second = await takeOrder(db, 'sales/retail-orders', body(3), Date.parse('2026-11-28T17:20:00Z'));
    expect([late.deviceNumber, first.deviceNumber, second.deviceNumber]).toEqual([1, 1, 2]);
  });

  it('lets the till write its number for the order on it (a retail order: with its shift)', async () => {
    await fresh();
    await takeOrder(db, 'sales/retail-orders', body(1));
    const order = await takeOrder(db, 'sales/retail-orders', body(2), Date.now(), (n) => ({
      so_don_may: n,
      ma_ca_tn: 'S1',
    }));
    expect(order.body).toMatchObject({ so_don_may: 2, ma_ca_tn: 'S1', _id: order.id });
    expect((await db.get('orders', order.id))?.body.so_don_may).toBe(2);
  });

  it('sends oldest first and lets an entry go only once the server answered', async () => {
    await fresh();
    const taken: LocalOrder[] = [];
    for (const total of [1, 2, 3]) taken.push(await takeOrder(db, 'sales/retail-orders', body(total)));
    const sent: number[] = [];
    const next = await sendPending(db, async (order) => {
      sent.push(Number(order.body.t_tt));
      return order.body.t_tt === 2
        ? { kind: 'refused', message: 'Mặt hàng VT001 không đủ tồn kho' }
        : { kind: 'stored', so_ct: `BL00000${String(order.body.t_tt)}` };
    });
    expect(next).toBeUndefined();
    expect(sent).toEqual([1, 2, 3]);
    expect(await pendingCount(db)).toBe(0);
    expect(await db.get('orders', taken[0]!.id)).toMatchObject({ state: 'sent', so_ct: 'BL000001' });
    expect(await db.get('orders', taken[1]!.id)).toMatchObject({
      state: 'refused',
      error: 'Mặt hàng VT001 không đủ tồn kho',
    });
  });

  it('sends orders taken within one millisecond in the order they were taken', async () => {
    await fresh();
    const at = Date.UTC(2026, 10, 28, 5);
    for (let total = 1; total <= 20; total += 1) await takeOrder(db, 'sales/retail-orders', body(total), at);
    const sent: number[] = [];
    await sendPending(db, async (order) => {
      sent.push(Number(order.body.t_tt));
      return { kind: 'stored', so_ct: String(order.body.t_tt) };
    });
    expect(sent).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('keeps every order while the server cannot be reached, waiting longer each time, the later ones behind', async () => {
    await fresh();
    await takeOrder(db, 'sales/retail-orders', body(1));
    await takeOrder(db, 'sales/retail-orders', body(2));
    let clock = Date.now();
    const tries: number[] = [];
    const offline = async (order: LocalOrder): Promise<SendResult> => {
      tries.push(Number(order.body.t_tt));
      throw new TypeError('Failed to fetch');
    };
    expect(await sendPending(db, offline, () => clock)).toBe(clock + backoffMs(1));
    // Not due yet: nothing is tried.
    expect(await sendPending(db, offline, () => clock)).toBe(clock + backoffMs(1));
    clock += backoffMs(1);
    expect(await sendPending(db, offline, () => clock)).toBe(clock + backoffMs(2));
    expect(tries).toEqual([1, 1]);
    expect(await pendingCount(db)).toBe(2);
    clock += backoffMs(2);
    const stored = async (order: LocalOrder): Promise<SendResult> => ({
      kind: 'stored',
      so_ct: String(order.body.t_tt),
    });
    expect(await sendPending(db, stored, () => clock)).toBeUndefined();
    expect(await pendingCount(db)).toBe(0);
  });

  it('backs off 1 s, 2 s, 4 s … up to a minute', () => {
    expect([1, 2, 3, 4, 10].map(backoffMs)).toEqual([1_000, 2_000, 4_000, 8_000, 60_000]);
  });

  it('an order the till sends itself: kept under the id made for it, left to the outbox only if unanswered', async () => {
    await fresh();
    const later = Date.now() + 60_000;
    const id = newOrderId();
    const kept = await takeOrder(db, 'sales/retail-orders', body(1), Date.now(), undefined, {
      id,
      sendAt: later,
    });
    expect(kept).toMatchObject({ id, deviceNumber: 1, body: { _id: id } });
    // Queued, but not due while the till waits for its own send's answer.
    expect(await sendPending(db, async () => ({ kind: 'unreachable' }))).toBe(later);
    await settleOrder(db, id, { kind: 'stored', so_ct: 'BL000007' });
    expect(await db.get('orders', id)).toMatchObject({ state: 'sent', so_ct: 'BL000007' });
    expect(await pendingCount(db)).toBe(0);

    // Refused at once: the sale never happened, the device keeps nothing and the next order takes its number.
    const refused = await takeOrder(db, 'sales/retail-orders', body(2), Date.now(), undefined, {
      id: newOrderId(),
      sendAt: later,
    });
    expect(refused.deviceNumber).toBe(2);
    await settleOrder(db, refused.id, {
      kind: 'refused',
      message: 'Liệu trình CN01.HD000003.1 chỉ còn 0 buổi',
    });
    expect(await db.get('orders', refused.id)).toBeUndefined();
    expect(await pendingCount(db)).toBe(0);
    const next = await takeOrder(db, 'sales/retail-orders', body(3));
    expect(next.deviceNumber).toBe(2);

    // Not reached: the outbox sends it under the same id, as any order, in the order taken.
    const lost = await takeOrder(db, 'sales/retail-orders', body(4), Date.now(), undefined, {
      id: newOrderId(),
      sendAt: later,
    });
    await sendLater(db, lost.id, Date.now());
    const sent: string[] = [];
    await sendPending(db, async (order) => {
      sent.push(order.body._id);
      return { kind: 'stored', so_ct: String(order.body.t_tt) };
    });
    expect(sent).toEqual([next.id, lost.id]);
    expect(await db.get('orders', lost.id)).toMatchObject({ state: 'sent', so_ct: '4' });
  });
});
