import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchPlanOf } from '../../src/routes/resource-sets/search-plan.js';
import { tenantIdOf } from '../helpers/operations-fixtures.js';
import { send } from '../helpers/resource-set-calls.js';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';

describe('the plan of a search', () => {
  it('uses word pairs for three words or more of letters and digits, single spaces', () => {
    expect(searchPlanOf('nguyen thi mai')).toEqual({ kind: 'pairs' });
    expect(searchPlanOf('Nguyễn Thị Thu Hà')).toEqual({ kind: 'pairs' });
    expect(searchPlanOf('uyen van an 0912')).toEqual({ kind: 'pairs' });
    for (const q of [
      'nguyen van',
      'nguyen  van an',
      ' nguyen van an',
      'nguyen van an ',
      'nguyen% van an',
      'a_b c d',
    ])
      expect(searchPlanOf(q), q).toEqual({ kind: 'trigrams' });
    expect(searchPlanOf(`${'a'.repeat(100)} ${'b'.repeat(100)} c`)).toEqual({ kind: 'trigrams' });
  });

  it("probes a code's or phone's significant digits", () => {
    expect(searchPlanOf('KH0458285')).toEqual({ kind: 'probe', probe: '458285' });
    expect(searchPlanOf('0912345')).toEqual({ kind: 'probe', probe: '912345' });
    expect(searchPlanOf('912345')).toEqual({ kind: 'trigrams' });
    expect(searchPlanOf('KH0000123')).toEqual({ kind: 'trigrams' });
    expect(searchPlanOf('kh04-58')).toEqual({ kind: 'trigrams' });
  });
});

let server: TestServer;
let admin = '';
const branch = { Branchs: 'CN01' };

/** Names where a pair sits mid-word, twice, after a double space, at the end of another field… */
const tricky = [
  'Nguyễn Văn An',
  'Nguyễn Văn Anh',
  'Trần Nguyễn Văn An',
  'Xnguyễn Văn Annh',
  'Nguyễn Văn  An',
  'Văn An Nguyễn',
  'Lê Thị Thu Hà',
  'Lê Thị Thu',
  'Thu Hà Lê Thị',
  "Đặng O'Neil Văn",
];

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  for (const [i, ten_kh] of tricky.entries()) {
    const res = await send(server.app, 'POST', '/api/crm/partners', {
      token: admin,
      headers: branch,
      body: {
        ma_kh: `KH0${458280 + i}`,
        ten_kh,
        dien_thoai: `09123450${String(i).padStart(2, '0')}`,
        ...(i === 3 ? { email: 'van.an.nguyen@example.vn' } : {}),
      },
    });
    if (res.statusCode !== 201) throw new Error(res.body);
  }
});
afterAll(() => server.close());

/** Codes the API lists for a search, every page at once. */
const listed = async (q: string): Promise<{ codes: string[]; total: number }> => {
  const res = await send(
    server.app,
    'GET',
    `/api/crm/partners?${new URLSearchParams({ searchKey: q, pageIndex: '0', pageSize: '1000', sortKey: 'ma_kh' })}`,
    { token: admin, headers: branch },
  );
  expect(res.statusCode, res.body).toBe(200);
  const page = res.json() as { items: { ma_kh: string }[]; total: number };
  return { codes: page.items.map((row) => row.ma_kh), total: page.total };
};

/** The codes whose search text contains the folded search (trimmed, as the API takes it): the trigram search in SQL. */
const containing = async (q: string): Promise<string[]> => {
  const tenantId = await tenantIdOf(server.database.db);
  const { rows } = await sql<{ ma_kh: string }>`
    SELECT ma_kh FROM customers
    WHERE tenant_id = ${tenantId} AND ma_dvcs IN ('CN01', '')
      AND search_text LIKE '%' || lower(f_unaccent(${q.trim()})) || '%'
    ORDER BY ma_kh`.execute(server.database.db);
  return rows.map((row) => row.ma_kh);
};

describe('every plan finds exactly the rows that contain the search', () => {
  it('for names typed whole, cut at either end, with or without accents', async () => {
    const names = (
      await sql<{ ten_kh: string }>`SELECT DISTINCT ten_kh FROM customers ORDER BY ten_kh LIMIT 40`.execute(
        server.database.db,
      )
    ).rows.map((row) => row.ten_kh);
    const searches = [...tricky, ...names].flatMap((name) => [
      name,
      name.slice(1),
      name.slice(0, -1),
      name.slice(2, -2),
      name.normalize('NFD').replace(/\p{Diacritic}/gu, ''),
      name.toUpperCase(),
    ]);
    searches.push('uyen van an', 'van an nguyen', 'thi thu ha', 'u ha le t', 'o neil van', 'an van an');
    // The first word's last three or two letters, or one letter (which asks the index for nothing).
    searches.push('yen van an', 'en van an', 'n van an', 'le thi thu', 'e thi thu ha', 'ran nguyen van');
    const plans = new Set<string>();
    for (const q of searches) {
      plans.add(searchPlanOf(q).kind);
      const expected = await containing(q);
      const { codes, total } = await listed(q);
      expect([...codes].sort(), q).toEqual(expected);
      expect(total, q).toBe(expected.length);
    }
    expect([...plans].sort()).toEqual(['pairs', 'trigrams']);
    // Mid-word at the start, inside a longer word at the end; not across a double space nor in another order.
    const found = (await listed('nguyen van an')).codes;
    expect(found).toEqual(expect.arrayContaining(['KH0458280', 'KH0458281', 'KH0458282', 'KH0458283']));
    expect(found).not.toContain('KH0458284');
    expect(found).not.toContain('KH0458285');
  });

  it('for codes and phones, by their significant digits', async () => {
    for (const q of ['KH0458285', 'kh045828', '0912345001', '09123450', 'KH1458285', '0458283']) {
      const expected = await containing(q);
      const { codes, total } = await listed(q);
      expect([...codes].sort(), q).toEqual(expected);
      expect(total, q).toBe(expected.length);
    }
    expect(searchPlanOf('kh045828').kind).toBe('probe');
    expect((await listed('KH0458285')).codes).toEqual(['KH0458285']);
  });
});
