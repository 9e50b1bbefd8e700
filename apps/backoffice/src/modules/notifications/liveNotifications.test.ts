import { describe, expect, it } from 'vitest';
import { createLiveNotifications } from './liveNotifications';
import type { LiveConnection } from './liveNotifications';

const fakeConnection = () => {
  const counts = { start: 0, stop: 0 };
  const connection: LiveConnection = {
    start: async () => void (counts.start += 1),
    stop: async () => void (counts.stop += 1),
  };
  return { connection, counts };
};

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('live notifications', () => {
  it('opens one connection however often start is called, and a new one after stop', async () => {
    const made: ReturnType<typeof fakeConnection>[] = [];
    const live = createLiveNotifications(async () => {
      const fake = fakeConnection();
      made.push(fake);
      return fake.connection;
    });
    live.start();
    live.start();
    await tick();
    live.start();
    await tick();
    expect(made).toHaveLength(1);
    expect(made[0]?.counts).toEqual({ start: 1, stop: 0 });

    await live.stop();
    expect(made[0]?.counts).toEqual({ start: 1, stop: 1 });
    await live.stop();
    expect(made[0]?.counts.stop).toBe(1);

    live.start();
    await tick();
    expect(made).toHaveLength(2);
    expect(made[1]?.counts).toEqual({ start: 1, stop: 0 });
  });

  it('a stop while the code loads means the connection never starts', async () => {
    const fake = fakeConnection();
    let release = () => {};
    const live = createLiveNotifications(
      () => new Promise<LiveConnection>((resolve) => (release = () => resolve(fake.connection))),
    );
    live.start();
    const stopped = live.stop();
    release();
    await stopped;
    await tick();
    expect(fake.counts).toEqual({ start: 0, stop: 1 });
  });

  it('a failed load is forgotten: the next start tries again', async () => {
    const fake = fakeConnection();
    let attempts = 0;
    const live = createLiveNotifications(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Failed to fetch dynamically imported module');
      return fake.connection;
    });
    live.start();
    await tick();
    live.start();
    await tick();
    expect(attempts).toBe(2);
    expect(fake.counts.start).toBe(1);
  });
});
