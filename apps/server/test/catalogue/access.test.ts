import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grant, send } from '../helpers/resource-set-calls.js';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';

let server: TestServer;
const t = { admin: '', saler: '', cashier: '' };
const cn01 = { Branchs: 'CN01' };
beforeAll(async () => {
  server = await startTestServer();
  t.admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  t.saler = await tokenFor(server.app, 'nvbh01', demoPasswords.nvbh01);
  t.cashier = await tokenFor(server.app, 'thungan', demoPasswords.thungan);
});
afterAll(() => server.close());

type Row = Record<string, unknown> & { _id: string };

const create = async (token: string, path: string, body: Record<string, unknown>): Promise<Row> => {
  const res = await send(server.app, 'POST', `/api/${path}`, { token, headers: cn01, body });
  if (res.statusCode !== 201) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
  return res.json();
};

const codesSeenBy = async (token: string): Promise<string[]> => {
  const res = await send(server.app, 'GET', '/api/crm/partners?searchKey=KHACC&pageSize=50', {
    token,
    headers: cn01,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items.map((r: { ma_kh: string }) => r.ma_kh);
};

describe('read-all and the employee scope (partners, owner field ma_nvbh)', () => {
  it('without r_readall a salesperson sees and touches only the rows they own', async () => {
    const mine = await create(t.admin, 'crm/partners', {
      ma_kh: 'KHACC1',
      ten_kh: 'Của Lan',
      dien_thoai: '0901000201',
      ma_nvbh: 'NV001',
    });
    const other = await create(t.admin, 'crm/partners', {
      ma_kh: 'KHACC2',
      ten_kh: 'Của Hùng',
      dien_thoai: '0901000202',
      ma_nvbh: 'NV002',
    });
    await create(t.admin, 'crm/partners', {
      ma_kh: 'KHACC3',
      ten_kh: 'Chưa ai chăm sóc',
      dien_thoai: '0901000203',
    });
    await create(t.saler, 'crm/partners', { ma_kh: 'KHACC4', ten_kh: 'Lan tạo', dien_thoai: '0901000204' });

    expect(await codesSeenBy(t.saler)).toEqual(['KHACC1', 'KHACC4']);
    expect(await codesSeenBy(t.admin)).toEqual(['KHACC1', 'KHACC2', 'KHACC3', 'KHACC4']);
    expect(
      (await send(server.app, 'GET', `/api/crm/partners/${mine._id}`, { token: t.saler })).statusCode,
    ).toBe(200);
    // (DELETE needs r_del, which the salesperson lacks: 403 before any row is looked at.)
    for (const method of ['GET', 'PATCH'] as const) {
      const res = await send(server.app, method, `/api/crm/partners/${other._id}`, {
        token: t.saler,
        ...(method === 'PATCH' ? { body: { ghi_chu: 'x' } } : {}),
      });
      expect(res.statusCode, method).toBe(404);
    }
  });

  it('with r_readall every row in the employee scope; a row of another employee cannot be written', async () => {
    await grant(server.database.db, 'nvbh01', 'crm.partners', [
      'r_access',
      'r_read',
      'r_readall',
      'r_add',
      'r_edit',
    ]);
    expect(await codesSeenBy(t.saler)).toEqual(['KHACC1', 'KHACC3', 'KHACC4']);
    const refused = await send(server.app, 'POST', '/api/crm/partners', {
      token: t.saler,
      headers: cn01,
      body: { ma_kh: 'KHACC5', ten_kh: 'Giao cho người khác', dien_thoai: '0901000205', ma_nvbh: 'NV002' },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('voucher lock date and approval (bills)', () => {
  const bill = (ngay_ct: string) => ({
    ngay_ct,
    ma_kh: 'KH0001',
    chi_tiet: [{ ma_vt: 'VT001', so_luong: 1, gia: 100_000 }],
  });

  /** Moves the lock of CN01's sales bills (the demo seed's, at the end of last month) to 2031-03-31, once. */
  let locking: Promise<void> | undefined;
  const lockBills = () =>
    (locking ??= (async () => {
      const found = await send(server.app, 'GET', '/api/system/voucher-locks/find?ma_dvcs=CN01&ma_ct=HDB', {
        token: t.admin,
      });
      const [seeded] = found.json().items as { _id: string }[];
      expect(seeded, found.body).toBeDefined();
      const lock = await send(server.app, 'PUT', `/api/system/voucher-locks/${seeded!._id}`, {
        token: t.admin,
        body: { ma_dvcs: 'CN01', ma_ct: 'HDB', ngay_ks: '2031-03-31' },
      });
      expect(lock.statusCode, lock.body).toBe(200);
    })());
  const billCount = async () =>
    Number(
      (
        await server.database.db
          .selectFrom('sales_bills' as never)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    await grant(server.database.db, 'thungan', 'sales.bills', [
      'r_access',
      'r_read',
      'r_readall',
      'r_add',
      'r_edit',
      'r_del',
    ]);
  });

  it('refuses edit and delete on or before the lock date (old or new date), with a clear message', async () => {
    const locked = await create(t.cashier, 'sales/bills', bill('2031-03-31'));
    const open = await create(t.cashier, 'sales/bills', bill('2031-04-10'));
    await lockBills();
    const attempts = [
      send(server.app, 'PUT', `/api/sales/bills/${locked._id}`, {
        token: t.cashier,
        body: bill('2031-03-31'),
      }),
      send(server.app, 'PATCH', `/api/sales/bills/${locked._id}`, {
        token: t.cashier,
        body: { ngay_ct: '2031-04-15' },
      }),
      send(server.app, 'DELETE', `/api/sales/bills/${locked._id}`, { token: t.cashier }),
      send(server.app, 'PATCH', `/api/sales/bills/${open._id}`, {
        token: t.cashier,
        body: { ngay_ct: '2031-03-01' },
      }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().code).toBe('VOUCHER_LOCKED');
    }
    expect((await attempts[0]!).json().message).toBe(
      'Chứng từ ngày 31/03/2031 đã bị khóa sổ (đến ngày 31/03/2031), không được thêm, sửa hoặc xóa',
    );
    const allowed = await send(server.app, 'PATCH', `/api/sales/bills/${open._id}`, {
      token: t.cashier,
      body: { dien_giai: 'Sau ngày khóa' },
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json()).toMatchObject({ nguoi_sua: 'thungan', dien_giai: 'Sau ngày khóa' });
    const byAdmin = await send(server.app, 'PATCH', `/api/sales/bills/${locked._id}`, {
      token: t.admin,
      body: { dien_giai: 'Quản trị sửa' },
    });
    expect(byAdmin.statusCode, 'admins pass every check').toBe(200);
  });

  it('refuses a new voucher dated on or before the lock date; one dated after it is created', async () => {
    await lockBills();
    const before = await billCount();
    for (const [day, shown] of [
      ['2031-03-31', '31/03/2031'],
      ['2031-01-02', '02/01/2031'],
    ] as const) {
      const refused = await send(server.app, 'POST', '/api/sales/bills', {
        token: t.cashier,
        headers: { ...cn01, 'Accept-Language': 'en' },
        body: bill(day),
      });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'VOUCHER_LOCKED',
        message: `The voucher of ${shown} is in a locked period (up to 31/03/2031) and cannot be added, changed or deleted`,
      });
    }
    expect(await billCount()).toBe(before);
    const after = await create(t.cashier, 'sales/bills', bill('2031-04-01'));
    expect(after.ngay_ct).toBe('2031-04-01');
    expect(await billCount()).toBe(before + 1);
    const byAdmin = await create(t.admin, 'sales/bills', bill('2031-03-01'));
    expect(byAdmin.ngay_ct, 'admins pass every check').toBe('2031-03-01');
  });

  it('approve needs the edit right on <menu>.approve; an approved voucher cannot be changed until unapproved', async () => {
    const row = await create(t.cashier, 'sales/bills', bill('2031-05-05'));
    const url = `/api/sales/bills/${row._id}/approve`;
    await grant(server.database.db, 'thungan', 'sales.bills.approve', ['r_access', 'r_read']);
    expect((await send(server.app, 'POST', url, { token: t.cashier })).statusCode).toBe(403);
    await grant(server.database.db, 'thungan', 'sales.bills.approve', ['r_access', 'r_read', 'r_edit']);

    const approved = await send(server.app, 'POST', url, { token: t.cashier });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ nguoi_duyet: 'thungan' });
    expect(approved.json().ngay_duyet).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(approved.json().chi_tiet).toHaveLength(1);

    const again = await send(server.app, 'POST', url, { token: t.cashier });
    expect(again.json().code).toBe('VOUCHER_APPROVED');
    for (const res of [
      await send(server.app, 'PUT', `/api/sales/bills/${row._id}`, {
        token: t.cashier,
        body: bill('2031-05-05'),
      }),
      await send(server.app, 'DELETE', `/api/sales/bills/${row._id}`, { token: t.cashier }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'VOUCHER_APPROVED',
        message: 'Chứng từ đã được duyệt, không được sửa hoặc xóa',
      });
    }

    const withdrawn = await send(server.app, 'DELETE', url, { token: t.cashier });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({ nguoi_duyet: null, ngay_duyet: null });
    expect((await send(server.app, 'DELETE', url, { token: t.cashier })).json().code).toBe(
      'VOUCHER_NOT_APPROVED',
    );
    const deleted = await send(server.app, 'DELETE', `/api/sales/bills/${row._id}`, { token: t.cashier });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const audit = await server.database.db
      .selectFrom('audit_logs')
      .select('action')
      .where('record_id', '=', row._id)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'update', 'delete']);
  });
});
