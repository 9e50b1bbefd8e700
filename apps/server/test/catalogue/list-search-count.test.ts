import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../helpers/resource-set-calls.js';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';

let server: TestServer;
let admin = '';
const branch = { Branchs: 'CN01' };
beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  for (let i = 1; i <= 25; i += 1) {
    const res = await send(server.app, 'POST', '/api/crm/partners', {
      token: admin,
      headers: branch,
      body: {
        ma_kh: `KHDEM${String(i).padStart(2, '0')}`,
        ten_kh: `Hoàng Thị Đếm ${i}`,
        dien_thoai: `09020000${String(i).padStart(2, '0')}`,
      },
    });
    if (res.statusCode !== 201) throw new Error(res.body);
  }
});
afterAll(() => server.close());

const list = (query: string) =>
  send(server.app, 'GET', `/api/crm/partners?${query}`, { token: admin, headers: branch });

describe('a searched list counts its matches in the same pass', () => {
  it('gives the page and the total of every match, accents ignored', async () => {
    const first = await list('searchKey=hoang thi dem&pageIndex=0&pageSize=10&sortKey=ma_kh&sortType=desc');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().total).toBe(25);
    expect(
      first
        .json()
        .items.map((r: { ma_kh: string }) => r.ma_kh)
        .slice(0, 2),
    ).toEqual(['KHDEM25', 'KHDEM24']);
    expect(Object.keys(first.json().items[0])).not.toContain('__total');
    const last = await list('searchKey=hoang thi dem&pageIndex=2&pageSize=10');
    expect(last.json()).toMatchObject({ total: 25 });
    expect(last.json().items).toHaveLength(5);
  });

  it('still knows the total past the last page, where no row carries it', async () => {
    const past = await list('searchKey=hoang thi dem&pageIndex=5&pageSize=10');
    expect(past.json()).toEqual({ items: [], total: 25 });
    const none = await list('searchKey=khong co ai ten nay');
    expect(none.json()).toEqual({ items: [], total: 0 });
  });

  it('pages a search in the sort asked for, ties in code order, each row whole', async () => {
    type Row = Record<string, unknown> & { ma_kh: string };
    const codes = Array.from({ length: 25 }, (_, i) => `KHDEM${String(i + 1).padStart(2, '0')}`);
    // Every match has the same branch: the order is the code's, whichever way the branch is sorted.
    for (const sortType of ['asc', 'desc']) {
      const pages: Row[] = [];
      for (let pageIndex = 0; pageIndex < 3; pageIndex += 1) {
        const res = await list(
          `searchKey=hoang thi dem&pageIndex=${pageIndex}&pageSize=10&sortKey=ma_dvcs&sortType=${sortType}`,
        );
        expect(res.json().total, res.body).toBe(25);
        pages.push(...(res.json().items as Row[]));
      }
      expect(pages.map((row) => row.ma_kh)).toEqual(codes);
    }
    const byName = await list(
      'searchKey=hoang thi dem&pageIndex=0&pageSize=50&sortKey=dien_thoai&sortType=desc',
    );
    const rows = byName.json().items as Row[];
    expect(rows.map((row) => row.ma_kh)).toEqual([...codes].reverse());
    // The same rows, every field, as the list without a search gives them.
    const plain = await list('ma_kh=KHDEM07');
    expect(plain.json().items).toHaveLength(1);
    expect(rows.find((row) => row.ma_kh === 'KHDEM07')).toEqual(plain.json().items[0]);
  });
});
