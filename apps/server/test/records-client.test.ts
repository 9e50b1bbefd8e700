import type { AddressInfo } from 'node:net';
import { createApiClient, isApiRequestError, type ApiClient } from '@sen/api';
import type { Session } from '@sen/domain';
import { paymentCardHistories, paymentCards, productGroups, products } from '@sen/domain/resources';
import {
  errorMessageOf,
  isRecordChanged,
  listParamsOf,
  listQueryOptions,
  listSearchSchemaOf,
  lookupQueryOptions,
  recordKeys,
  recordQueryOptions,
  saveRecordOptions,
  transitionOptions,
} from '@sen/records';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalDemoPhone } from '../src/seed/demo-customers.js';
import { demoPasswords, startTestServer, type TestServer } from './helpers/test-app.js';

/**
 * @sen/records' query and mutation options (what its hooks and the apps' route loaders run) against the real
 * server over HTTP, through the apps' client: the POS's product list, a save with its row version, the portal's
 * card history of the signed-in customer.
 */
let server: TestServer;
let origin: string;

beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

/** A client as an app holds it, signed in as a staff user or, with `customer`, through the portal's code. */
const clientOf = async (
  who: { user: keyof typeof demoPasswords; branchs?: string[] } | { customer: string },
): Promise<ApiClient> => {
  const session: { current: Session | null } = { current: null };
  const userName = 'user' in who ? who.user : who.customer;
  const client = createApiClient({
    baseUrl: `${origin}/api`,
    tenant: 'demo',
    getAccessToken: () => session.current?.access_token ?? null,
    getRefreshToken: () => session.current?.refresh_token ?? null,
    getBranchs: () => ('user' in who ? (who.branchs ?? []) : []),
    getDeviceId: () => 'records-device-01',
    getUserName: () => userName,
    getLocale: () => 'vi',
    onTokensRefreshed: (next) => {
      session.current = next;
    },
    onAuthFailure: () => undefined,
  });
  const answer =
    'user' in who
      ? await client.auth.login({
          user_name: who.user,
          password: demoPasswords[who.user],
          system_type: 'backoffice',
          login_type: 'password',
        })
      : await client.auth.login({
          user_name: who.customer,
          password: (await client.auth.requestCustomerOtp(who.customer)).demo_code as string,
          system_type: 'client',
          login_type: 'otp',
        });
  session.current = answer.session;
  return client;
};

