import { SERVER_TIME_TICK_MS } from '@sen/domain';

export type ServerClock = {
  /** The server time: the fetched time advanced by one minute for every 60 s elapsed since. */
  current(): Date;
  /** `current()` as an ISO instant. */
  iso(): string;
  /** Calls `listener` with the server time at every tick; returns a function that stops it. */
  subscribe(listener: (time: Date) => void): () => void;
};

/** Server time fetched once at start-up and advanced by one minute every 60 seconds (spec section 4). */
export const createServerClock = (serverTimeIso: string, now: () => number = Date.now): ServerClock => {
  const base = Date.parse(serverTimeIso);
  const startedAt = now();
  const current = () => {
    const ticks = Math.max(0, Math.floor((now() - startedAt) / SERVER_TIME_TICK_MS));
    return new Date(base + ticks * SERVER_TIME_TICK_MS);
  };
  return {
    current,
    iso: () => current().toISOString(),
    subscribe(listener) {
      const timer = setInterval(() => listener(current()), SERVER_TIME_TICK_MS);
      return () => clearInterval(timer);
    },
  };
};
