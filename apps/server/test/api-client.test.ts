import type { AddressInfo } from 'node:net';
import { createApiClient, isApiRequestError, type ApiClient } from '@sen/api';
import type { Session } from '@sen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPasswords, startTestServer, type TestServer } from './helpers/test-app.js';

/**
 * The apps' client (`createApiClient` of @sen/api: openapi-fetch and its middleware) against the real server over
 * HTTP: the contract holds from both ends, not only in each side's own tests.
 */
let server: TestServer;
let origin: string;

beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

type Signed = {
  client: ApiClient;
  session: { current: Session | null };
  refreshed: Session[];
  failures: number;
};

/** A client as an app holds it: tokens in memory, the selected branches, a device id. */
const signIn = async (userName: keyof typeof demoPasswords, branchs: string[] = []): Promise<Signed> => {
  const state: Signed = {
    client: undefined as unknown as ApiClient,
    session: { current: null },
    refreshed: [],
    failures: 0,
  };
  state.client = createApiClient({
    baseUrl: `${origin}/api`,
    tenant: 'demo',
    getAccessToken: () => state.session.current?.access_token ?? null,
    getRefreshToken: () => state.session.current?.refresh_token ?? null,
    getBranchs: () => branchs,
    getDeviceId: () => 'test-device-01',
    getUserName: () => userName,
    getLocale: () => 'vi',
    onTokensRefreshed: (session) => {
      state.session.current = session;
      state.refreshed.push(session);
    },
    onAuthFailure: () => {
      state.failures += 1;
    },
  });
  const answer = await state.client.auth.login({
    user_name: userName,
    password: demoPasswords[userName],
    system_type: 'backoffice',
    login_type: 'password',
  });
  state.session.current = answer.session;
  return state;
};

describe('the apps client against the real server', () => {
  it('reads typed answers of the address, existence and resource-set operations', async () => {
    const { client } = await signIn('admin');
    const cities = await client.api.GET('/cities');
    expect(cities.data?.total).toBe(34);
    const exists = await client.api.GET('/crm/partners/exists/phone/{phone}', {
      params: { path: { phone: '0901234567' } },
    });
    expect(exists.data).toEqual({ exists: true });
    const units = await client.get<{ items: { ma_dvt: string }[] }>('/stock/units', {
      q: ' hop ',
      page: NaN,
    });
    expect(units.items.map((u) => u.ma_dvt)).toContain('HOP');
  });

  it('adds the one selected branch to a POST, strips its nulls, and rejects with the server message', async () => {
    const { client } = await signIn('admin', ['CN02']);
    const created = await client.post<{ ma_kho: string; ma_dvcs: string; dia_chi: string | null }>(
      '/stock/warehouses',
      { ma_kho: 'K02-CLIENT', ten_kho: 'Kho thử của client', dia_chi: null },
    );
    expect(created).toMatchObject({ ma_kho: 'K02-CLIENT', ma_dvcs: 'CN02', dia_chi: null });

    const again = client.post('/stock/warehouses', { ma_kho: 'K02-CLIENT', ten_kho: 'Trùng mã' });
    await expect(again).rejects.toSatisfy(isApiRequestError);
    await expect(again).rejects.toMatchObject({ status: 409, message: 'Mã K02-CLIENT đã tồn tại' });
  });

  it('uploads to the storage host, downloads the same bytes and deletes', async () => {
    const { client } = await signIn('admin');
    const bytes = new TextEncoder().encode('%PDF-1.4\nBáo giá dịch vụ spa\n%%EOF\n');
    const uploaded = await client.files.uploadFiles([
      new File([bytes], 'Báo giá.pdf', { type: 'application/pdf' }),
    ]);
    expect(uploaded.items[0]).toMatchObject({
      name: 'Báo giá.pdf',
      size: bytes.length,
      type: 'application/pdf',
    });
    const url = uploaded.items[0]!.url;

    const blob = await client.files.download(`${origin}${url}`);
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);

    const deleted = await client.files.deleteUploads([url]);
    expect(deleted.total).toBe(1);
    await expect(client.files.download(`${origin}${url}`)).rejects.toMatchObject({ status: 404 });
  });

  it('refreshes a rejected token once for many requests, which then all succeed', async () => {
    const signed = await signIn('thungan');
    // A token the server no longer accepts (as after its expiry): every request gets a 401 first.
    signed.session.current = { ...signed.session.current!, access_token: 'expired.access.token' };
    const answers = await Promise.all(Array.from({ length: 8 }, () => signed.client.system.serverTime()));
    expect(answers.every((a) => typeof a.server_time === 'string')).toBe(true);
    expect(signed.refreshed).toHaveLength(1);
    expect(signed.failures).toBe(0);
  });

  it('signs out once when the refresh token is refused too, and every waiting request fails', async () => {
    const signed = await signIn('thungan');
    signed.session.current = { ...signed.session.current!, access_token: 'bad', refresh_token: 'revoked' };
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => signed.client.system.stt()));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(signed.failures).toBe(1);
    expect(signed.refreshed).toHaveLength(0);
  });
});
