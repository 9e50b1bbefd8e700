import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.js';
import { freePort, spawnServer } from '../helpers/child-server.js';
import { call, demoPasswords, testConfig, tokenFor } from '../helpers/test-app.js';

/**
 * Posting is atomic (issue 16, reliability): a server process killed (SIGKILL) while sales are being posted leaves
 * no voucher without its ledger entries, no entries without their voucher, and loses nothing it acknowledged;
 * stock on hand still agrees with the stock ledger. Runs in the 'postgres' project only: the sales go to a server
 * in a second process on the test's own database, which the test kills mid-stream.
 */
const serverUrl = process.env.DATABASE_URL as string;
const name = `sen_test_${randomBytes(6).toString('hex')}`;
const admin = new pg.Client({ connectionString: serverUrl });
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const db = new pg.Client({ connectionString: url.toString() });
let app: FastifyInstance;
let token = '';

const SALES = 40;
const PRODUCTS = ['KILL-1', 'KILL-2', 'KILL-3', 'KILL-4', 'KILL-5'];

beforeAll(async () => {
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  // Migrated and seeded by an app in this process; the sales then go to a child process on the same database.
  app = await buildApp({ config: await testConfig({ DATABASE_URL: url.toString() }), logger: false });
  await db.connect();
  token = await tokenFor(app, 'admin', demoPasswords.admin);
  const headers = { branchs: 'CN01' };
  for (const ma_vt of PRODUCTS) {
    const made = await call(app, 'POST', '/api/stock/products', {
      token,
      headers,
      body: { ma_vt, ten_vt: `Kem dưỡng ${ma_vt}`, loai_vt: 'HH', dvt: 'HOP', gia_ban: 100_000 },
    });
    expect(made.statusCode, made.body).toBe(201);
  }
  const received = await call(app, 'POST', '/api/stock/receipt-orders', {
    token,
    headers,
    body: {
      ngay_ct: '2033-01-02',
      ma_kho: 'K01-HH',
      trang_thai: '1',
      chi_tiet: PRODUCTS.map((ma_vt) => ({ ma_vt, so_luong: 1000, gia: 40_000 })),
    },
  });
  expect(received.statusCode, received.body).toBe(201);
}, 120_000);

afterAll(async () => {
  await db.end();
  await app?.close();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

describe('a server killed while posting sales', () => {
  it('keeps every acknowledged sale whole and leaves no half-posted one', async () => {
    const port = await freePort();
    const dataDir = await mkdtemp(`${tmpdir()}/sen-kill-`);
    const child: ChildProcess = spawnServer(url.toString(), port, dataDir);
    const base = `http://127.0.0.1:${port}`;
    const acknowledged: string[] = [];
    try {
      await vi.waitFor(
        async () => expect((await fetch(`${base}/api/health`).catch(() => undefined))?.status).toBe(200),
        { timeout: 30_000, interval: 200 },
      );
      const sell = async (i: number) => {
        const res = await fetch(`${base}/api/sales/bills`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            tenant: 'demo',
            branchs: 'CN01',
          },
          body: JSON.stringify({
            ngay_ct: '2033-01-03',
            ma_kh: 'KH0001',
            ma_kho: 'K01-HH',
            ma_httt: 'TM',
            da_tt: 500_000,
            trang_thai: '1',
            dien_giai: `kill-${i}`,
            chi_tiet: PRODUCTS.map((ma_vt) => ({ ma_vt, dvt: 'HOP', so_luong: 1, gia: 100_000 })),
          }),
        }).catch(() => undefined);
        if (res?.status === 201) acknowledged.push(((await res.json()) as { _id: string })._id);
      };
      // Sales stream in; the process dies (no shutdown) once a few have been acknowledged.
      const sales = Array.from({ length: SALES }, (_, i) => sell(i));
      await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThanOrEqual(3), {
        timeout: 30_000,
        interval: 5,
      });
      child.kill('SIGKILL');
      await Promise.all(sales);
    } finally {
      child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
    expect(acknowledged.length).toBeLessThan(SALES);

    // The killed connections' transactions end on the server; then read what is stored.
    await vi.waitFor(
      async () => {
        const open = await db.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND state LIKE 'idle in transaction%'`,
          [name],
        );
        expect(open.rows[0].n).toBe(0);
      },
      { timeout: 10_000 },
    );
    const bills = await db.query<{ _id: string }>(
      `SELECT _id::text AS _id FROM sales_bills WHERE dien_giai LIKE 'kill-%'`,
    );
    const stored = new Set(bills.rows.map((row) => row._id));
    // Nothing acknowledged is lost.
    for (const id of acknowledged) expect(stored.has(id), id).toBe(true);
    // Every stored sale is whole: five stock movements and its money entries; no entries without their sale.
    const stock = await db.query<{ source_id: string; n: number }>(
      `SELECT source_id::text AS source_id, count(*)::int AS n FROM stock_ledger
       WHERE source = 'bills' AND ngay_ct = '2033-01-03' GROUP BY source_id`,
    );
    const money = await db.query<{ source_id: string; n: number; no: number; co: number }>(
      `SELECT source_id::text AS source_id, count(*)::int AS n, sum(ps_no)::float8 AS no, sum(ps_co)::float8 AS co
       FROM account_ledger WHERE source = 'bills' AND ngay_ct = '2033-01-03' GROUP BY source_id`,
    );
    expect(new Set(stock.rows.map((row) => row.source_id))).toEqual(stored);
    expect(new Set(money.rows.map((row) => row.source_id))).toEqual(stored);
    for (const row of stock.rows) expect(row.n).toBe(PRODUCTS.length);
    for (const row of money.rows) expect(row.no).toBe(row.co);
    // Stock on hand agrees with the ledger, product by product.
    const onHand = await db.query<{ ma_vt: string; held: number; moved: number }>(
      `SELECT h.ma_vt, h.so_luong::float8 AS held,
         (SELECT coalesce(sum(l.so_luong), 0)::float8 FROM stock_ledger l
          WHERE l.tenant_id = h.tenant_id AND l.ma_kho = h.ma_kho AND l.ma_vt = h.ma_vt) AS moved
       FROM stock_on_hand h WHERE h.ma_kho = 'K01-HH' AND h.ma_vt LIKE 'KILL-%' ORDER BY h.ma_vt`,
    );
    expect(onHand.rows).toHaveLength(PRODUCTS.length);
    for (const row of onHand.rows) {
      expect(row.held).toBe(row.moved);
      expect(row.held).toBe(1000 - stored.size);
    }
  }, 120_000);
});
