import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { TEST_JWT_SECRET } from './test-app.js';

/** The server package's folder (a child runs its sources, as `pnpm dev` does). */
export const serverRoot = fileURLToPath(new URL('../../', import.meta.url));

/** A TCP port nobody listens on right now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/**
 * `pnpm start` in another process on a PostgreSQL database already migrated and seeded: its own Node, pool and
 * LISTEN connection, listening on `port`, with the tests' JWT secret (their tokens work on it).
 */
export const spawnServer = (databaseUrl: string, port: number, dataDir: string): ChildProcess =>
  spawn(process.execPath, ['--conditions=@sen/source', '--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: TEST_JWT_SECRET,
      DATA_DIR: dataDir,
      STATIC_ROOT: '/nonexistent/sen-test-apps',
      LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  });