describe('the POS’s product list through @sen/records', () => {
  it('searches ignoring accents, filters by group, pages, and types its rows from the declaration', async () => {
    const cashier = await clientOf({ user: 'thungan', branchs: ['CN01'] });
    const queryClient = new QueryClient();
    const found = await queryClient.ensureQueryData(
      listQueryOptions(cashier, products, { search: 'sua rua mat', filters: { trang_thai: true } }),
    );
    expect(found.items.map((p) => p.ten_vt)).toEqual(['Sữa rửa mặt trà xanh 150ml']);
    const [product] = found.items;
    expect(typeof product!.gia_ban).toBe('number');

    const all = await queryClient.ensureQueryData(listQueryOptions(cashier, products, { pageSize: 100 }));
    const group = String(all.items.find((p) => p.ma_nhom_vt)!.ma_nhom_vt);
    const inGroup = await queryClient.ensureQueryData(
      listQueryOptions(cashier, products, { filters: { ma_nhom_vt: group }, pageSize: 100 }),
    );
    expect(inGroup.items.length).toBe(all.items.filter((p) => p.ma_nhom_vt === group).length);
    expect(inGroup.items.every((p) => p.ma_nhom_vt === group)).toBe(true);

    const second = await queryClient.ensureQueryData(
      listQueryOptions(cashier, products, { page: 2, pageSize: 10, sort: { field: 'gia_ban', desc: true } }),
    );
    const byPrice = [...all.items].sort(
      (a, b) => b.gia_ban! - a.gia_ban! || a.ma_vt!.localeCompare(b.ma_vt!),
    );
    expect(second.items.map((p) => p.gia_ban)).toEqual(byPrice.slice(10, 20).map((p) => p.gia_ban));
    expect(second.total).toBe(all.total);

    // The loader's cache: the same params are one entry, answered without another request.
    expect(
      queryClient.getQueryData(
        listQueryOptions(cashier, products, { search: 'sua rua mat', filters: { trang_thai: true } })
          .queryKey,
      ),
    ).toEqual(found);

    const groups = await queryClient.ensureQueryData(
      listQueryOptions(cashier, productGroups, { pageSize: 100 }),
    );
    expect(groups.items.map((g) => g.ma_nhom_vt)).toContain(group);
  });

  it('reads a URL’s list state (validateSearch) into the params the server answers', async () => {
    const cashier = await clientOf({ user: 'thungan', branchs: ['CN01'] });
    const schema = listSearchSchemaOf(products, ['ma_nhom_vt']);
    const search = schema.parse({ q: 'kem', page: '1', pageSize: '20', sort: 'ten_vt', bogus: '1' });
    const list = await new QueryClient().fetchQuery(
      listQueryOptions(cashier, products, listParamsOf(search, ['ma_nhom_vt'])),
    );
    expect(list.items.length).toBeGreaterThan(1);
    expect(list.items.every((p) => /kem/i.test(p.ten_vt!))).toBe(true);
    // Ordered by name as the URL says (the database's collation): the reverse of '-ten_vt'.
    const reversed = await new QueryClient().fetchQuery(
      listQueryOptions(cashier, products, listParamsOf(schema.parse({ ...search, sort: '-ten_vt' }), [])),
    );
    expect(list.items.map((p) => p.ten_vt)).toEqual(reversed.items.map((p) => p.ten_vt).reverse());
  });

  it('reads one row and a picker’s matches', async () => {
    const cashier = await clientOf({ user: 'thungan', branchs: ['CN01'] });
    const queryClient = new QueryClient();
    const [first] = (await queryClient.fetchQuery(listQueryOptions(cashier, products))).items;
    const row = await queryClient.fetchQuery(recordQueryOptions(cashier, products, first!._id));
    expect(row).toMatchObject({ _id: first!._id, ma_vt: first!.ma_vt, gia_ban: first!.gia_ban });
    const picked = await queryClient.fetchQuery(lookupQueryOptions(cashier, products, first!.ma_vt!));
    expect(picked.items.map((p) => p.ma_vt)).toContain(first!.ma_vt);
  });
});

describe('saving through @sen/records', () => {
  it('creates, replaces at the version read, refuses a stale version (409 RECORD_CHANGED) and refreshes reads', async () => {
    const admin = await clientOf({ user: 'admin' });
    const queryClient = new QueryClient();
    const save = () => new MutationObserver(queryClient, saveRecordOptions(admin, products, queryClient));
    const created = await save().mutate({
      values: { ma_vt: 'REC-01', ten_vt: 'Kem dưỡng thử nghiệm', dvt: 'HOP', gia_ban: 120_000 },
    });
    expect(created).toMatchObject({ ma_vt: 'REC-01', gia_ban: 120_000 });

    const list = listQueryOptions(admin, products, { search: 'REC-01' });
    await queryClient.ensureQueryData(list);
    const { ma_vt, ten_vt, dvt } = created;
    const replaced = await save().mutate({
      id: created._id,
      version: created._version,
      values: { ma_vt, ten_vt, dvt, gia_ban: 125_000 },
    });
    expect(replaced.gia_ban).toBe(125_000);
    expect(replaced._version).not.toBe(created._version);
    expect(queryClient.getQueryState(list.queryKey)?.isInvalidated).toBe(true);

    const stale = await save()
      .mutate({ id: created._id, version: created._version, values: { ma_vt, ten_vt, dvt, gia_ban: 1 } })
      .catch((error: unknown) => error);
    expect(isApiRequestError(stale) && stale.status).toBe(409);
    expect(isRecordChanged(stale)).toBe(true);
    expect(errorMessageOf(stale)).toBe(
      'Bản ghi đã được người khác thay đổi. Vui lòng tải lại để xem thay đổi mới nhất.',
    );
    const stored = await queryClient.fetchQuery(recordQueryOptions(admin, products, created._id));
    expect(stored.gia_ban).toBe(125_000);
    expect(recordKeys(products).all).toEqual(['sen', 'records', 'products']);
  });
});

