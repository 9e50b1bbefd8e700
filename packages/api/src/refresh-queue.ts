import type { Session } from '@sen/domain';

export type RefreshQueue = {
  /** Refreshes the session, or joins the refresh in flight. */
  refresh(): Promise<Session>;
  /**
   * After a 401 answered to a request sent with `usedToken`: the access token to retry with. Waits for the refresh in
   * flight, starts one when none runs, or returns at once when the token changed meanwhile. If the refresh fails, every
   * waiting request rejects and `onAuthFailure` runs once.
   */
  afterUnauthorized(usedToken: string | null): Promise<string>;
};

type Flight = { promise: Promise<Session>; notify: boolean };

/** One refresh at a time for every request of a client (a refresh token is rotated on use, so two would clash). */
export const createRefreshQueue = ({
  refresh,
  currentToken,
  onAuthFailure,
}: {
  refresh: () => Promise<Session>;
  currentToken: () => string | null;
  onAuthFailure: () => void;
}): RefreshQueue => {
  let flight: Flight | null = null;
  /** The access token whose refresh failed, so that late 401s for it fail without a second refresh. */
  let failed: { token: string | null; error: unknown; notified: boolean } | null = null;

  const start = (notify: boolean): Flight => {
    const token = currentToken();
    const current: Flight = { notify, promise: Promise.resolve(null as unknown as Session) };
    flight = current;
    current.promise = Promise.resolve()
      .then(refresh)
      .then(
        (session) => {
          if (flight === current) flight = null;
          failed = null;
          return session;
        },
        (error: unknown) => {
          if (flight === current) flight = null;
          failed = { token, error, notified: current.notify };
          if (current.notify) onAuthFailure();
          throw error;
        },
      );
    return current;
  };

  return {
    refresh: () => (flight ?? start(false)).promise,
    async afterUnauthorized(usedToken) {
      if (flight) {
        flight.notify = true;
        return (await flight.promise).access_token;
      }
      const token = currentToken();
      if (token && token !== usedToken) return token;
      if (failed && failed.token === usedToken) {
        if (!failed.notified) {
          failed.notified = true;
          onAuthFailure();
        }
        throw failed.error;
      }
      return (await start(true).promise).access_token;
    },
  };
};
