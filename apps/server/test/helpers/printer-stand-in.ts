import net from 'node:net';

/**
 * A network ESC/POS printer as a test needs one: a TCP listener on loopback (port 0: any free port) that takes
 * each connection's bytes as one job and closes once the sender has ended, as a raw-port printer does. `silent`
 * reads but never closes (a printer that has stopped: out of paper, jammed).
 */
export const startPrinterStandIn = async (options: { silent?: boolean } = {}) => {
  const jobs: Buffer[] = [];
  const waiting: ((job: Buffer) => void)[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer({ allowHalfOpen: true }, (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.on('end', () => {
      if (options.silent) return;
      const job = Buffer.concat(chunks);
      const waiter = waiting.shift();
      if (waiter) waiter(job);
      else jobs.push(job);
      socket.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    /** Jobs received and not yet taken. */
    jobs,
    /** The next job (one already received, or the next to come). */
    nextJob: (): Promise<Buffer> => {
      const job = jobs.shift();
      return job ? Promise.resolve(job) : new Promise((resolve) => waiting.push(resolve));
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

/** A loopback port nothing listens on (a printer that is off): listened on, then closed. */
export const closedPort = async (): Promise<number> => {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
};