describe('the portal’s card history through @sen/records', () => {
  it('gives the signed-in customer their own entries and cards, and a staff list nothing', async () => {
    const customer = await clientOf({ customer: portalDemoPhone });
    const admin = await clientOf({ user: 'admin', branchs: ['CN01', 'CN02', 'CN03'] });
    const queryClient = new QueryClient();
    const cards = await queryClient.fetchQuery(listQueryOptions(customer, paymentCards));
    expect(cards.items.map((c) => c.ma_kh)).toEqual(cards.items.map(() => 'KH0001'));
    const entries = await queryClient.fetchQuery(
      listQueryOptions(customer, paymentCardHistories, {
        pageSize: 50,
        sort: { field: 'ngay_ct', desc: true },
      }),
    );
    const theirs = (
      await queryClient.fetchQuery(
        listQueryOptions(admin, paymentCardHistories, {
          filters: { ma_the: cards.items.map((c) => c.ma_the!) },
          pageSize: 50,
        }),
      )
    ).items;
    expect(entries.total).toBe(theirs.length);
    expect(entries.items.map((e) => e.so_du_sau)).toEqual(
      entries.items.map((e) => theirs.find((t) => t._id === e._id)!.so_du_sau),
    );
    expect(entries.items.every((e) => e.nguoi_tao === null)).toBe(true);
    const refused = await queryClient
      .fetchQuery(listQueryOptions(customer, products))
      .catch((e: unknown) => e);
    expect(isApiRequestError(refused) && refused.status).toBe(403);
    expect(errorMessageOf(refused)).toBe('Bạn không có quyền thực hiện chức năng này');
  });

  it('runs a card lock with its reason, refuses one the status does not allow (409), and refreshes reads', async () => {
    const admin = await clientOf({ user: 'admin', branchs: ['CN01', 'CN02', 'CN03'] });
    const queryClient = new QueryClient();
    const active = await queryClient.fetchQuery(
      listQueryOptions(admin, paymentCards, { filters: { trang_thai: '1' }, pageSize: 10 }),
    );
    const card = active.items[0]!;
    const cachedRow = recordQueryOptions(admin, paymentCards, card._id);
    await queryClient.fetchQuery(cachedRow);
    const lock = paymentCards.statuses!.transitions.find((t) => t.name === 'lock')!;
    const run = () => new MutationObserver(queryClient, transitionOptions(admin, paymentCards, queryClient));
    const locked = await run().mutate({ id: card._id, transition: lock, reason: '  Khách báo mất thẻ ' });
    expect(locked).toMatchObject({ trang_thai: '2', ly_do_khoa: 'Khách báo mất thẻ' });
    // Every cached read of the cards is stale: the row shows its status as stored.
    expect(queryClient.getQueryState(cachedRow.queryKey)?.isInvalidated).toBe(true);
    // Locking a locked card is refused by the server's status machine, with its message.
    const refused = await run()
      .mutate({ id: card._id, transition: lock, reason: 'Lần nữa' })
      .catch((error: unknown) => error);
    expect(isApiRequestError(refused) && refused.status).toBe(409);
    expect(errorMessageOf(refused)).toBe('Bản ghi đã ở trạng thái "Đã khóa"');
    const unlock = paymentCards.statuses!.transitions.find((t) => t.name === 'unlock')!;
    expect(await run().mutate({ id: card._id, transition: unlock })).toMatchObject({ trang_thai: '1' });
  });
});
