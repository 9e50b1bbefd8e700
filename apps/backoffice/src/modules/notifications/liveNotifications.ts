/** The part of the live connection the app drives (`NotificationConnection` of @sen/api). */
export type LiveConnection = { start(): Promise<void>; stop(): Promise<void> };

/** The live notifications of the signed-in user: started once after sign-in, stopped on sign-out. */
export type LiveNotifications = {
  /** Opens the connection unless it is open or opening already. */
  start(): void;
  /** Closes it and cancels its reconnection; the next `start()` opens a new one. */
  stop(): Promise<void>;
};

/**
 * Keeps at most one live connection. `connect` creates it (loading SignalR's code on first use, so that the sign-in
 * page does not carry it); a failed load is forgotten, so the next `start()` tries again.
 */
export const createLiveNotifications = (connect: () => Promise<LiveConnection>): LiveNotifications => {
  let current: Promise<LiveConnection> | null = null;
  return {
    start() {
      if (current) return;
      const connecting = connect();
      current = connecting;
      connecting.then(
        (connection) => {
          if (current === connecting) void connection.start();
        },
        () => {
          if (current === connecting) current = null;
        },
      );
    },
    async stop() {
      const connecting = current;
      current = null;
      if (!connecting) return;
      const connection = await connecting.catch(() => null);
      await connection?.stop();
    },
  };
};
