import { describe, expect, it } from 'vitest';
import type { Session } from '@sen/domain';
import { createRefreshQueue } from './refresh-queue.js';

const session = (token: string): Session => ({
  access_token: token,
  refresh_token: `r-${token}`,
  expiration_date: '',
});

describe('createRefreshQueue', () => {
  it('runs one refresh for concurrent callers', async () => {
    let runs = 0;
    let token: string | null = 't1';
    const queue = createRefreshQueue({
      refresh: async () => {
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 1));
        token = 't2';
        return session('t2');
      },
      currentToken: () => token,
      onAuthFailure: () => undefined,
    });
    const tokens = await Promise.all([
      queue.afterUnauthorized('t1'),
      queue.afterUnauthorized('t1'),
      queue.refresh().then((s) => s.access_token),
    ]);
    expect(tokens).toEqual(['t2', 't2', 't2']);
    expect(runs).toBe(1);
    await queue.afterUnauthorized('t2');
    expect(runs).toBe(2);
  });

  it('calls onAuthFailure once and rejects late callers of the failed token without a new refresh', async () => {
    let runs = 0;
    let failures = 0;
    const queue = createRefreshQueue({
      refresh: async () => {
        runs += 1;
        throw new Error('refused');
      },
      currentToken: () => 't1',
      onAuthFailure: () => (failures += 1),
    });
    const settled = await Promise.allSettled([queue.afterUnauthorized('t1'), queue.afterUnauthorized('t1')]);
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected']);
    await expect(queue.afterUnauthorized('t1')).rejects.toThrow('refused');
    expect(runs).toBe(1);
    expect(failures).toBe(1);
  });

  it('does not call onAuthFailure for a failed direct refresh until a request needs it', async () => {
    let failures = 0;
    const queue = createRefreshQueue({
      refresh: async () => {
        throw new Error('refused');
      },
      currentToken: () => 't1',
      onAuthFailure: () => (failures += 1),
    });
    await expect(queue.refresh()).rejects.toThrow('refused');
    expect(failures).toBe(0);
    await expect(queue.afterUnauthorized('t1')).rejects.toThrow('refused');
    await expect(queue.afterUnauthorized('t1')).rejects.toThrow('refused');
    expect(failures).toBe(1);
  });
});
