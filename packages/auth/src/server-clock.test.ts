import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServerClock } from './server-clock.js';

describe('createServerClock', () => {
  afterEach(() => vi.useRealTimers());

  it('advances the server time by one minute every 60 seconds', () => {
    let now = 1_000_000;
    const clock = createServerClock('2024-05-01T08:30:15.000Z', () => now);
    expect(clock.iso()).toBe('2024-05-01T08:30:15.000Z');
    now += 59_999;
    expect(clock.iso()).toBe('2024-05-01T08:30:15.000Z');
    now += 1;
    expect(clock.iso()).toBe('2024-05-01T08:31:15.000Z');
    now += 120_000;
    expect(clock.current().toISOString()).toBe('2024-05-01T08:33:15.000Z');
  });

  it('calls subscribers at every tick until stopped', () => {
    vi.useFakeTimers();
    const clock = createServerClock('2024-05-01T08:30:00.000Z');
    const seen: string[] = [];
    const stop = clock.subscribe((time) => seen.push(time.toISOString()));
    vi.advanceTimersByTime(120_000);
    stop();
    vi.advanceTimersByTime(120_000);
    expect(seen).toEqual(['2024-05-01T08:31:00.000Z', '2024-05-01T08:32:00.000Z']);
  });
});
